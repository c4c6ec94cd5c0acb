import Foundation

/// The layout direction a trait collection asks for.
///
/// Raw values are UIKit's: unspecified -1, leftToRight 0, rightToLeft 1 (the last two equal
/// `UIUserInterfaceLayoutDirection`'s).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// No direction chosen.
  case unspecified = -1
  /// Text and layout run left to right.
  case leftToRight = 0
  /// Text and layout run right to left.
  case rightToLeft = 1
}
