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
