import DeclarativeUIKit
import Foundation

/// Where a snapshot's files are.
struct SnapshotLocation {
  /// The folder of the references.
  let directory: String
  /// The file name without extension: `NAME-WxH`, or `NAME` for a strategy's snapshot.
  private(set) var baseName: String

  init(name: String, size: CGSize, directory: String?, filePath: String) {
    let testFile = URL(fileURLWithPath: filePath)
    self.directory =
      directory
      ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent).path
    let width = SnapshotLocation.number(size.width)
    let height = SnapshotLocation.number(size.height)
    baseName = "\(SnapshotLocation.fileSafe(name))-\(width)x\(height)"
  }

  /// The location of a snapshot named without a size: `NAME` (strategies name their files so).
  init(name: String, directory: String?, filePath: String) {
    self.init(name: name, size: .zero, directory: directory, filePath: filePath)
    baseName = SnapshotLocation.fileSafe(name)
  }

  func path(_ fileExtension: String) -> String {
    URL(fileURLWithPath: directory).appendingPathComponent("\(baseName).\(fileExtension)").path
  }

  func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  func write(_ data: Data, to path: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw SnapshotFailure("Cannot write snapshot file \(path): \(error.localizedDescription)")
    }
  }

  func remove(_ path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw SnapshotFailure("Cannot remove stale snapshot file \(path): \(error.localizedDescription)")
    }
  }

  /// A file name for a snapshot name, stable and distinct for distinct names. A name made only
  /// of ASCII letters, digits, `-`, `_` and `.` (not starting with `.`, at most
  /// ``longestPlainName`` long) is used as it is; any other name (non-Latin text, separators,
  /// spaces, the empty name, a very long one) becomes its readable part (runs of other
  /// characters as one `-`, cut to ``longestPlainName``) followed by `-h` and a 64-bit
  /// FNV-1a hash of its UTF-8 bytes in hex, so two names never share a file. A function's
  /// default name is its name without the parameter list (``defaultName(_:)``).
  static func fileSafe(_ name: String) -> String {
    if isPlain(name) { return name }
    var readable = ""
    for character in name {
      if character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character)) {
        readable.append(character)
      } else if !readable.isEmpty && readable.last != "-" {
        readable.append("-")
      }
      if readable.count >= longestPlainName { break }
    }
    while readable.first == "." || readable.first == "-" { readable.removeFirst() }
    while readable.last == "-" { readable.removeLast() }
    return (readable.isEmpty ? "snapshot" : readable) + "-h" + hash(name)
  }

  /// A test function's name without its parameter list: `login()` is `login`,
  /// `screen(size:)` is `screen`.
  static func defaultName(_ function: String) -> String {
    String(function.prefix { $0 != "(" })
  }

  /// The longest name used as its own file name.
  static let longestPlainName = 100

  /// Whether a name is its own file name: see ``fileSafe(_:)``. (A plain name ending like a
  /// hashed one, `-h` and 16 hex digits, is hashed too, so it cannot meet another's file.)
  private static func isPlain(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= longestPlainName, name.first != "." else { return false }
    for character in name {
      guard character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
      else { return false }
    }
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    if let last = parts.last, parts.count > 1, last.count == 17, last.first == "h",
      last.dropFirst().allSatisfy(\.isHexDigit)
    {
      return false
    }
    return true
  }

  /// The 64-bit FNV-1a hash of a string's UTF-8 bytes, as 16 lowercase hex digits: the same
  /// on every platform and run.
  static func hash(_ name: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(Double(value))"
  }
}
