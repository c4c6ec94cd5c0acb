import Foundation

/// Distances inward from each edge of a rectangle, with leading and trailing edges that follow
/// the layout direction (leading is left in left-to-right languages).
///
/// ```swift
/// view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets of zero.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets from their four distances.
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - leading: The inset from the leading edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - trailing: The inset from the trailing edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}
