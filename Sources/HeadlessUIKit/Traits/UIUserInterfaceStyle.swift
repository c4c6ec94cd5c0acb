import Foundation

/// Whether an interface is drawn in its light or its dark appearance.
///
/// Raw values are UIKit's: unspecified 0, light 1, dark 2. A trait collection with an
/// unspecified style resolves system colours to their light values, as UIKit does.
///
/// ```swift
/// let dark = UITraitCollection(userInterfaceStyle: .dark)
/// UIColor.systemBackground.resolvedColor(with: dark)  // black
/// ```
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No style chosen: the environment's style applies.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
