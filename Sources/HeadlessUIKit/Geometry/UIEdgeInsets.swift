import Foundation

/// Distances inward from each edge of a rectangle, with fixed left and right.
///
/// ```swift
/// view.layoutMargins = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
/// ```
public struct UIEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets of zero.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets from their four distances.
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// The rectangle shrunk by insets (HeadlessUIKit's `rect.inset(by:)`, as in UIKit).
  /// - Parameter insets: The distances to move each edge inward.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left,
      y: minY + insets.top,
      width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom
    )
  }
}
