import Foundation

/// A set of the two layout axes, for API that applies to one, both or neither (`[]`).
///
/// The raw values are UIGeometry.h's (iOS 13.4): horizontal `1 << 0`, vertical `1 << 1`, both
/// their union. Its zero value (`UIAxisNeither`) is the empty set in Swift, as the importer
/// makes it.
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The bit mask.
  public let rawValue: UInt

  /// Creates a set from its bits.
  /// - Parameter rawValue: The bit mask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
