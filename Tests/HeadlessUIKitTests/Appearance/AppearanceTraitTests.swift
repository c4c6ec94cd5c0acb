import DeclarativeUIKit
import Testing

// Sources: UIAppearance.h (iOS 16.5 SDK): `+appearanceForTraitCollection:` and
// `+appearanceForTraitCollection:whenContainedInInstancesOfClasses:`, proxies whose values reach
// instances whose trait collection contains the given traits (UITraitCollection.h
// `containsTraitsInCollection:`).
@MainActor
@Suite(.serialized) struct AppearanceTraitTests {
  private final class ProxiedSwitch: UISwitch {}
  private final class Panel: UIView {}

  private func window(style: UIUserInterfaceStyle) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.overrideUserInterfaceStyle = style
    return window
  }

  @Test func aTraitProxyReachesOnlyViewsWithThoseTraits() {
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    ProxiedSwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .systemPink
    let dark = ProxiedSwitch()
    let light = ProxiedSwitch()
    window(style: .dark).addSubview(dark)
    window(style: .light).addSubview(light)
    #expect(dark.onTintColor == .systemPink)
    #expect(light.onTintColor == nil)
  }

  @Test func aTraitProxyWinsOverThePlainOne() {
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    ProxiedSwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .systemTeal
    ProxiedSwitch.appearance().onTintColor = .systemPink
    let dark = ProxiedSwitch()
    let light = ProxiedSwitch()
    window(style: .dark).addSubview(dark)
    window(style: .light).addSubview(light)
    #expect(dark.onTintColor == .systemTeal)
    #expect(light.onTintColor == .systemPink)
  }

  @Test func aTraitProxyWithContainersNeedsBoth() {
    defer { AppearanceRegistry.shared.removeProxies(of: [ProxiedSwitch.self]) }
    ProxiedSwitch.appearance(
      for: UITraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [Panel.self]
    ).onTintColor = .systemPink
    let inDarkPanel = ProxiedSwitch()
    let inLightPanel = ProxiedSwitch()
    let outsideDark = ProxiedSwitch()
    let darkPanel = Panel()
    let lightPanel = Panel()
    darkPanel.addSubview(inDarkPanel)
    lightPanel.addSubview(inLightPanel)
    let dark = window(style: .dark)
    dark.addSubview(darkPanel)
    dark.addSubview(outsideDark)
    window(style: .light).addSubview(lightPanel)
    #expect(inDarkPanel.onTintColor == .systemPink)
    #expect(inLightPanel.onTintColor == nil)
    #expect(outsideDark.onTintColor == nil)
  }
}
