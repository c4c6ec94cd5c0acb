import DeclarativeUIKit
import Testing

// Source of the table: a recording of `UIFont.preferredFont(forTextStyle:compatibleWith:)` for
// every text style and content size category on the iOS 13.3 simulator, published in
// temoki/UIKit_DynamicType, README.md ("Font size change due to combination"). Its `.large`
// column matches the Human Interface Guidelines' default sizes (Typography, Specifications).

private let categories: [UIContentSizeCategory] = [
  .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
  .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
  .accessibilityExtraExtraExtraLarge,
]

private let table: [(UIFont.TextStyle, [CGFloat])] = [
  (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
  (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
  (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
  (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
  (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
  (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
  (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
  (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
  (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
  (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
  (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
]

private struct SizeCase: Sendable, CustomTestStringConvertible {
  let style: UIFont.TextStyle
  let category: UIContentSizeCategory
  let size: CGFloat
  var testDescription: String { "\(style.rawValue) at \(category.rawValue)" }
}

private let sizeCases: [SizeCase] = table.flatMap { style, sizes in
  zip(categories, sizes).map { SizeCase(style: style, category: $0, size: $1) }
}

@Suite struct DynamicTypeTests {
  @Test(arguments: sizeCases)
  fileprivate func preferredFontHasUIKitsSize(_ entry: SizeCase) {
    let traits = UITraitCollection(preferredContentSizeCategory: entry.category)
    #expect(UIFont.preferredFont(forTextStyle: entry.style, compatibleWith: traits).pointSize == entry.size)
  }

  @Test func headlineIsSemiboldAtEverySize() {
    let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
    #expect(
      UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits).fontName == ".SFUI-Semibold")
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).fontName == ".SFUI-Regular")
  }

  @Test func noTraitsOrAnUnspecifiedCategoryGiveTheDefaultSize() {
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
  }

  @Test func fontMetricsScaleLikeTheirStyle() {
    let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    let body = UIFontMetrics(forTextStyle: .body)
    #expect(body.scaledValue(for: 17, compatibleWith: traits) == 28)
    #expect(body.scaledValue(for: 34, compatibleWith: traits) == 56)
    #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
    let brand = UIFont(name: "Avenir-Medium", size: 17)!
    let scaled = body.scaledFont(for: brand, compatibleWith: traits)
    #expect(scaled.pointSize == 28)
    #expect(scaled.fontName == "Avenir-Medium")
    #expect(body.scaledFont(for: brand, maximumPointSize: 24, compatibleWith: traits).pointSize == 24)
    #expect(UIFont.TextStyle.caption2.metrics.scaledValue(for: 11, compatibleWith: traits) == 20)
  }

  @MainActor @Test func aLabelThatAdjustsFollowsItsWindowsTextSize() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    window.addSubview(label)
    #expect(label.font.pointSize == 17)
    screen.simulatedTraits = UITraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(label.font.pointSize == 53)
    let field = UITextField()
    field.adjustsFontForContentSizeCategory = true
    field.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
    window.addSubview(field)
    #expect(field.font?.pointSize == 53)
  }

  @MainActor @Test func aLabelThatDoesNotAdjustKeepsItsFont() {
    let screen = UIScreen(bounds: .zero, scale: 2)
    let window = UIWindow(frame: .zero)
    window.screen = screen
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    window.addSubview(label)
    screen.simulatedTraits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(label.font.pointSize == 17)
  }
}
