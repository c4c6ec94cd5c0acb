import Foundation

/// A set of a rectangle's edges, with leading and trailing edges that follow the layout direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The bit mask.
  public let rawValue: UInt

  /// Creates a set from its bits.
  /// - Parameter rawValue: The bit mask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
