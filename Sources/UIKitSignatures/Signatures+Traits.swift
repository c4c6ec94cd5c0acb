// Compile-only: the UIKit signatures of trait collections, dynamic colours, Dynamic Type fonts
// and screens. iOS 17's `registerForTraitChanges(_:handler:)` is not here: the iOS 16.5 SDK the
// check uses does not have it.
import DeclarativeUIKit

func traitCollectionSignatures() {
  let _: () -> UITraitCollection = UITraitCollection.init
  let _: ([UITraitCollection]) -> UITraitCollection = UITraitCollection.init(traitsFrom:)
  let _: (UIUserInterfaceStyle) -> UITraitCollection = UITraitCollection.init(userInterfaceStyle:)
  let _: (UIContentSizeCategory) -> UITraitCollection = UITraitCollection.init(preferredContentSizeCategory:)
  let _: (CGFloat) -> UITraitCollection = UITraitCollection.init(displayScale:)
  let _: (UIUserInterfaceSizeClass) -> UITraitCollection = UITraitCollection.init(horizontalSizeClass:)
  let _: (UIUserInterfaceSizeClass) -> UITraitCollection = UITraitCollection.init(verticalSizeClass:)
  let _: (UITraitEnvironmentLayoutDirection) -> UITraitCollection = UITraitCollection.init(layoutDirection:)
  let _: KeyPath<UITraitCollection, UIUserInterfaceStyle> = \UITraitCollection.userInterfaceStyle
  let _: KeyPath<UITraitCollection, UIContentSizeCategory> = \UITraitCollection.preferredContentSizeCategory
  let _: KeyPath<UITraitCollection, CGFloat> = \UITraitCollection.displayScale
  let _: KeyPath<UITraitCollection, UIUserInterfaceSizeClass> = \UITraitCollection.horizontalSizeClass
  let _: KeyPath<UITraitCollection, UIUserInterfaceSizeClass> = \UITraitCollection.verticalSizeClass
  let _: KeyPath<UITraitCollection, UITraitEnvironmentLayoutDirection> = \UITraitCollection.layoutDirection
  let _: (UITraitCollection) -> (UITraitCollection?) -> Bool = UITraitCollection.containsTraits(in:)
  let _: (UITraitCollection) -> (UITraitCollection?) -> Bool = UITraitCollection.hasDifferentColorAppearance(
    comparedTo:)
  let _: (UITraitCollection) -> (() -> Void) -> Void = { traits in { traits.performAsCurrent($0) } }
  let _: UITraitCollection = UITraitCollection.current
  let _: any Sendable = UITraitCollection()
  let _: [UIUserInterfaceStyle] = [.unspecified, .light, .dark]
  let _: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
  let _: [UITraitEnvironmentLayoutDirection] = [.unspecified, .leftToRight, .rightToLeft]
  let _: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
  let _: (String) -> UIContentSizeCategory = UIContentSizeCategory.init(rawValue:)
  let _: KeyPath<UIContentSizeCategory, Bool> = \UIContentSizeCategory.isAccessibilityCategory
  let _: Bool = UIContentSizeCategory.small < UIContentSizeCategory.large
}

@MainActor
func traitEnvironmentSignatures() {
  let _: KeyPath<UIView, UITraitCollection> = \UIView.traitCollection
  let _: (UIView) -> (UITraitCollection?) -> Void = UIView.traitCollectionDidChange
  let _: ReferenceWritableKeyPath<UIView, UIUserInterfaceStyle> = \UIView.overrideUserInterfaceStyle
  let _: any UITraitEnvironment = UIView()
  let _: KeyPath<UIScreen, CGRect> = \UIScreen.bounds
  let _: KeyPath<UIScreen, CGFloat> = \UIScreen.scale
  let _: KeyPath<UIScreen, CGFloat> = \UIScreen.nativeScale
  let _: KeyPath<UIScreen, UITraitCollection> = \UIScreen.traitCollection
  let _: KeyPath<UIWindow, UIScreen> = \UIWindow.screen
  let _: ReferenceWritableKeyPath<UILabel, Bool> = \UILabel.adjustsFontForContentSizeCategory
  let _: ReferenceWritableKeyPath<UITextField, Bool> = \UITextField.adjustsFontForContentSizeCategory
  let _: any UIContentSizeCategoryAdjusting = UILabel()
}

func dynamicColorSignatures() {
  let _: (@escaping (UITraitCollection) -> UIColor) -> UIColor = UIColor.init(dynamicProvider:)
  let _: (UIColor) -> (UITraitCollection) -> UIColor = UIColor.resolvedColor(with:)
  let _: [UIColor] = [.systemMint, .systemCyan]
}

func dynamicTypeSignatures() {
  let _: (UIFont.TextStyle, UITraitCollection?) -> UIFont = UIFont.preferredFont(forTextStyle:compatibleWith:)
  let _: (UIFont.TextStyle) -> UIFontMetrics = UIFontMetrics.init(forTextStyle:)
  let _: UIFontMetrics = UIFontMetrics.default
  let _: (UIFontMetrics) -> (UIFont) -> UIFont = UIFontMetrics.scaledFont(for:)
  let _: (UIFontMetrics) -> (UIFont, CGFloat) -> UIFont = UIFontMetrics.scaledFont(for:maximumPointSize:)
  let _: (UIFontMetrics) -> (UIFont, UITraitCollection?) -> UIFont = UIFontMetrics.scaledFont(
    for:compatibleWith:)
  let _: (UIFontMetrics) -> (UIFont, CGFloat, UITraitCollection?) -> UIFont = UIFontMetrics.scaledFont(
    for:maximumPointSize:compatibleWith:)
  let _: (UIFontMetrics) -> (CGFloat) -> CGFloat = UIFontMetrics.scaledValue(for:)
  let _: (UIFontMetrics) -> (CGFloat, UITraitCollection?) -> CGFloat = UIFontMetrics.scaledValue(
    for:compatibleWith:)
  let _: KeyPath<UIFont.TextStyle, UIFontMetrics> = \UIFont.TextStyle.metrics
  let _: any Sendable = UIFontMetrics.default
}
