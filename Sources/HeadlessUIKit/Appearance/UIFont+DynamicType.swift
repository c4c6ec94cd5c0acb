import Foundation

// Dynamic Type point sizes by text style and content size category, as UIKit gives them. The
// table is a recording of `UIFont.preferredFont(forTextStyle:compatibleWith:)` on the iOS 13.3
// simulator, published in temoki/UIKit_DynamicType (README.md, "Font size change due to
// combination"); DynamicTypeTests pins every entry. Its default column (Large) agrees with the
// Human Interface Guidelines' sizes.

extension UIFont.TextStyle {
  /// Point sizes from `.extraSmall` to `.accessibilityExtraExtraExtraLarge` (the order of
  /// `UIContentSizeCategory.ordered`).
  var pointSizes: [CGFloat] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body, and unknown styles
    }
  }

  /// The style's point size at a content size category (`.large` when unspecified).
  package func pointSize(for category: UIContentSizeCategory) -> CGFloat {
    pointSizes[(category.resolvedForFonts.rank ?? 4) - 1]
  }

  /// The style's weight: semibold for headlines, regular for the others.
  var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
}

extension UIFont {
  /// How a font follows the content size category, for views that adjust their fonts.
  package enum Scaling: Sendable {
    /// A text style's system font.
    case textStyle(UIFont.TextStyle)
    /// A font scaled by `UIFontMetrics`: its style, its size at `.large` and its largest size.
    case metrics(UIFont.TextStyle, base: UIFont, maximumPointSize: CGFloat?)
  }

  /// The font for another content size category, for a font that follows it; `nil` for a font
  /// that does not.
  package func adjusted(to category: UIContentSizeCategory) -> UIFont? {
    switch scaling {
    case .textStyle(let style)?:
      return UIFont.preferredFont(
        forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    case .metrics(let style, let base, let maximum)?:
      return UIFontMetrics(forTextStyle: style).scaledFont(
        for: base, maximumPointSize: maximum ?? 0,
        compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    case nil:
      return nil
    }
  }
}
