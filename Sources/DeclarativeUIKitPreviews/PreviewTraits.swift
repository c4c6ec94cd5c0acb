import DeclarativeUIKit

#if !canImport(UIKit)
  /// The traits a preview is shown with: light or dark, and a text size.
  ///
  /// ```swift
  /// Preview("feed", traits: [.light, .dark, PreviewTraits(style: .light, contentSizeCategory: .accessibilityLarge)]) {
  ///   FeedView()
  /// }
  /// ```
  public struct PreviewTraits: Hashable, Sendable {
    /// Light or dark.
    public var style: UIUserInterfaceStyle
    /// The text size.
    public var contentSizeCategory: UIContentSizeCategory

    /// Creates traits.
    /// - Parameters:
    ///   - style: Light or dark.
    ///   - contentSizeCategory: The text size; `.large`, the system's default, by default.
    public init(style: UIUserInterfaceStyle, contentSizeCategory: UIContentSizeCategory = .large) {
      self.style = style
      self.contentSizeCategory = contentSizeCategory
    }

    /// Light mode at the default text size.
    public static let light = PreviewTraits(style: .light)
    /// Dark mode at the default text size.
    public static let dark = PreviewTraits(style: .dark)

    /// The traits as a collection, for a device's screen.
    public var traitCollection: UITraitCollection {
      UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: style),
        UITraitCollection(preferredContentSizeCategory: contentSizeCategory),
      ])
    }
  }
#endif
