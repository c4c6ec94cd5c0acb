import Foundation

/// Text broken into lines the way a UILabel draws it: word wrapping within a width, a cap on
/// the number of lines, and truncation of what does not fit. Shared by intrinsic sizes and the
/// renderer, so what is measured is what is drawn.
///
/// ```swift
/// let layout = TextLayout(
///   text: "Hello world", metrics: TextMetrics(pointSize: 17), width: 60,
///   numberOfLines: 0, lineBreak: .byWordWrapping)
/// layout.lines.map(\.text)  // ["Hello", "world"]
/// ```
package struct TextLayout: Sendable {
  /// How a line that does not fit is broken or shortened; raw values are `NSLineBreakMode`'s.
  package enum LineBreak: Int, Sendable {
    /// Wrap at word boundaries (a word longer than the line is broken between characters).
    case byWordWrapping = 0
    /// Wrap at any character.
    case byCharWrapping = 1
    /// Cut the line at the edge.
    case byClipping = 2
    /// Replace the start of the line with an ellipsis.
    case byTruncatingHead = 3
    /// Replace the end of the line with an ellipsis.
    case byTruncatingTail = 4
    /// Replace the middle of the line with an ellipsis.
    case byTruncatingMiddle = 5

    /// Whether the mode shortens text with an ellipsis.
    package var truncates: Bool {
      self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
  }

  /// One laid-out line.
  package struct Line: Equatable, Sendable {
    /// The characters drawn on this line, with an ellipsis where text was truncated.
    package var text: String
    /// The width of those characters in points (unrounded).
    package var width: CGFloat
  }

  /// The lines, top to bottom.
  package var lines: [Line]
  /// The size of the text block, ceiled to the pixel grid: the widest line by the lines' height.
  package var size: CGSize
  /// Whether some text was left out or shortened to fit.
  package var isTruncated: Bool
  /// Height of one line.
  package var lineHeight: CGFloat

  /// Lays out `text` with the metrics of `metrics`.
  /// - Parameters:
  ///   - text: The text; `\n` starts a new line.
  ///   - metrics: The font's metrics.
  ///   - width: The available width, or `nil` for no limit (one line per paragraph).
  ///   - numberOfLines: The most lines to show; 0 for no limit.
  ///   - lineBreak: How lines wrap and how the last line is shortened.
  ///   - scale: The display scale the size is ceiled to (pixels per point).
  package init(
    text: String, metrics: TextMetrics, width: CGFloat?, numberOfLines: Int, lineBreak: LineBreak,
    scale: CGFloat = TextMetrics.displayScale
  ) {
    lineHeight = metrics.lineHeight
    let limit = width.map { max(0, $0) }
    var result: [Line] = []
    var truncated = false
    let paragraphs = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
    let maxLines = numberOfLines > 0 ? numberOfLines : Int.max
    let wraps = numberOfLines != 1 && limit != nil
    paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
      let pieces: [Substring]
      if wraps, let limit {
        pieces = Self.wrap(
          paragraph, metrics: metrics, width: limit, byCharacter: lineBreak == .byCharWrapping)
      } else {
        pieces = [paragraph]
      }
      for (pieceIndex, piece) in pieces.enumerated() {
        if result.count == maxLines - 1 {
          // The last allowed line: it ends the text, or shows where the rest was cut.
          let isLastPiece = pieceIndex == pieces.count - 1 && index == paragraphs.count - 1
          let line: Line
          var shortened: Bool
          if isLastPiece {
            (line, shortened) = Self.fit(
              String(piece), metrics: metrics, width: limit, mode: wraps ? .byClipping : lineBreak,
              forceEllipsis: false)
          } else if lineBreak.truncates {
            let rest = String(paragraph[piece.startIndex...])
            (line, shortened) = Self.fit(
              rest, metrics: metrics, width: limit, mode: lineBreak, forceEllipsis: true)
          } else {
            (line, shortened) = Self.fit(
              String(piece), metrics: metrics, width: limit, mode: .byClipping, forceEllipsis: false)
          }
          shortened = shortened || !isLastPiece
          truncated = truncated || shortened
          result.append(line)
          break paragraphLoop
        }
        let (line, shortened) = Self.fit(
          String(piece), metrics: metrics, width: limit, mode: wraps ? .byClipping : lineBreak,
          forceEllipsis: false)
        truncated = truncated || shortened
        result.append(line)
      }
    }
    lines = result
    isTruncated = truncated
    let widest = result.reduce(CGFloat(0)) { max($0, $1.width) }
    let clampedWidth = limit.map { min(widest, $0) } ?? widest
    size = CGSize(
      width: TextMetrics.ceilToPixel(clampedWidth, scale: scale),
      height: TextMetrics.ceilToPixel(CGFloat(result.count) * metrics.lineHeight, scale: scale))
  }

  /// Splits one paragraph into lines no wider than `width`, breaking at spaces (or between any
  /// two characters when `byCharacter`); a word wider than the line is broken between
  /// characters. Spaces at a break hang past the edge and are not drawn on either line.
  static func wrap(
    _ paragraph: Substring, metrics: TextMetrics, width: CGFloat, byCharacter: Bool
  ) -> [Substring] {
    let characters = Array(paragraph)
    if characters.isEmpty { return [paragraph] }
    let advances = metrics.advances(of: characters)
    // wordEnd[i]: the first space at or after i (or the end), so a long word is scanned once,
    // not once per line it is broken over.
    var wordEnd = [Int](repeating: characters.count, count: characters.count + 1)
    for position in stride(from: characters.count - 1, through: 0, by: -1) {
      wordEnd[position] = characters[position] == " " ? position : wordEnd[position + 1]
    }
    let tolerance: CGFloat = 1e-9
    var ranges: [Range<Int>] = []
    var lineStart = 0
    var lineEnd = 0  // end of the drawn text (no trailing spaces)
    var lineWidth: CGFloat = 0  // width up to lineEnd
    var index = 0
    func closeLine() {
      ranges.append(lineStart..<lineEnd)
      // The next line starts at the next non-space character.
      var next = index
      while next < characters.count && characters[next] == " " { next += 1 }
      index = next
      lineStart = next
      lineEnd = next
      lineWidth = 0
    }
    while index < characters.count {
      // The next unit to place: one word with the spaces before it, or one character.
      var unitEnd = index
      while unitEnd < characters.count && characters[unitEnd] == " " { unitEnd += 1 }
      let spacesWidth = advances[lineEnd..<unitEnd].reduce(0, +)
      let wordStart = unitEnd
      if byCharacter {
        if unitEnd < characters.count { unitEnd += 1 }
      } else {
        unitEnd = wordEnd[unitEnd]
      }
      if wordStart == unitEnd {
        // Only trailing spaces remain: they hang.
        index = unitEnd
        break
      }
      // Whether the word fits after the line so far: its advances are added in order and the
      // sum stops as soon as it is past the edge (advances are never negative), so a word far
      // longer than the line costs a line's worth of additions, not its whole length.
      let before = lineWidth + spacesWidth
      var wordWidth: CGFloat = 0
      var fits = true
      for position in wordStart..<unitEnd {
        wordWidth += advances[position]
        if !(before + wordWidth <= width + tolerance) {
          fits = false
          break
        }
      }
      if fits || lineEnd == lineStart {
        if fits {
          lineWidth += spacesWidth + wordWidth
          lineEnd = unitEnd
          index = unitEnd
          continue
        }
        // A word alone wider than the line: break it between characters.
        var end = wordStart
        var used = lineWidth + spacesWidth
        while end < unitEnd && (used + advances[end] <= width + tolerance || end == wordStart) {
          used += advances[end]
          end += 1
        }
        lineEnd = end
        index = end
        closeLine()
        continue
      }
      index = lineEnd
      closeLine()
    }
    if lineEnd > lineStart || ranges.isEmpty { ranges.append(lineStart..<lineEnd) }
    // Character offsets to string indices in one walk (offsetting from the start for each line
    // would make long texts quadratic).
    var indices = Array(paragraph.indices)
    indices.append(paragraph.endIndex)
    return ranges.map { paragraph[indices[$0.lowerBound]..<indices[$0.upperBound]] }
  }

  /// Shortens one line to `width` by the line break mode: wrapping and clipping modes cut it,
  /// truncating modes replace text with an ellipsis. Returns the line and whether it changed.
  ///
  /// Linear in the length of the text: the widths of every head and tail come from running
  /// sums of the characters' advances, and only the line kept is made into a string.
  static func fit(
    _ text: String, metrics: TextMetrics, width: CGFloat?, mode: LineBreak, forceEllipsis: Bool
  ) -> (Line, Bool) {
    let trimmed = trimTrailingSpaces(text)
    let characters = Array(trimmed)
    let count = characters.count
    // prefix[k]: the width of the first k characters, in points (each character's advance
    // carries its kerning with the next).
    let advances = metrics.advances(of: characters)
    var prefix = [CGFloat](repeating: 0, count: count + 1)
    for index in 0..<count { prefix[index + 1] = prefix[index] + advances[index] }
    let full = prefix[count]
    guard let width, full > width + 1e-9 || forceEllipsis else {
      return (Line(text: trimmed, width: full), false)
    }
    let ellipsis = metrics.ellipsisWidth
    switch mode {
    case .byWordWrapping, .byCharWrapping, .byClipping:
      // The line is drawn cut at the edge.
      return (Line(text: trimmed, width: min(full, width)), full > width + 1e-9)
    case .byTruncatingTail:
      // trimmedEnd[k]: where the first k characters end once trailing spaces are dropped.
      var trimmedEnd = [Int](repeating: 0, count: count + 1)
      for index in 0..<count {
        trimmedEnd[index + 1] = characters[index] == " " ? trimmedEnd[index] : index + 1
      }
      var kept = count
      if !forceEllipsis || full > width { kept -= 1 }
      while kept > 0 {
        let end = trimmedEnd[kept]
        let candidate = prefix[end] + ellipsis
        if candidate <= width + 1e-9 {
          return (Line(text: String(characters[0..<end]) + "\u{2026}", width: candidate), true)
        }
        kept -= 1
      }
    case .byTruncatingHead:
      var start = 1
      while start < count {
        let candidate = prefix[count] - prefix[start] + ellipsis
        if candidate <= width + 1e-9 {
          return (Line(text: "\u{2026}" + String(characters[start...]), width: candidate), true)
        }
        start += 1
      }
    case .byTruncatingMiddle:
      var kept = count - 1
      while kept > 0 {
        let headCount = (kept + 1) / 2
        let tailStart = count - (kept - headCount)
        let candidate =
          prefix[headCount] + (prefix[count] - prefix[tailStart]) + ellipsis
        if candidate <= width + 1e-9 {
          let text = String(characters[0..<headCount]) + "\u{2026}" + String(characters[tailStart...])
          return (Line(text: text, width: candidate), true)
        }
        kept -= 1
      }
    }
    // Not even one character fits beside the ellipsis: the ellipsis alone, clipped.
    return (Line(text: "\u{2026}", width: min(ellipsis, width)), true)
  }

  private static func trimTrailingSpaces(_ text: String) -> String {
    var result = text
    while result.last == " " { result.removeLast() }
    return result
  }
}
