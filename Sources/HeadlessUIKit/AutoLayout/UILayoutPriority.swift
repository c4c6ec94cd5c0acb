import Foundation

/// How strongly the layout engine tries to satisfy a constraint: 1000 means required, anything
/// lower may be broken in favour of stronger constraints.
///
/// ```swift
/// constraint.priority = .defaultHigh - 1  // 749
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority, 1 to 1000.
  public var rawValue: Float

  /// Creates a priority.
  /// - Parameter rawValue: The priority, 1 to 1000.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority.
  /// - Parameter rawValue: The priority, 1 to 1000.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A constraint that must hold, 1000; do not go above it.
  public static let required = UILayoutPriority(1000)
  /// The priority at which a button resists compression, 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// A drag that may resize a window's scene, 510 (Mac Catalyst).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which a window's scene keeps its size, 500 (Mac Catalyst).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// A drag that cannot resize a window's scene, 490 (Mac Catalyst).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority at which a button hugs its content, 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority at which a view tries to reach the target size of a fitting-size request, 50.
  public static let fittingSizeLevel = UILayoutPriority(50)
}

extension UILayoutPriority: Comparable {
  /// Orders priorities from weak to strong.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Returns a priority raised by an amount.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// Returns a priority raised by an amount.
  public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
    UILayoutPriority(lhs + rhs.rawValue)
  }

  /// Returns a priority lowered by an amount.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// The difference between two priorities.
  public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float {
    lhs.rawValue - rhs.rawValue
  }

  /// Raises a priority by an amount.
  public static func += (lhs: inout UILayoutPriority, rhs: Float) {
    lhs.rawValue += rhs
  }

  /// Lowers a priority by an amount.
  public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
    lhs.rawValue -= rhs
  }
}
