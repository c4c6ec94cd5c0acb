/// A line-by-line diff of two texts, printed like a unified diff: `-` for lines only in the
/// reference, `+` for lines only in the new text, with a little context around each change.
struct LineDiff {
  /// The printed diff, or `nil` when the texts are equal.
  let text: String?

  /// Compares two texts.
  /// - Parameters:
  ///   - reference: The recorded text.
  ///   - actual: The new text.
  ///   - context: Unchanged lines shown around each change.
  ///   - limit: The most diff lines printed; the rest are counted.
  init(reference: String, actual: String, context: Int = 2, limit: Int = 80) {
    guard reference != actual else {
      text = nil
      return
    }
    let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = Self.edits(old, new)
    // Which edit indices to show: changes and `context` lines around them.
    var shown = Array(repeating: false, count: edits.count)
    for (index, edit) in edits.enumerated() where edit.kind != " " {
      for near in max(0, index - context)...min(edits.count - 1, index + context) { shown[near] = true }
    }
    var lines: [String] = []
    var printed = 0
    var omitted = 0
    var previous = -2
    for (index, edit) in edits.enumerated() where shown[index] {
      if printed >= limit {
        if edit.kind != " " { omitted += 1 }
        continue
      }
      if index != previous + 1 {
        lines.append("@@ reference line \(edit.oldLine + 1), new line \(edit.newLine + 1) @@")
      }
      lines.append("\(edit.kind) \(edit.line)")
      printed += 1
      previous = index
    }
    if omitted > 0 { lines.append("... and \(omitted) more changed lines") }
    text = lines.joined(separator: "\n")
  }

  private struct Edit {
    var kind: Character
    var line: String
    var oldLine: Int
    var newLine: Int
  }

  /// The edit script from a longest common subsequence of lines.
  private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
    // Common prefix and suffix first: snapshots usually change in a few places.
    var start = 0
    while start < old.count && start < new.count && old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start && newEnd > start && old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    let a = Array(old[start..<oldEnd])
    let b = Array(new[start..<newEnd])
    // lengths[i][j]: LCS length of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    if !a.isEmpty && !b.isEmpty {
      for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
          lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
      }
    }
    var result: [Edit] = []
    for index in 0..<start {
      result.append(Edit(kind: " ", line: old[index], oldLine: index, newLine: index))
    }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        result.append(Edit(kind: " ", line: a[i], oldLine: start + i, newLine: start + j))
        i += 1
        j += 1
      } else if i < a.count && (j == b.count || lengths[i + 1][j] >= lengths[i][j + 1]) {
        result.append(Edit(kind: "-", line: a[i], oldLine: start + i, newLine: start + j))
        i += 1
      } else {
        result.append(Edit(kind: "+", line: b[j], oldLine: start + i, newLine: start + j))
        j += 1
      }
    }
    for offset in 0..<(old.count - oldEnd) {
      result.append(
        Edit(kind: " ", line: old[oldEnd + offset], oldLine: oldEnd + offset, newLine: newEnd + offset))
    }
    return result
  }
}
