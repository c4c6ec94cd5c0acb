import Foundation

/// A way to snapshot a value: what is recorded (the format), in which file extension, and how
/// it is compared. Strategies are values: make new ones from old ones with ``pullback(_:)``.
///
/// ```swift
/// // A strategy for a view controller from one for views: snapshot its view at 390 x 844.
/// let screen = Snapshotting<UIView, String>.tree.pullback { (controller: UIViewController) in
///   controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
///   return controller.view
/// }
/// ```
public struct Snapshotting<Value, Format>: Sendable {
  /// The reference file's extension, such as `tree.txt` or `svg`.
  public var pathExtension: String
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Takes the snapshot of a value.
  public var snapshot: @MainActor @Sendable (Value) throws -> Format

  /// Creates a strategy.
  /// - Parameters:
  ///   - pathExtension: The reference file's extension.
  ///   - diffing: How the format is stored and compared.
  ///   - snapshot: Takes the snapshot of a value; it may throw, failing the assertion.
  public init(
    pathExtension: String, diffing: Diffing<Format>,
    snapshot: @escaping @MainActor @Sendable (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for another kind of value, turned into this one's first.
  /// - Parameter transform: Turns the new value into one this strategy snapshots.
  /// - Returns: A strategy with this one's format, extension and comparison.
  public func pullback<NewValue>(
    _ transform: @escaping @MainActor @Sendable (NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
      try snapshot(try transform(value))
    }
  }
}
