import Foundation

/// How a snapshot format is stored and compared: to and from a file's bytes, and a readable
/// difference (or `nil` for a match).
///
/// ```swift
/// let exact = Diffing<String>.lines
/// let tolerant = Diffing<String>.lines(numericTolerance: 2)
/// ```
public struct Diffing<Format>: Sendable {
  /// The bytes written to the reference file.
  public var toData: @Sendable (Format) -> Data
  /// The format read back from a reference file, or `nil` when the bytes are not readable.
  public var fromData: @Sendable (Data) -> Format?
  /// A readable difference between the reference and the new snapshot, or `nil` when they match.
  public var diff: @Sendable (_ reference: Format, _ actual: Format) -> String?

  /// Creates a way to store and compare a format.
  /// - Parameters:
  ///   - toData: The bytes of a snapshot.
  ///   - fromData: A snapshot from bytes, or `nil`.
  ///   - diff: The difference between the reference and the new snapshot, or `nil` for a match.
  public init(
    toData: @escaping @Sendable (Format) -> Data, fromData: @escaping @Sendable (Data) -> Format?,
    diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> String?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

extension Diffing where Format == String {
  /// Text compared line by line, exactly; a difference is shown as a unified line diff.
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(data: $0, encoding: .utf8) },
      diff: { LineDiff(reference: $0, actual: $1).text })
  }

  /// Text compared line by line, where numbers may differ by up to `tolerance`: for view trees
  /// recorded on one platform and checked on another, whose text measures a little differently
  /// (see ``Snapshotting/tree``). Everything but the numbers must match exactly.
  /// - Parameter tolerance: The largest difference allowed between two numbers at the same
  ///   place of a line.
  public static func lines(numericTolerance tolerance: Double) -> Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(data: $0, encoding: .utf8) },
      diff: { reference, actual in
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let close =
          old.count == new.count
          && zip(old, new).allSatisfy { NumericLine($0).isClose(to: NumericLine($1), tolerance: tolerance) }
        return close ? nil : LineDiff(reference: reference, actual: actual).text
      })
  }
}

extension Diffing where Format == Data {
  /// Bytes compared exactly (for PNG images): a difference reports both sizes.
  public static var bytes: Diffing<Data> {
    Diffing(
      toData: { $0 }, fromData: { $0 },
      diff: { reference, actual in
        reference == actual
          ? nil : "the bytes differ: \(reference.count) in the reference, \(actual.count) now"
      })
  }
}

/// A line split into its numbers and the text between them.
struct NumericLine {
  var words: [String] = []
  var numbers: [Double] = []

  init(_ line: Substring) {
    var word = ""
    var number = ""
    func flushNumber() {
      if let value = Double(number), number != "-", number != "." {
        numbers.append(value)
        word += "#"
      } else {
        word += number
      }
      number = ""
    }
    for character in line {
      if character.isASCII
        && (character.isNumber || (character == "." && !number.isEmpty)
          || (character == "-" && number.isEmpty))
      {
        number.append(character)
      } else {
        flushNumber()
        word.append(character)
      }
    }
    flushNumber()
    words = [word]
  }

  func isClose(to other: NumericLine, tolerance: Double) -> Bool {
    words == other.words && numbers.count == other.numbers.count
      && zip(numbers, other.numbers).allSatisfy { abs($0 - $1) <= tolerance }
  }
}
