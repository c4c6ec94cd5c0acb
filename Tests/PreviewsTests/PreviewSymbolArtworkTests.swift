import DeclarativeUIKit
import DeclarativeUIKitPreviews
import Foundation
import Testing

// Previews draw symbols with the artwork they are given (the installed icon font by default)
// and placeholders without; the font is written here, not read from the machine.
@MainActor
@Suite struct PreviewSymbolArtworkTests {
  static func artwork() throws -> SymbolArtwork {
    let svg =
      #"<svg xmlns="http://www.w3.org/2000/svg"><defs><font id="F" horiz-adv-x="24">"#
      + #"<font-face font-family="F" units-per-em="24" ascent="21" descent="-3" />"#
      + #"<glyph glyph-name="bell" horiz-adv-x="24" d="M2 19H22V-1H2Z" /></font></defs></svg>"#
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "preview-font-\(UUID().uuidString).svg")
    try Data(svg.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try SymbolArtwork(svgFontAt: url)
  }

  static let preview = Preview("bell") { () -> UIView in
    UIImageView(image: UIImage(systemName: "bell.fill"))
  }

  @Test func aPreviewDrawsTheGlyphOfItsSymbols() throws {
    let drawn = try PreviewRunner.render(
      Self.preview, on: .iPhone15, traits: .light, symbolArtwork: try Self.artwork())
    #expect(drawn.svg.contains(#"<g data-symbol="bell.fill">"#))
    #expect(!drawn.svg.contains("stroke-dasharray"))
    let plain = try PreviewRunner.render(Self.preview, on: .iPhone15, traits: .light, symbolArtwork: nil)
    #expect(plain.svg.contains("stroke-dasharray"))
  }
}
