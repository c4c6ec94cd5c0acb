import DeclarativeUIKit
import Testing

// SF Symbols, which have no artwork off Apple platforms, draw as a placeholder that names them.
@MainActor
@Suite struct SymbolPlaceholderTests {
  @Test func aSymbolIsADashedCircleHoldingTheFirstWordOfItsName() throws {
    let view = UIImageView(image: UIImage(systemName: "star.fill"))
    view.tintColor = .systemRed
    let svg = SVGRenderer().render(view)
    #expect(svg.contains("data-symbol=\"star.fill\""))
    #expect(svg.contains("<title>star.fill</title>"))
    #expect(svg.contains("<circle cx=\"10\" cy=\"9.5\""), "centred on the 20 x 19 symbol")
    #expect(svg.contains("stroke-dasharray"))
    #expect(svg.contains("fill=\"#FF3B30\""), "the word in the tint colour")
    #expect(svg.contains(">star</text>"))
    #expect(!svg.contains("<rect"), "not a square that reads as a checkbox")
  }

  @Test func aLongNameShrinksToFitInsideTheCircle() throws {
    let view = UIImageView(image: UIImage(systemName: "rectangle.portrait.and.arrow.right"))
    let svg = SVGRenderer().render(view)
    let length = try #require(
      svg.firstRange(of: "textLength=\"").map { svg[$0.upperBound...].prefix { $0 != "\"" } })
    #expect(try #require(Double(length)) <= 20 * 0.85)
    let size = try #require(
      svg.firstRange(of: "font-size=\"").map { svg[$0.upperBound...].prefix { $0 != "\"" } })
    #expect(try #require(Double(size)) < 20 * 0.34, "a smaller font, not only squeezed glyphs")
    #expect(svg.contains(">rectangle</text>"))
  }
}
