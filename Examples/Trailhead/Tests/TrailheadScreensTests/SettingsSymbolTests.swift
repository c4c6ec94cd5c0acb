import DeclarativeUIKit
import Foundation
import Testing
import TrailheadScreens

#if !canImport(UIKit)
  // The settings screen's symbols draw with the glyphs of the icon font they are given, and as
  // placeholders without one. The font is written here (a square per glyph the symbols map to),
  // so the test does not depend on what the machine has installed.
  @MainActor
  @Suite struct SettingsSymbolTests {
    static func artwork() throws -> SymbolArtwork {
      let glyphs = ["bell", "weather-partlycloudy", "ruler", "near-me"].map {
        #"<glyph glyph-name="\#($0)" horiz-adv-x="24" d="M2 19H22V-1H2Z" />"#
      }
      let svg =
        #"<svg xmlns="http://www.w3.org/2000/svg"><defs><font id="F" horiz-adv-x="24">"#
        + #"<font-face font-family="F" units-per-em="24" ascent="21" descent="-3" />"#
        + glyphs.joined() + "</font></defs></svg>"
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "trailhead-font-\(UUID().uuidString).svg")
      try Data(svg.utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      return try SymbolArtwork(svgFontAt: url)
    }

    /// The symbols drawn, and how many of them as placeholders (a dashed circle).
    static func symbols(artwork: SymbolArtwork?) -> (placeholders: Int, total: Int) {
      let screen = makeSettingsScreen()
      screen.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
      screen.layoutIfNeeded()
      var renderer = SVGRenderer()
      renderer.symbolArtwork = artwork
      let svg = renderer.render(screen)
      return (
        svg.components(separatedBy: "stroke-dasharray").count - 1,
        svg.components(separatedBy: "data-symbol=").count - 1
      )
    }

    @Test func symbolsDrawAsGlyphsWithArtworkAndPlaceholdersWithout() throws {
      let plain = Self.symbols(artwork: nil)
      #expect(plain.total == 4)
      #expect(plain.placeholders == 4)
      let drawn = Self.symbols(artwork: try Self.artwork())
      #expect(drawn.total == 4)
      #expect(drawn.placeholders == 0)
    }
  }
#endif
