import Foundation

/// How a tab bar looks: its background and the line above it (`UIBarAppearance`). HeadlessUIKit
/// keeps it on the bar; the items' layout appearances are not modelled.
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// UITabBar.appearance().scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// Creates an appearance with the default background for an idiom.
  /// - Parameter idiom: The kind of device the bar is for.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates a copy of another appearance's background and line.
  /// - Parameter barAppearance: The appearance to copy.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
  }
}
