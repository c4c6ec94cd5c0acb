import DeclarativeUIKit
import Foundation
import GalleryScreens
import Testing

// The gallery's symbols: the tab bar's items and the mailbox rows draw glyphs when the gallery
// is given symbol artwork (an icon font written here, so the test does not depend on what the
// machine has installed) and placeholders when it is not.
@MainActor
@Suite struct GallerySymbolTests {
  /// The glyphs the table maps the tab bar's and the mailboxes' symbols to, each a square.
  static let glyphNames = [
    "newspaper", "library-books", "magnify", "inbox", "file-outline", "send", "delete-forever", "delete",
    "archive", "flag-outline",
  ]

  static func artwork() throws -> SymbolArtwork {
    let glyphs = glyphNames.map { #"<glyph glyph-name="\#($0)" horiz-adv-x="24" d="M2 19H22V-1H2Z" />"# }
    let svg =
      #"<svg xmlns="http://www.w3.org/2000/svg"><defs><font id="F" horiz-adv-x="24">"#
      + #"<font-face font-family="F" units-per-em="24" ascent="21" descent="-3" />"#
      + glyphs.joined() + "</font></defs></svg>"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-font-\(UUID().uuidString).svg")
    try Data(svg.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try SymbolArtwork(svgFontAt: url)
  }

  /// The symbols drawn as placeholders (a dashed circle) and as glyphs in a drawing.
  static func symbols(in svg: String) -> (placeholders: Int, total: Int) {
    let total = svg.components(separatedBy: "data-symbol=").count - 1
    return (svg.components(separatedBy: "stroke-dasharray").count - 1, total)
  }

  @Test(arguments: ["tabs", "mailboxes"])
  func symbolsDrawAsGlyphsWithArtworkAndPlaceholdersWithout(name: String) throws {
    let screen = try #require(GalleryScreen.named(name))
    let appearance = try #require(GalleryAppearance.named("iphone15-light"))
    let plain = Self.symbols(in: Gallery.render(screen, in: appearance, symbolArtwork: nil).svg)
    #expect(plain.total >= 3)
    #expect(plain.placeholders == plain.total)
    let drawn = Self.symbols(
      in: Gallery.render(screen, in: appearance, symbolArtwork: try Self.artwork()).svg)
    #expect(drawn.total == plain.total)
    #expect(drawn.placeholders == 0)
  }
}
