import DeclarativeUIKit
import Testing

// Sources of the values pinned here:
// - Light values: Apple's Human Interface Guidelines, Color, Specifications (as ColorTests).
// - Dark values: UIKit's iOS 13 colours as recorded in flutter/flutter,
//   packages/flutter/lib/src/cupertino/colors.dart (`darkColor:` of each CupertinoColors entry,
//   8-bit RGB with an 8-bit alpha).
// - systemTeal, systemBrown, systemMint, systemCyan dark (iOS 15 values): not in that recording;
//   the HIG's iOS 15 table as copied in third-party palettes (for example the one found with
//   "teal: '#30B0C7', 'teal-dark': '#40C8E0'"); no Apple recording was found.

/// The sRGB components of a colour resolved for some traits.
private func components(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [CGFloat] {
  var red: CGFloat = -1
  var green: CGFloat = -1
  var blue: CGFloat = -1
  var alpha: CGFloat = -1
  _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
  return [red, green, blue, alpha]
}

private func hex(_ value: Int, alpha: CGFloat = 1) -> [CGFloat] {
  [
    CGFloat((value >> 16) & 0xFF) / 255, CGFloat((value >> 8) & 0xFF) / 255, CGFloat(value & 0xFF) / 255,
    alpha,
  ]
}

private struct SystemColorCase: Sendable, CustomTestStringConvertible {
  let name: String
  let color: @Sendable () -> UIColor
  let dark: [CGFloat]
  var testDescription: String { name }
}

private let darkValues: [SystemColorCase] = [
  .init(name: "systemRed", color: { .systemRed }, dark: hex(0xFF453A)),
  .init(name: "systemGreen", color: { .systemGreen }, dark: hex(0x30D158)),
  .init(name: "systemBlue", color: { .systemBlue }, dark: hex(0x0A84FF)),
  .init(name: "systemOrange", color: { .systemOrange }, dark: hex(0xFF9F0A)),
  .init(name: "systemYellow", color: { .systemYellow }, dark: hex(0xFFD60A)),
  .init(name: "systemPink", color: { .systemPink }, dark: hex(0xFF375F)),
  .init(name: "systemPurple", color: { .systemPurple }, dark: hex(0xBF5AF2)),
  .init(name: "systemIndigo", color: { .systemIndigo }, dark: hex(0x5E5CE6)),
  .init(name: "systemTeal (third-party HIG copy)", color: { .systemTeal }, dark: hex(0x40C8E0)),
  .init(name: "systemBrown (third-party HIG copy)", color: { .systemBrown }, dark: hex(0xAC8E68)),
  .init(name: "systemMint (third-party HIG copy)", color: { .systemMint }, dark: hex(0x63E6E2)),
  .init(name: "systemCyan (third-party HIG copy)", color: { .systemCyan }, dark: hex(0x64D2FF)),
  .init(name: "systemGray", color: { .systemGray }, dark: hex(0x8E8E93)),
  .init(name: "systemGray2", color: { .systemGray2 }, dark: hex(0x636366)),
  .init(name: "systemGray3", color: { .systemGray3 }, dark: hex(0x48484A)),
  .init(name: "systemGray4", color: { .systemGray4 }, dark: hex(0x3A3A3C)),
  .init(name: "systemGray5", color: { .systemGray5 }, dark: hex(0x2C2C2E)),
  .init(name: "systemGray6", color: { .systemGray6 }, dark: hex(0x1C1C1E)),
  .init(name: "label", color: { .label }, dark: hex(0xFFFFFF)),
  .init(name: "secondaryLabel", color: { .secondaryLabel }, dark: hex(0xEBEBF5, alpha: 153.0 / 255)),
  .init(name: "tertiaryLabel", color: { .tertiaryLabel }, dark: hex(0xEBEBF5, alpha: 76.0 / 255)),
  .init(name: "quaternaryLabel", color: { .quaternaryLabel }, dark: hex(0xEBEBF5, alpha: 40.0 / 255)),
  .init(name: "link", color: { .link }, dark: hex(0x0984FF)),
  .init(name: "placeholderText", color: { .placeholderText }, dark: hex(0xEBEBF5, alpha: 76.0 / 255)),
  .init(name: "separator", color: { .separator }, dark: hex(0x545458, alpha: 153.0 / 255)),
  .init(name: "opaqueSeparator", color: { .opaqueSeparator }, dark: hex(0x38383A)),
  .init(name: "systemBackground", color: { .systemBackground }, dark: hex(0x000000)),
  .init(name: "secondarySystemBackground", color: { .secondarySystemBackground }, dark: hex(0x1C1C1E)),
  .init(name: "tertiarySystemBackground", color: { .tertiarySystemBackground }, dark: hex(0x2C2C2E)),
  .init(name: "systemGroupedBackground", color: { .systemGroupedBackground }, dark: hex(0x000000)),
  .init(
    name: "secondarySystemGroupedBackground", color: { .secondarySystemGroupedBackground },
    dark: hex(0x1C1C1E)),
  .init(
    name: "tertiarySystemGroupedBackground", color: { .tertiarySystemGroupedBackground }, dark: hex(0x2C2C2E)),
  .init(name: "systemFill", color: { .systemFill }, dark: hex(0x787880, alpha: 91.0 / 255)),
  .init(name: "secondarySystemFill", color: { .secondarySystemFill }, dark: hex(0x787880, alpha: 81.0 / 255)),
  .init(name: "tertiarySystemFill", color: { .tertiarySystemFill }, dark: hex(0x767680, alpha: 61.0 / 255)),
  .init(
    name: "quaternarySystemFill", color: { .quaternarySystemFill }, dark: hex(0x767680, alpha: 45.0 / 255)),
]

@Suite struct DynamicColorTests {
  @Test(arguments: darkValues)
  fileprivate func systemColorHasUIKitsDarkValue(_ entry: SystemColorCase) {
    #expect(components(entry.color(), .dark) == entry.dark)
  }

  @Test func lightAndUnspecifiedStylesResolveToTheLightValue() {
    #expect(components(.systemBackground, .light) == hex(0xFFFFFF))
    #expect(components(.systemBackground, .unspecified) == hex(0xFFFFFF))
    #expect(components(.systemMint, .light) == hex(0x00C7BE))
    #expect(components(.systemCyan, .light) == hex(0x32ADE6))
  }

  @Test func fixedTextColorsAreTheSameInDarkMode() {
    #expect(components(.darkText, .dark) == hex(0x000000))
    #expect(components(.lightText, .dark) == hex(0xFFFFFF, alpha: 0.6))
  }

  @Test func aDynamicProviderIsAskedWithTheTraits() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
  }

  @Test func componentsOfADynamicColorComeFromTheCurrentTraits() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var white: CGFloat = -1
    dark.performAsCurrent {
      _ = UIColor.label.getRed(&white, green: nil, blue: nil, alpha: nil)
    }
    #expect(white == 1)
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
    #expect(UIColor.label.cgColor.components == [0, 0, 0, 1])
  }

  @Test func systemColorsCompareEqualByName() {
    #expect(UIColor.systemBlue == UIColor.systemBlue)
    #expect(UIColor.systemBlue != UIColor.systemRed)
    #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
  }

  @Test func aStaticColorResolvesToItself() {
    let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === color)
  }

  @Test func withAlphaComponentKeepsADynamicColorDynamic() {
    let faded = UIColor.label.withAlphaComponent(0.5)
    #expect(components(faded, .dark) == [1, 1, 1, 0.5])
    #expect(components(faded, .light) == [0, 0, 0, 0.5])
  }

  @MainActor @Test func aViewsBackgroundIsResolvedAgainWhenItsTraitsChange() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    view.backgroundColor = .systemBackground
    window.addSubview(view)
    #expect(view.layer.backgroundColor?.components == [1, 1, 1, 1])
    window.overrideUserInterfaceStyle = .dark
    #expect(view.layer.backgroundColor?.components == [0, 0, 0, 1])
    #expect(view.backgroundColor == .systemBackground)
  }

  @MainActor @Test func theRendererDrawsDynamicColorsWithItsTraits() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .secondarySystemBackground
    #expect(SVGRenderer().render(view).contains("#F2F2F7"))
    #expect(
      SVGRenderer(traitCollection: UITraitCollection(userInterfaceStyle: .dark)).render(view).contains(
        "#1C1C1E"))
    let description = ViewTreeDescription(view, traitCollection: UITraitCollection(userInterfaceStyle: .dark))
    #expect(description.description.contains("background=#1C1C1E"))
  }

  @MainActor @Test func aViewsOwnStyleWinsOverTheRenderers() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .systemBackground
    view.overrideUserInterfaceStyle = .light
    #expect(
      SVGRenderer(traitCollection: UITraitCollection(userInterfaceStyle: .dark)).render(view).contains(
        "#FFFFFF"))
  }
}
