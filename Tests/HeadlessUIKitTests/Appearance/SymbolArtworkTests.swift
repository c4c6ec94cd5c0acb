import DeclarativeUIKit
import Foundation
import Testing

/// SF Symbols drawn with glyphs of an icon font read at run time (HeadlessUIKit only: UIKit
/// draws Apple's own artwork). The fixture fonts are written here, so the tests do not depend
/// on what the machine has installed; one test runs only where the Debian package is.
@MainActor
@Suite struct SymbolArtworkTests {
  /// An SVG font laid out as Material Design Icons' is (a 24-unit em, 21 above the baseline and
  /// 3 below), with one square glyph named `star` covering the middle 20 units.
  static func fixtureFont(outline: String = "M2 19H22V-1H2Z") throws -> URL {
    let svg = """
      <?xml version="1.0" standalone="no"?>
      <svg xmlns="http://www.w3.org/2000/svg"><defs>
      <font id="Fixture" horiz-adv-x="24">
        <font-face font-family="Fixture" units-per-em="24" ascent="21" descent="-3" />
        <missing-glyph horiz-adv-x="0" />
        <glyph glyph-name="star" unicode="&#xF001;"
          horiz-adv-x="24" d="\(outline)" />
      </font></defs></svg>
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "symbol-font-\(UUID().uuidString).svg")
    try Data(svg.utf8).write(to: url)
    return url
  }

  /// An image view 20 points square showing a symbol, tinted red.
  static func symbolView(_ name: String) -> UIImageView {
    let view = UIImageView(image: UIImage(systemName: name))
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    view.tintColor = .red
    return view
  }

  @Test func readsTheGlyphsOfAnSVGFont() throws {
    let url = try Self.fixtureFont()
    defer { try? FileManager.default.removeItem(at: url) }
    let artwork = try SymbolArtwork(svgFontAt: url)
    #expect(artwork.glyphCount == 1)
    // The table maps star.fill and star to glyphs named star (star-outline first for star,
    // which the fixture lacks); a name the table does not know has no glyph.
    let filled: String? = artwork.glyphName(forSystemName: "star.fill")
    let outlined: String? = artwork.glyphName(forSystemName: "star")
    let unknown: String? = artwork.glyphName(forSystemName: "no.such.symbol")
    #expect(filled == "star")
    #expect(outlined == nil)
    #expect(unknown == nil)
  }

  @Test func attributesMayComeInAnyOrderAndEitherQuotes() throws {
    let svg = """
      <svg><defs><font><font-face units-per-em='24' ascent='21' descent='-3'/>
      <glyph d='M2 19H22V-1H2Z'
        glyph-name='star' unicode="&#xF001;"/></font></defs></svg>
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quoted-font-\(UUID().uuidString).svg")
    try Data(svg.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var renderer = SVGRenderer()
    renderer.symbolArtwork = try SymbolArtwork(svgFontAt: url)
    let drawn = renderer.render(Self.symbolView("star.fill"))
    #expect(drawn.contains(#"<path d="M0 0L20 0L20 20L0 20Z""#))
  }

  @Test func aFileWithoutGlyphsIsAnError() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "empty-font-\(UUID().uuidString).svg")
    try Data("<svg/>".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: CocoaError.self) { try SymbolArtwork(svgFontAt: url) }
  }

  @Test func drawsAMappedSymbolWithItsGlyphInTheTintColour() throws {
    let url = try Self.fixtureFont()
    defer { try? FileManager.default.removeItem(at: url) }
    var renderer = SVGRenderer()
    renderer.symbolArtwork = try SymbolArtwork(svgFontAt: url)
    let svg = renderer.render(Self.symbolView("star.fill"))
    // The glyph's 20-unit square fills the 20-point image: the em square is 1.2 times the
    // image, centred, y flipped.
    let expected = ##"<path d="M0 0L20 0L20 20L0 20Z" fill="#FF0000"/>"##
    #expect(svg.contains(expected))
    #expect(svg.contains(#"<g data-symbol="star.fill">"#))
    #expect(!svg.contains("stroke-dasharray"))
  }

  @Test func relativeCommandsDrawTheSameOutline() throws {
    let url = try Self.fixtureFont(outline: "m2 19h20v-20h-20z")
    defer { try? FileManager.default.removeItem(at: url) }
    var renderer = SVGRenderer()
    renderer.symbolArtwork = try SymbolArtwork(svgFontAt: url)
    let svg = renderer.render(Self.symbolView("star.fill"))
    #expect(svg.contains(#"<path d="M0 0L20 0L20 20L0 20Z""#))
  }

  @Test func withoutArtworkOrAGlyphASymbolIsThePlaceholder() throws {
    let url = try Self.fixtureFont()
    defer { try? FileManager.default.removeItem(at: url) }
    // The default renderer has no artwork, whatever the machine has installed.
    let plain = SVGRenderer().render(Self.symbolView("star.fill"))
    #expect(plain.contains("stroke-dasharray"))
    #expect(!plain.contains("M0 0L20 0L20 20L0 20Z"))
    var renderer = SVGRenderer()
    renderer.symbolArtwork = try SymbolArtwork(svgFontAt: url)
    let unmapped = renderer.render(Self.symbolView("heart.fill"))
    #expect(unmapped.contains("stroke-dasharray"))
  }

  /// Runs only where `fonts-materialdesignicons-webfont` is installed: the names public UIKit
  /// code uses most draw real glyphs.
  @Test(.enabled(if: SymbolArtwork.installed != nil, "the icon font package is not installed"))
  func theInstalledIconFontDrawsTheCommonSymbols() throws {
    let artwork = try #require(SymbolArtwork.installed)
    let common = [
      "circle", "chevron.right", "checkmark", "checkmark.circle", "xmark.circle", "globe", "paperclip",
      "number", "lock.fill", "square.and.arrow.up", "house", "eye.slash.fill", "ellipsis", "doc.on.doc",
      "square.and.pencil", "questionmark.circle", "eye.fill", "magnifyingglass", "gear", "bell.fill",
      "star", "plus", "photo", "person", "pencil", "trash", "star.fill", "xmark", "heart.fill",
    ]
    let missing = common.filter { artwork.glyphName(forSystemName: $0) == nil }
    #expect(missing.isEmpty)
    var renderer = SVGRenderer()
    renderer.symbolArtwork = artwork
    let svg = renderer.render(Self.symbolView("star.fill"))
    #expect(svg.contains(#"<g data-symbol="star.fill">"#))
    #expect(svg.contains(##"<path d="M10 15.27L16.18 19L14.54 11.97"##))
    #expect(!svg.contains("stroke-dasharray"))
  }
}
