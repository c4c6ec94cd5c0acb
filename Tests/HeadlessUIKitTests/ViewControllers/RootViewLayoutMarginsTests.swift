import DeclarativeUIKit
import Testing

/// A view controller's root view has the system's minimum layout margins, as UIKit gives it.
/// Sources: swift-snapshot-testing's testTraitsWithViewController.label-*.txt references (a
/// label on the root view's margins of an iPhone SE is at x 16, and at y 20, the status bar's
/// height: no top margin); 20 points for a regular width from SAP's Fiori for iOS "Layout
/// Basics" and Apple's SwiftUI `ContentMarginGuide.container` ("16 to 20 points on iPhone");
/// the rule that set margins are raised to the minimum from UIViewController.h
/// (`viewRespectsSystemMinimumLayoutMargins`).
@MainActor @Suite struct RootViewLayoutMarginsTests {
  private func root(width: UIUserInterfaceSizeClass) -> UIViewController {
    let controller = UIViewController()
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: 2,
      traitCollection: UITraitCollection(horizontalSizeClass: width))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    return controller
  }

  @Test func compactWidthGivesSixteenAtTheSidesAndNoneAboveOrBelow() {
    let controller = root(width: .compact)
    #expect(
      controller.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
  }

  /// Recordings: cashapp/AccessibilitySnapshot's `testTableHitTarget` references (a
  /// `UITableViewController`, whose table is its root view, draws its rows' text and separators
  /// 20 points in on 390- and 393-point iPhones, iOS 15.5 to 17.5), and 16 on a 375-point one (a
  /// dump of iOS's Apple ID sign-in sheet, see TableContentMarginWidthTests); the iPhone SE's 16
  /// above. No device is between 375 and 390 points wide.
  @Test(arguments: [(CGFloat(320), CGFloat(16)), (375, 16), (390, 20), (393, 20), (430, 20)])
  func aCompactRootViewWiderThan375PointsGetsTwenty(width: CGFloat, side: CGFloat) {
    let controller = UIViewController()
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: width, height: 844), scale: 3,
      traitCollection: UITraitCollection(horizontalSizeClass: .compact))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.view.bounds.width == width)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: side, bottom: 0, right: side))
  }

  @Test func regularWidthGivesTwenty() {
    let controller = root(width: .regular)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
  }

  @Test func setMarginsAreRaisedToTheMinimum() {
    let controller = root(width: .compact)
    controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 30))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30))
  }

  @Test func otherViewsKeepEightPoints() {
    let controller = root(width: .compact)
    let child = UIView()
    controller.view.addSubview(child)
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }
}
