import HeadlessUIKit
import Testing

// Sources: UIImageSymbolConfiguration.h (iOS 16.5 SDK): UIImageSymbolScale default -1,
// unspecified 0, small 1, medium 2, large 3; UIImageSymbolWeight unspecified 0, ultraLight 1 ...
// black 9; configurationWithPointSize:weight:scale:, configurationWithTextStyle:,
// configurationWithoutWeight; UIImageConfiguration.h configurationByApplyingConfiguration:;
// UIImage.h imageWithConfiguration:, symbolConfiguration, systemImageNamed:withConfiguration:,
// imageByApplyingSymbolConfiguration: (nil for a non-symbol). UIImageView.h
// preferredSymbolConfiguration. Apple's documentation of withTintColor(_:): "For symbol images,
// this method returns an image that always uses the specified tint color ... The new image uses
// the same rendering mode as the original image."

@MainActor struct SymbolConfigurationTests {
  @Test func scalesAndWeightsHaveUIKitsRawValues() {
    #expect(UIImage.SymbolScale.default.rawValue == -1)
    #expect(UIImage.SymbolScale.large.rawValue == 3)
    #expect(UIImage.SymbolWeight.unspecified.rawValue == 0)
    #expect(UIImage.SymbolWeight.regular.rawValue == 4)
    #expect(UIImage.SymbolWeight.black.rawValue == 9)
  }

  @Test func configurationsCombineWithTheLaterValuesWinning() throws {
    let large = UIImage.SymbolConfiguration(scale: .large)
    let bold = UIImage.SymbolConfiguration(pointSize: 22, weight: .bold)
    let both = large.applying(bold)
    #expect(both.scale == .large)
    #expect(both.pointSize == 22)
    #expect(both.weight == .bold)
    #expect(both.configurationWithoutWeight().weight == .unspecified)
    let image = try #require(UIImage(systemName: "bell", withConfiguration: large))
    #expect(image.symbolConfiguration?.scale == .large)
    let heavier = try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .heavy)))
    #expect(heavier.symbolConfiguration?.weight == .heavy)
    #expect(heavier.symbolConfiguration?.scale == .large)
    #expect(UIImage().applyingSymbolConfiguration(large) == nil)
    #expect(UIImage.SymbolConfiguration(textStyle: .headline).textStyle == .headline)
  }

  @Test func aTintedSymbolDrawsInItsOwnColourWhateverItsViewsTint() throws {
    let bell = try #require(UIImage(systemName: "bell.fill")).withTintColor(.systemRed)
    #expect(bell.renderingMode == .alwaysTemplate, "the rendering mode stays")
    let view = UIImageView(image: bell)
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    view.tintColor = .systemBlue
    let svg = SVGRenderer().render(view)
    #expect(svg.contains("#FF3B30"), "systemRed, light: 255, 59, 48 (Apple's colour table)")
    #expect(!svg.contains("#007AFF"))
    #expect(view.preferredSymbolConfiguration == nil)
  }
}
