import DeclarativeUIKit
import Testing

/// The sRGB components of a colour, for comparisons.
private func components(_ color: UIColor) -> [CGFloat] {
  var red: CGFloat = -1
  var green: CGFloat = -1
  var blue: CGFloat = -1
  var alpha: CGFloat = -1
  _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
  return [red, green, blue, alpha]
}

/// The components of an 8-bit hex colour with an opacity.
private func hex(_ value: Int, alpha: CGFloat = 1) -> [CGFloat] {
  [
    CGFloat((value >> 16) & 0xFF) / 255, CGFloat((value >> 8) & 0xFF) / 255, CGFloat(value & 0xFF) / 255,
    alpha,
  ]
}

@Suite struct ColorTests {
  @Test func namedColorsHaveUIKitsComponents() {
    #expect(components(.black) == [0, 0, 0, 1])
    #expect(components(.white) == [1, 1, 1, 1])
    #expect(components(.gray) == [0.5, 0.5, 0.5, 1])
    let third: CGFloat = 1.0 / 3.0
    let twoThirds: CGFloat = 2.0 / 3.0
    #expect(components(.darkGray) == [third, third, third, 1])
    #expect(components(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
    #expect(components(.red) == [1, 0, 0, 1])
    #expect(components(.green) == [0, 1, 0, 1])
    #expect(components(.blue) == [0, 0, 1, 1])
    #expect(components(.cyan) == [0, 1, 1, 1])
    #expect(components(.yellow) == [1, 1, 0, 1])
    #expect(components(.magenta) == [1, 0, 1, 1])
    #expect(components(.orange) == [1, 0.5, 0, 1])
    #expect(components(.purple) == [0.5, 0, 0.5, 1])
    #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
    #expect(components(.clear) == [0, 0, 0, 0])
  }

  @Test func systemColorsHaveLightModeValues() {
    #expect(components(.systemBlue) == hex(0x007AFF))
    #expect(components(.systemRed) == hex(0xFF3B30))
    #expect(components(.systemGreen) == hex(0x34C759))
    #expect(components(.systemGray) == hex(0x8E8E93))
    #expect(components(.systemGray6) == hex(0xF2F2F7))
    #expect(components(.label) == [0, 0, 0, 1])
    #expect(components(.secondaryLabel) == hex(0x3C3C43, alpha: 0.6))
    #expect(components(.systemBackground) == [1, 1, 1, 1])
    #expect(components(.secondarySystemBackground) == hex(0xF2F2F7))
    #expect(components(.systemGroupedBackground) == hex(0xF2F2F7))
    // link and systemBlue share their light value but are different (dynamic) colours.
    #expect(components(.link) == hex(0x007AFF))
    #expect(UIColor.link != UIColor.systemBlue)
  }

  @Test func equalityIsByComponentsAcrossColorSpaces() {
    #expect(UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(UIColor(white: 1, alpha: 1).hash == UIColor(red: 1, green: 1, blue: 1, alpha: 1).hash)
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
    #expect(!UIColor.red.isEqual("red"))
    let colors: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]
    #expect(colors.count == 1)
  }

  @Test func withAlphaComponentKeepsTheColor() {
    let faded = UIColor.systemBlue.withAlphaComponent(0.25)
    #expect(components(faded) == hex(0x007AFF, alpha: 0.25))
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.white.withAlphaComponent(0.5).getWhite(&white, alpha: &alpha))
    #expect(white == 1)
    #expect(alpha == 0.5)
  }

  @Test func getWhiteSucceedsOnlyForGreyColors() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor(white: 0.25, alpha: 0.75).getWhite(&white, alpha: &alpha))
    #expect(white == 0.25)
    #expect(alpha == 0.75)
    #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
  }

  @Test func cgColorKeepsTheColorSpace() {
    #expect(UIColor(white: 0.5, alpha: 1).cgColor.components == [0.5, 1])
    #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
    // A system colour is dynamic: its CGColor is its value for the current traits (light).
    #expect(
      UIColor(cgColor: UIColor.systemRed.cgColor)
        == UIColor.systemRed.resolvedColor(with: UITraitCollection()))
    #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == .gray)
  }

  @Test func hueSaturationBrightnessRoundTrips() {
    #expect(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
    let blueHue: CGFloat = 2.0 / 3.0
    #expect(components(UIColor(hue: blueHue, saturation: 1, brightness: 1, alpha: 1)) == [0, 0, 1, 1])
    #expect(components(UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1)) == [0.5, 0.5, 0.5, 1])
    var hue: CGFloat = -1
    var saturation: CGFloat = -1
    var brightness: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.cyan.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(hue == 0.5)
    #expect(saturation == 1)
    #expect(brightness == 1)
    #expect(alpha == 1)
  }
}
