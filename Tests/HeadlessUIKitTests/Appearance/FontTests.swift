import DeclarativeUIKit
import Testing

@Suite struct FontTests {
  @Test func systemFontHasTheSizeAndWeight() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    #expect(font.fontName == ".SFUI-Regular")
    #expect(font.familyName == ".AppleSystemUIFont")
    #expect(UIFont.systemFont(ofSize: 20, weight: .semibold).fontName == ".SFUI-Semibold")
    #expect(UIFont.boldSystemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12, weight: .bold))
    #expect(UIFont.italicSystemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12))
    #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular) != UIFont.systemFont(ofSize: 12))
  }

  @Test(arguments: [
    (UIFont.TextStyle.largeTitle, 34.0, ".SFUI-Regular"), (.title1, 28, ".SFUI-Regular"),
    (.title2, 22, ".SFUI-Regular"), (.title3, 20, ".SFUI-Regular"), (.headline, 17, ".SFUI-Semibold"),
    (.body, 17, ".SFUI-Regular"), (.callout, 16, ".SFUI-Regular"), (.subheadline, 15, ".SFUI-Regular"),
    (.footnote, 13, ".SFUI-Regular"), (.caption1, 12, ".SFUI-Regular"), (.caption2, 11, ".SFUI-Regular"),
  ])
  func preferredFontsHaveDynamicTypeDefaults(style: UIFont.TextStyle, size: CGFloat, name: String) {
    let font = UIFont.preferredFont(forTextStyle: style)
    #expect(font.pointSize == size)
    #expect(font.fontName == name)
  }

  @Test func textStyleRawValuesAreUIKits() {
    #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
    #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline") == .headline)
  }

  @Test func weightRawValuesAreUIKits() {
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    #expect(weights == weights.sorted())
    #expect(UIFont.Weight.regular + 0.3 == .semibold)
  }

  @Test func metricsFollowSFProRatios() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(abs(font.ascender - 16.186) < 0.001)
    #expect(abs(font.descender + 4.100) < 0.001)
    #expect(abs(font.lineHeight - 20.287) < 0.001)
    #expect(font.lineHeight == font.ascender - font.descender)
    #expect(font.capHeight < font.ascender)
    #expect(font.xHeight < font.capHeight)
    #expect(font.leading == 0)
    #expect(UIFont.systemFont(ofSize: 34).lineHeight == 2 * font.lineHeight)
  }

  @Test func withSizeKeepsTheTypeface() {
    let font = UIFont.systemFont(ofSize: 17, weight: .heavy).withSize(30)
    #expect(font.pointSize == 30)
    #expect(font == UIFont.systemFont(ofSize: 30, weight: .heavy))
  }

  @Test func namedFontsAreKnownIOSFontsOnly() throws {
    let helvetica = try #require(UIFont(name: "Helvetica-Bold", size: 14))
    #expect(helvetica.familyName == "Helvetica")
    #expect(helvetica.fontName == "Helvetica-Bold")
    #expect(helvetica.pointSize == 14)
    #expect(UIFont(name: "NoSuchFont", size: 14) == nil)
    #expect(UIFont(name: "", size: 14) == nil)
  }

  @Test func equalityIsByNameAndSize() {
    #expect(UIFont.systemFont(ofSize: 17) == UIFont.preferredFont(forTextStyle: .body))
    #expect(UIFont.systemFont(ofSize: 17).hash == UIFont.preferredFont(forTextStyle: .body).hash)
    #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 16))
    #expect(UIFont.systemFontSize == 14)
    #expect(UIFont.labelFontSize == 17)
  }
}
