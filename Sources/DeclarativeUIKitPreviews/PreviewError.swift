#if !canImport(UIKit)
  /// Why the preview runner stopped: a bad command line, a file it could not write, or a
  /// missing rasterizer. Its description is the message printed after `error:`.
  public struct PreviewError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The message.
    public let description: String

    /// Creates an error with its message.
    /// - Parameter description: The message.
    public init(_ description: String) {
      self.description = description
    }
  }
#endif
