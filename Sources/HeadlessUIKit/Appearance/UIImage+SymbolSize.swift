import Foundation

/// How large a symbol image is for its configuration: the point size (given, from a text style
/// at the content size category, or UIKit's default), times the scale's factor, times the size
/// of a symbol at the default configuration.
///
/// Sources (sizes printed by real UIKit, `UIImage.description`, and Apple's documentation):
/// - `UIImage(systemName: "play.circle.fill")` with no configuration is 20 by 19 points at the
///   Large content size (dkhamsing/fastmdb, Xcode/FastMDb/UI/VideoView.swift, a printed item
///   from a 2x simulator); `person` with no configuration is 19 by 17.5 at Extra Small
///   (pome-ta/pystaUIKitCatalogChallenge, memo.md, entry of 2024-02-23, a 2x device). Both are
///   the 17-point size, so a symbol without a configuration does not follow Dynamic Type.
/// - `person` with `SymbolConfiguration(textStyle: .body, scale: .large)` at Extra Small is
///   20.5 by 19.5 (the same memo): a text style follows the content size category, as Apple's
///   documentation of `init(textStyle:)` says.
/// - The small scale is about 20% smaller than the medium one, the large about 30% larger
///   (Apple's documentation of `NSImage.SymbolScale.small` and `.large`; UIKit's scales are
///   the same variants of the same symbols).
///
/// Every symbol has the 20 by 19 proportions of the recorded circle: HeadlessUIKit has no
/// source for each symbol's own width (UIKit's vary, `person` is 19 wide where the circle is
/// 20), nor for how a weight changes the size (none does here). UIKit rounds a symbol's size to
/// the screen's pixels; HeadlessUIKit, which makes the image before it knows a screen, does not.
enum SymbolImageMetrics {
  /// The point size of a symbol without a point size or text style: 17, the size the
  /// recordings above show whatever the content size category.
  static let defaultPointSize: CGFloat = 17
  /// A symbol's size at ``defaultPointSize`` and the medium scale (play.circle.fill, above).
  static let defaultSize = CGSize(width: 20, height: 19)

  /// How much larger a scale draws than the medium one (Apple: small about 20% smaller, large
  /// about 30% larger; default and unspecified are the medium scale).
  static func factor(for scale: UIImage.SymbolScale) -> CGFloat {
    switch scale {
    case .small: 0.8
    case .large: 1.3
    case .default, .unspecified, .medium: 1
    }
  }

  /// The point size a configuration draws at: its text style's at the content size category
  /// (the configuration's traits', else `category`, else Large), else its point size, else
  /// the default. No source says which wins when a configuration has both; the text style
  /// does here, as it follows Dynamic Type.
  static func pointSize(
    for configuration: UIImage.SymbolConfiguration?, category: UIContentSizeCategory?
  ) -> CGFloat {
    guard let configuration else { return defaultPointSize }
    if let style = configuration.textStyle {
      var resolved = configuration.traitCollection?.preferredContentSizeCategory ?? .unspecified
      if resolved == .unspecified { resolved = category ?? .large }
      return style.pointSize(for: resolved)
    }
    return configuration.pointSize > 0 ? configuration.pointSize : defaultPointSize
  }

  /// A symbol image's size for a configuration, at a content size category where the
  /// configuration has a text style and no traits of its own.
  static func size(
    for configuration: UIImage.SymbolConfiguration?, category: UIContentSizeCategory? = nil
  ) -> CGSize {
    let factor =
      pointSize(for: configuration, category: category) / defaultPointSize
      * Self.factor(for: configuration?.scale ?? .unspecified)
    return CGSize(width: defaultSize.width * factor, height: defaultSize.height * factor)
  }
}

extension UIImage {
  /// The size the image shows at in a view with these traits: a symbol whose configuration
  /// has a text style follows the traits' content size category, as UIKit resolves a symbol
  /// for the view that shows it; any other image is its own size.
  func size(compatibleWith traits: UITraitCollection?) -> CGSize {
    guard isSymbolImage, let configuration = symbolConfiguration, configuration.textStyle != nil else {
      return size
    }
    return SymbolImageMetrics.size(for: configuration, category: traits?.preferredContentSizeCategory)
  }
}
