import DeclarativeUIKit
import Testing

/// Frames go to the pixel grid of the screen the view is on, and text sizes are ceiled to its
/// pixels, as UIKit does. Sources (also references of the fidelity suite):
/// - pointfreeco/swift-snapshot-testing, testTraits.iphone-8.txt: a 52.667-point label centred
///   in 375 points (solved at 161.167) is at 161.333, and one centred vertically at 333.833 is
///   at 334 (host screen 3x);
/// - getsentry/sentry, mockViewHierarchyData.tsx: on a 2x screen a 62-point title centred in a
///   163.5-point button is at 51 (solved at 50.75), and 17-point text is 20.5 tall (20.333 on
///   3x, whose 19.333 for a 16-point line is in testTraits.iphone-8.txt);
/// - openradar 18062963 (lionheart/openradar-mirror#3322): a label's intrinsic height differs
///   between retina and non-retina screens, being ceiled to each one's pixels.
@MainActor @Suite struct PixelSnappingTests {
  /// A window on a screen of a scale, with a label centred in it.
  private func centredLabel(scale: CGFloat, width: CGFloat) -> (UIWindow, UILabel) {
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: width, height: 400), scale: scale,
      traitCollection: UITraitCollection(displayScale: scale))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let label = UILabel()
    // 69.435 points wide: 69.5 at 2x and 69.667 at 3x, so the scales place it differently.
    label.text = "Messages"
    label.font = .systemFont(ofSize: 15)
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    return (window, label)
  }

  @Test func textIsCeiledToTheScreensPixels() {
    let (window, label) = centredLabel(scale: 2, width: 300)
    #expect(label.intrinsicContentSize.height == 18)
    let (otherWindow, otherLabel) = centredLabel(scale: 3, width: 300)
    #expect(abs(otherLabel.intrinsicContentSize.height - 18) < 1e-9)
    let body = UILabel()
    body.text = "Body"
    window.addSubview(body)
    #expect(body.intrinsicContentSize.height == 20.5)
    otherWindow.addSubview(body)
    #expect(abs(body.intrinsicContentSize.height - (20 + 1.0 / 3)) < 1e-9)
    _ = (label, otherLabel)
  }

  @Test func aViewOnNoScreenUsesTheDefaultThreeX() {
    let label = UILabel()
    label.text = "Body"
    #expect(abs(label.intrinsicContentSize.height - (20 + 1.0 / 3)) < 1e-9)
  }

  /// A window made without a screen is on `UIScreen.main`, which on a device is the built-in
  /// display: 2x or 3x on every iPhone iOS 16 runs on (Apple's UIScreen.scale documentation:
  /// 1.0 is for standard-resolution displays, 2.0 or 3.0 for Retina ones). HeadlessUIKit's is
  /// the 3x of a view on no screen, so a label measures the same before and after it is added.
  @Test func aWindowWithoutAScreenMeasuresAsAViewOnNone() {
    #expect(UIScreen.main.scale == 3)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let label = UILabel()
    label.text = "Label"
    label.sizeToFit()
    let before = label.frame.size
    window.addSubview(label)
    label.sizeToFit()
    #expect(label.frame.size == before)
    #expect(abs(label.frame.height - (20 + 1.0 / 3)) < 1e-9)
  }

  @Test func originsGoToTheNearestPixelOfTheScreen() {
    // 300 - width is odd in half points on purpose: the solved origin is a quarter point off
    // the 2x grid, or a sixth off the 3x one.
    for scale: CGFloat in [2, 3] {
      let (_, label) = centredLabel(scale: scale, width: 300)
      let solved = (300 - label.frame.width) / 2
      let pixels = solved * scale
      #expect(abs(label.frame.minX - (pixels + 1e-7).rounded() / scale) < 1e-9, "scale \(scale)")
      #expect(abs((label.frame.minX * scale).rounded() - label.frame.minX * scale) < 1e-9)
    }
  }

  @Test func aHalfPixelRoundsUpAsInTheSentryDump() {
    // 163.5 wide, a 62-point title: solved at 50.75, placed at 51 on 2x.
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: 163.5, height: 30), scale: 2,
      traitCollection: UITraitCollection(displayScale: 2))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 62), box.heightAnchor.constraint(equalToConstant: 18),
      box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: window.centerYAnchor),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 51, y: 6, width: 62, height: 18))
  }

  @Test func aCentredLabelOnAThreeXScreenIsAtTheThirdUIKitGives() {
    // testTraits.iphone-8.txt: 52.667 wide in 375, at 161.333.
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 3,
      traitCollection: UITraitCollection(displayScale: 3))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 52 + 2.0 / 3),
      box.heightAnchor.constraint(equalToConstant: 19 + 1.0 / 3),
      box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: window.centerYAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    #expect(abs(box.frame.minX - (161 + 1.0 / 3)) < 1e-9)
    #expect(abs(box.frame.minY - 334) < 1e-9)
    #expect(abs(box.frame.width - (52 + 2.0 / 3)) < 1e-9)
  }

  @Test func movingToAnotherScreenPlacesTheViewsAgain() {
    let (window, label) = centredLabel(scale: 3, width: 300)
    let first = label.frame
    let screen = UIScreen(
      bounds: window.bounds, scale: 2, traitCollection: UITraitCollection(displayScale: 2))
    window.screen = screen
    window.layoutIfNeeded()
    #expect(label.frame != first)
    #expect(abs((label.frame.minX * 2).rounded() - label.frame.minX * 2) < 1e-9)
    #expect(abs((label.frame.width * 2).rounded() - label.frame.width * 2) < 1e-9)
  }

  /// A size on the grid is a whole number of pixels divided by the scale once: a 100-point view
  /// whose right edge is at 90% of a 393-point width (353.7, so x = 253.7, 253.667 on the 3x
  /// grid) is exactly 100 wide, as Stevia's PositionTests.testPercentRight (its own suite, run
  /// on iOS) checks with `==`; subtracting the rounded edges gives 100.00000000000003.
  @Test func aSizeOnTheGridIsExactlyItsPoints() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: view, attribute: .right, relatedBy: .equal, toItem: window, attribute: .right, multiplier: 0.9,
        constant: 0),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 26.2),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    let frame: CGRect = view.frame
    #expect(frame.size == CGSize(width: 100, height: 20))
    #expect(abs(frame.minX - (253 + 2.0 / 3)) < 1e-9)
    #expect(abs(frame.minY - (26 + 1.0 / 3)) < 1e-9)
  }
}
