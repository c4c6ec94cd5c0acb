import Foundation

/// A horizontal and vertical distance, such as a title's position adjustment.
public struct UIOffset: Equatable, Sendable {
  /// The horizontal distance.
  public var horizontal: CGFloat
  /// The vertical distance.
  public var vertical: CGFloat

  /// Creates an offset of zero.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// Creates an offset.
  /// - Parameters:
  ///   - horizontal: The horizontal distance.
  ///   - vertical: The vertical distance.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The offset of zero.
  public static let zero = UIOffset()
}
