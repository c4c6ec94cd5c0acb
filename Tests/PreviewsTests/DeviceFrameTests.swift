import DeclarativeUIKit
import DeclarativeUIKitTesting
import Testing

// The device drawn around a window's screen: a bezel, and the screen clipped to the device's
// rounded corners.
@MainActor
@Suite struct DeviceFrameTests {
  @Test func theScreenIsClippedToTheDevicesCornersInsideABezel() {
    let window = makeSnapshotWindow(UIViewController(), on: .iPhone15)
    let svg = SVGRenderer().renderInDeviceFrame(window)
    // 393 x 852 points and a 12-point bezel each side.
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"417\" height=\"876\""))
    #expect(svg.contains("data-device=\"iPhone 15\""))
    #expect(svg.contains("<clipPath id=\"device-screen\">"))
    #expect(svg.contains("<g transform=\"translate(12 12)\" clip-path=\"url(#device-screen)\">"))
    #expect(svg.contains("data-view=\"StatusBar\""), "the screen keeps its status bar")
    #expect(svg.contains("data-view=\"HomeIndicator\""))
    #expect(SVGRenderer.deviceFrameSize(of: window) == CGSize(width: 417, height: 876))
  }

  // Sources in SimulatedDevice+ScreenCorners.swift: kylebshr/UIKitCorners README.md (iPad Pro
  // 11-inch, 18); the iPhone SE's screen has square corners.
  @Test func screenCornersFollowTheDevice() {
    #expect(SimulatedDevice.iPadPro11.screenCornerRadius == 18)
    #expect(SimulatedDevice.iPhoneSE3.screenCornerRadius == 0)
    let window = makeSnapshotWindow(UIViewController(), on: .iPhoneSE3)
    let svg = SVGRenderer().renderInDeviceFrame(window)
    #expect(svg.contains("<clipPath id=\"device-screen\"><path d=\"M0 0H375V667H0Z\"/></clipPath>"))
  }

  // No public source for the glyph's size (see SVGRenderer+Battery.swift); the test pins where it
  // is: centred in the right quarter of the iPhone 15's 54-point status bar.
  @Test func theStatusBarShowsTheTimeAndAFullBattery() throws {
    let window = makeSnapshotWindow(UIViewController(), on: .iPhone15)
    let svg = SVGRenderer().render(window)
    let start = try #require(svg.range(of: "<g data-view=\"StatusBar\">"))
    let statusBar = svg[start.upperBound...].components(separatedBy: "</g>")[0]
    #expect(statusBar.contains(">9:41</text>"))
    // The outline is 25 x 12 centred at (393 * 7 / 8, 27) = (343.88, 27), inset half a point.
    #expect(statusBar.contains("<path d=\"M334.63 21.5H351.63"))
    #expect(statusBar.components(separatedBy: "<path").count - 1 == 3, "outline, charge and cap")
  }
}
