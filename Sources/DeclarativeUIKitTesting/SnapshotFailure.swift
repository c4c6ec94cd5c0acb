import Foundation

/// Why ``assertSnapshot(of:size:named:formats:record:directory:filePath:function:)`` failed: a
/// reference was recorded, the view differs from its reference, or a file could not be read
/// or written. Its description is the whole report, diff included.
public struct SnapshotFailure: Error, CustomStringConvertible, LocalizedError, Sendable, Equatable {
  /// The report: what happened, where the files are, and the diff.
  public let description: String

  /// Creates a failure with its report.
  /// - Parameter description: The report.
  public init(_ description: String) {
    self.description = description
  }

  /// The report, for frameworks that show `localizedDescription`.
  public var errorDescription: String? { description }
}
