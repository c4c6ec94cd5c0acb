import Foundation
import HeadlessUIKit
import Testing

// A symbol image's size follows its configuration. Sources:
// - UIImage(systemName: "play.circle.fill") with no configuration is {20, 19} at the Large
//   content size (dkhamsing/fastmdb, Xcode/FastMDb/UI/VideoView.swift @ 51247b91, a printed
//   UIImage description), and `person` is {19, 17.5} at Extra Small without one
//   (pome-ta/pystaUIKitCatalogChallenge, memo.md @ 4c33f225): the 17-point size whatever the
//   content size category.
// - Apple's documentation of UIImage.SymbolConfiguration(textStyle:): UIKit scales a text-style
//   symbol to the Dynamic Type setting, as it scales the text; of init(pointSize:): the point
//   size is a system font's; of NSImage.SymbolScale.small and .large: about 20% smaller and 30%
//   larger than medium.
// - UIImageView.h: preferredSymbolConfiguration is applied to a symbol the view shows.
// Dynamic Type sizes: temoki/UIKit_DynamicType (body 14 at Extra Small, 17 at Large, 28 at
// Accessibility Medium), pinned by DynamicTypeTests.
@MainActor @Suite struct SymbolSizeTests {
  static func symbol(_ configuration: UIImage.SymbolConfiguration? = nil) throws -> UIImage {
    try #require(UIImage(systemName: "play.circle.fill", withConfiguration: configuration))
  }

  @Test func aSymbolWithoutAConfigurationIsTheRecorded17PointSize() throws {
    #expect(try Self.symbol().size == CGSize(width: 20, height: 19))
    #expect(try #require(UIImage(systemName: "play.circle.fill")).size == CGSize(width: 20, height: 19))
  }

  @Test func aPointSizeScalesTheSymbol() throws {
    let large = try Self.symbol(UIImage.SymbolConfiguration(pointSize: 34))
    #expect(large.size == CGSize(width: 40, height: 38))
    let font = try Self.symbol(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 8.5)))
    #expect(font.size == CGSize(width: 10, height: 9.5))
  }

  @Test func theSmallAndLargeScalesAreAFifthSmallerAndThreeTenthsLarger() throws {
    let small = try Self.symbol(UIImage.SymbolConfiguration(scale: .small)).size
    let large = try Self.symbol(UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large)).size
    #expect(abs(small.width - 16) < 1e-9 && abs(small.height - 15.2) < 1e-9)
    #expect(abs(large.width - 26) < 1e-9 && abs(large.height - 24.7) < 1e-9)
    let medium = try Self.symbol(UIImage.SymbolConfiguration(scale: .medium)).size
    #expect(medium == CGSize(width: 20, height: 19))
  }

  @Test func aTextStyleSizesTheSymbolAsItsTextAtTheContentSize() throws {
    // Title 1 is 28 points at Large: 28/17 of the 17-point symbol.
    let title = try Self.symbol(UIImage.SymbolConfiguration(textStyle: .title1)).size
    #expect(abs(title.height - 19 * 28 / 17) < 1e-9)
    let extraSmall = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let body = try Self.symbol(UIImage.SymbolConfiguration(textStyle: .body).withTraitCollection(extraSmall))
    #expect(abs(body.size.height - 19 * 14 / 17) < 1e-9)
  }

  @Test func configuringAnImageResizesIt() throws {
    let plain = try Self.symbol()
    let bigger = plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
    #expect(bigger.size == CGSize(width: 40, height: 38))
    let smaller = try #require(bigger.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)))
    #expect(abs(smaller.size.height - 38 * 0.8) < 1e-9)
    #expect(plain.size == CGSize(width: 20, height: 19), "the original keeps its size")
  }

  @Test func anImageViewSizesASymbolWithItsPreferredConfiguration() throws {
    let view = UIImageView(image: try Self.symbol())
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 19))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 38))
    #expect(view.image?.size == CGSize(width: 20, height: 19), "the image itself is unchanged")
    let photo = UIImageView(image: UIImage())
    photo.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
    #expect(photo.intrinsicContentSize == .zero, "only symbols take the configuration")
  }

  @Test func anImageViewSizesATextStyleSymbolForItsContentSize() throws {
    let view = UIImageView(image: try Self.symbol(UIImage.SymbolConfiguration(textStyle: .body)))
    let screen = UIScreen(device: .iPhone15)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.addSubview(view)
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 19), "body is 17 points at Large")
    screen.simulatedTraits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    // Body is 28 points at Accessibility Medium.
    #expect(abs(view.intrinsicContentSize.height - 19 * 28 / 17) < 1e-9)
  }

  @Test func aSizedSymbolDrawsInTheTintColourAtItsSize() throws {
    let view = UIImageView(image: try Self.symbol(UIImage.SymbolConfiguration(pointSize: 34)))
    view.contentMode = .center
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    view.tintColor = .systemRed
    let svg = SVGRenderer().render(view)
    #expect(svg.contains("#FF3B30"), "a template symbol is drawn in its view's tint")
    // The placeholder circle fills the 40 x 38 image's shorter side: radius 19 less 38/24.
    #expect(svg.contains(#"r="17.42""#))
  }
}
