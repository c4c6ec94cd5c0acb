import DeclarativeUIKit
import Testing

/// A view controller's `topLayoutGuide` and `bottomLayoutGuide` (UIViewController.h, deprecated
/// in iOS 11: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"):
/// the top guide's bottom is where the safe area's top is, and its length the safe area's top
/// inset; the bottom guide mirrors it.
@MainActor
@Suite struct LayoutSupportTests {
  private func shownOnAnIPhone15() -> UIViewController {
    let screen = UIScreen(device: .iPhone15)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return controller
  }

  @Test func theGuidesSpanTheBarsAreas() {
    let controller = shownOnAnIPhone15()
    let top = controller.topLayoutGuide
    let bottom = controller.bottomLayoutGuide
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: top.bottomAnchor),
      label.bottomAnchor.constraint(equalTo: bottom.topAnchor),
      label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
    ])
    controller.view.layoutIfNeeded()
    #expect(top.length == 59)
    #expect(bottom.length == 34)
    #expect(label.frame.minY == 59)
    // CALayer keeps the position, so maxY carries rounding noise.
    #expect(abs(label.frame.maxY - (852 - 34)) < 1e-9)
  }

  /// UIViewController.h: the guides "may be used as layout items in the NSLayoutConstraint
  /// factory methods".
  @Test func aGuideIsALayoutItem() {
    let controller = shownOnAnIPhone15()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: controller.topLayoutGuide, attribute: .bottom,
        multiplier: 1, constant: 8),
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
    ])
    controller.view.layoutIfNeeded()
    #expect(box.frame.minY == 67)
  }

  /// A constraint to a guide names the guide as its item, as the header's "used as layout items"
  /// has it: EasyPeasy's tests (EdgesTests, testThatTopLayoutGuideIsUsed) check
  /// `constraint.secondItem === controller.topLayoutGuide` on the iOS Simulator, made through the
  /// item initializer or the guide's anchors alike.
  @Test func aConstraintNamesTheGuideItWasMadeWith() {
    let controller = shownOnAnIPhone15()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    let made = NSLayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: controller.topLayoutGuide, attribute: .bottom,
      multiplier: 1, constant: 0)
    let anchored = box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor)
    let leading = box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor)
    NSLayoutConstraint.activate([made, anchored, leading])
    controller.view.layoutIfNeeded()
    #expect(made.secondItem === controller.topLayoutGuide)
    #expect(anchored.secondItem === controller.bottomLayoutGuide)
    #expect(box.frame.minY == 59)
    #expect(abs(box.frame.maxY - (852 - 34)) < 1e-9)
  }

  @Test func eachGuideIsMadeOnce() {
    let controller = shownOnAnIPhone15()
    #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    #expect(controller.bottomLayoutGuide !== controller.topLayoutGuide)
    #expect(controller.view.layoutGuides.count { $0.identifier.hasSuffix("LayoutGuide") } == 2)
  }
}
