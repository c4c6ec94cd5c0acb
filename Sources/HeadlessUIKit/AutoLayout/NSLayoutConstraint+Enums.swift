import Foundation

extension NSLayoutConstraint {
  /// A part of a view's or layout guide's frame that a constraint relates.
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (left in left-to-right languages).
    case leading = 5
    /// The trailing edge (right in left-to-right languages).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal center.
    case centerX = 9
    /// The vertical center.
    case centerY = 10
    /// The baseline of the last line of text.
    case lastBaseline = 11
    /// The baseline of the first line of text.
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The horizontal center of the area inside the layout margins.
    case centerXWithinMargins = 19
    /// The vertical center of the area inside the layout margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint with a constant only.
    case notAnAttribute = 0
  }

  /// How a constraint's two sides compare.
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The two sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// A layout direction: horizontal (x, width) or vertical (y, height).
  public enum Axis: Int, Sendable {
    /// Along the x axis.
    case horizontal = 0
    /// Along the y axis.
    case vertical = 1
  }
}

extension NSLayoutConstraint.Attribute {
  /// The axis this attribute lies on, or `nil` for `.notAnAttribute`.
  package var axis: NSLayoutConstraint.Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }

  /// Whether this attribute is a size (width or height) rather than a position.
  package var isDimension: Bool { self == .width || self == .height }

  /// Whether this attribute is an absolute (left or right) horizontal position.
  var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// Whether this attribute is a direction-following (leading or trailing) horizontal position.
  var isDirectionalHorizontal: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }
}
