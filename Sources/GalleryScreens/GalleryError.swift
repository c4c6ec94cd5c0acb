/// A problem running the gallery: bad command-line input or a file that cannot be written.
public struct GalleryError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, in one sentence.
  public var description: String

  /// Creates an error with a message.
  /// - Parameter description: What went wrong.
  public init(_ description: String) {
    self.description = description
  }
}
