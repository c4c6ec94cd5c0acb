import DeclarativeUIKit
import Testing

/// Colors written as hex numbers and light/dark pairs (issue 30, item 4).
@MainActor
@Suite struct ColorTests {
  private func rgba(_ color: UIColor) -> [CGFloat] {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { ($0 * 255).rounded() }
  }

  @Test func hexNumberIsRedGreenBlue() {
    #expect(rgba(UIColor(hex: 0xC64072)) == [0xC6, 0x40, 0x72, 255])
    #expect(rgba(UIColor(hex: 0x000000)) == [0, 0, 0, 255])
    #expect(rgba(UIColor(hex: 0xFFFFFF, alpha: 0.5)) == [255, 255, 255, 128])
  }

  @Test func hexStringWithOrWithoutHashAndAlpha() throws {
    #expect(rgba(try #require(UIColor(hex: "#C64072"))) == [0xC6, 0x40, 0x72, 255])
    #expect(rgba(try #require(UIColor(hex: "0a84ff"))) == [0x0A, 0x84, 0xFF, 255])
    #expect(rgba(try #require(UIColor(hex: "#C6407280"))) == [0xC6, 0x40, 0x72, 0x80])
  }

  @Test(arguments: ["", "#", "C6407", "#C64072F", "GGGGGG", "#C64072CCDD", "+C64072"])
  func hexStringThatIsNotAColorIsNil(_ text: String) {
    #expect(UIColor(hex: text) == nil)
  }

  @Test func hexNumberOutOfRangeStops() async {
    await #expect(processExitsWith: .failure) {
      _ = UIColor(hex: 0x1000000)
    }
  }

  @Test func lightDarkPairResolvesPerAppearance() {
    let color = UIColor(light: UIColor(hex: 0xFFFFFF), dark: UIColor(hex: 0x1C1C1E))
    let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
    let unspecified = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .unspecified))
    #expect(rgba(dark) == [0x1C, 0x1C, 0x1E, 255])
    #expect(rgba(light) == [255, 255, 255, 255])
    #expect(rgba(unspecified) == [255, 255, 255, 255])
  }
}
