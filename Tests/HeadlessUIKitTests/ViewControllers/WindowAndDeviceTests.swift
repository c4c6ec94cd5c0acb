import DeclarativeUIKit
import Testing

// Sources of the device values pinned here:
// - Screen sizes (points) and scales: Apple's Human Interface Guidelines, Layout, Specifications
//   (iPhone SE 3rd gen 375 x 667 @2x, iPhone 15 393 x 852 @3x, iPhone 15 Pro Max 430 x 932 @3x,
//   iPad Pro 11-inch 834 x 1194 @2x); the sizes agree with iPhonePointRes.swift in a public
//   calculator app (opfic) and swift-snapshot-testing's iPadPro11.
// - Safe-area insets: iPhonePointRes.swift (SE: 20 / 0; iPhone 15 and 15 Pro Max: portrait
//   59 / 34, landscape 59 left and right, 21 bottom), matching the iPhone 15 ViewImageConfig
//   written for swift-snapshot-testing and a measured "top 59, bottom 34" on 393 x 852; iPad Pro
//   11-inch 24 / 20 from swift-snapshot-testing's ViewImageConfig.iPadPro11.
// - Size classes: swift-snapshot-testing's UITraitCollection presets (iPhone landscape
//   compact/compact, Max landscape regular/compact, iPad regular/regular).
// - Status bar heights: 20 on the SE; 54 on Dynamic Island iPhones (the table of
//   react-native-status-bar-height found in public code; other copies say 59, the safe-area
//   inset, which is not the status bar); 24 on the iPad (its safe-area top).

@MainActor private func window(
  _ device: SimulatedDevice, _ orientation: SimulatedDevice.Orientation = .portrait
)
  -> UIWindow
{
  let screen = UIScreen(device: device, orientation: orientation)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  return window
}

@MainActor @Suite struct WindowAndDeviceTests {
  @Test func presetsHaveTheirScreensSizeAndScale() {
    #expect(SimulatedDevice.iPhoneSE3.portraitSize == CGSize(width: 375, height: 667))
    #expect(SimulatedDevice.iPhoneSE3.scale == 2)
    #expect(SimulatedDevice.iPhone15.portraitSize == CGSize(width: 393, height: 852))
    #expect(SimulatedDevice.iPhone15.scale == 3)
    #expect(SimulatedDevice.iPhone15ProMax.portraitSize == CGSize(width: 430, height: 932))
    #expect(SimulatedDevice.iPhone15ProMax.scale == 3)
    #expect(SimulatedDevice.iPadPro11.portraitSize == CGSize(width: 834, height: 1194))
    #expect(SimulatedDevice.iPadPro11.scale == 2)
    #expect(
      UIScreen(device: .iPhone15, orientation: .landscape).bounds.size == CGSize(width: 852, height: 393))
  }

  @Test func aFullScreenWindowGetsTheDevicesSafeArea() {
    #expect(window(.iPhoneSE3).safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(window(.iPhoneSE3, .landscape).safeAreaInsets == .zero)
    #expect(window(.iPhone15).safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(
      window(.iPhone15, .landscape).safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(window(.iPhone15ProMax).safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(window(.iPadPro11).safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(
      window(.iPadPro11, .landscape).safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func statusBarHeightsAndHomeIndicators() {
    #expect(UIScreen(device: .iPhoneSE3).statusBarHeight == 20)
    #expect(UIScreen(device: .iPhone15).statusBarHeight == 54)
    #expect(UIScreen(device: .iPhone15ProMax).statusBarHeight == 54)
    #expect(UIScreen(device: .iPhone15, orientation: .landscape).statusBarHeight == 0)
    #expect(UIScreen(device: .iPadPro11).statusBarHeight == 24)
    #expect(!SimulatedDevice.iPhoneSE3.hasHomeIndicator)
    #expect(SimulatedDevice.iPhone15.hasHomeIndicator)
  }

  @Test func aDevicesTraitsReachTheWindow() {
    let portrait = window(.iPhone15).traitCollection
    #expect(portrait.displayScale == 3)
    #expect(portrait.horizontalSizeClass == .compact)
    #expect(portrait.verticalSizeClass == .regular)
    let landscape = window(.iPhone15ProMax, .landscape).traitCollection
    #expect(landscape.horizontalSizeClass == .regular)
    #expect(landscape.verticalSizeClass == .compact)
    #expect(window(.iPhone15, .landscape).traitCollection.horizontalSizeClass == .compact)
    #expect(window(.iPadPro11).traitCollection.horizontalSizeClass == .regular)
  }

  @Test func theRootViewFillsTheWindowWithItsSafeAreaPlusAdditionalInsets() {
    let window = window(.iPhone15)
    let root = UIViewController()
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    window.rootViewController = root
    #expect(root.view.frame == window.bounds)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 39, right: 0))
    root.additionalSafeAreaInsets = .zero
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func aViewPinnedToTheSafeAreaSitsBetweenTheBars() {
    let window = window(.iPhone15)
    let root = UIViewController()
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
    ])
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func aSmallerWindowGetsOnlyTheInsetsItOverlaps() {
    let screen = UIScreen(device: .iPhone15)
    let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 393, height: 400))
    window.screen = screen
    #expect(window.safeAreaInsets == .zero)
  }
}
