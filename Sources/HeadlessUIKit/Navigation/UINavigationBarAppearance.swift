import Foundation

/// How a navigation bar looks: its background and line (`UIBarAppearance`) and its titles'
/// text attributes.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// UINavigationBar.appearance().standardAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// Creates an appearance with the default background for an idiom.
  /// - Parameter idiom: The kind of device the bar is for.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  /// Creates a copy of another appearance; from a navigation bar appearance, its titles' text
  /// attributes too.
  /// - Parameter barAppearance: The appearance to copy.
  public override init(barAppearance: UIBarAppearance) {
    if let navigation = barAppearance as? UINavigationBarAppearance {
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
      titlePositionAdjustment = navigation.titlePositionAdjustment
    }
    super.init(barAppearance: barAppearance)
  }

  /// Text attributes of the inline title (a font, a foreground colour); empty for the system's.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Text attributes of the large title; empty for the system's.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the inline title is moved from its place; kept, not applied.
  open var titlePositionAdjustment: UIOffset = .zero
}
