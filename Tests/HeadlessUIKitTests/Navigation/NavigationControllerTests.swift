import DeclarativeUIKit
import Testing

// Sources: UINavigationController.h (the stack API; popping with one view controller left
// returns nil and changes nothing, Apple's documentation of popViewController(animated:));
// UIKit's exception reason for pushing a view controller already on the stack, as apps' crash
// reports quote it ("Pushing the same view controller instance more than once is not
// supported"). Bar heights: 44 points (recorded recursiveDescription dumps, e.g.
// "UINavigationBar ... frame = (0 20; 375 44)") and 52 more for a large title (Hacking with
// Swift's Unwrap app, UINavigationBar-BarSize.swift); device safe areas as in
// WindowAndDeviceTests.

@MainActor private func show(_ root: UIViewController, on device: SimulatedDevice = .iPhone15) -> UIWindow {
  let screen = UIScreen(device: device)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

@MainActor @Suite struct NavigationControllerTests {
  @Test func theRootIsOnTheStackAndAChildOfTheNavigationController() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(navigation.viewControllers == [root])
    #expect(navigation.topViewController === root)
    #expect(root.parent === navigation)
    #expect(root.navigationController === navigation)
    #expect(UIViewController().navigationController == nil)
  }

  @Test func pushAndPopChangeTheStackAndTheVisibleView() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = show(navigation)
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: true)
    #expect(navigation.viewControllers == [root, detail])
    #expect(detail.view.superview === navigation.view)
    #expect(root.viewIfLoaded?.superview == nil)
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(navigation.viewControllers == [root])
    #expect(detail.parent == nil)
    #expect(root.view.superview === navigation.view)
  }

  @Test func poppingTheRootDoesNothing() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.popToRootViewController(animated: true) == nil)
    #expect(navigation.viewControllers == [root])
  }

  @Test func popToAViewControllerReturnsThoseAboveIt() {
    let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
    let navigation = UINavigationController(rootViewController: a)
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: false)
    #expect(navigation.popToViewController(b, animated: false) == [c])
    #expect(navigation.popToViewController(UIViewController(), animated: false) == nil)
    navigation.pushViewController(c, animated: false)
    #expect(navigation.popToRootViewController(animated: false) == [b, c])
  }

  @Test func pushingTheSameViewControllerTwiceStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(root, animated: false)
      }
    }
  }

  @Test func theBarSitsBelowTheStatusBarAndAddsItsHeightToTheSafeArea() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = show(navigation)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 44, right: 0))
  }

  @Test func aLargeTitleMakesTheBar96PointsTall() {
    let root = UIViewController()
    root.title = "Inbox"
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    _ = show(navigation, on: .iPhoneSE3)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
    #expect(root.view.safeAreaInsets.top == 116)
    let detail = UIViewController()
    detail.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(detail, animated: false)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(detail.view.safeAreaInsets.top == 64)
  }

  @Test func theBarShowsTheTopItemsTitleBackButtonAndItems() {
    let root = UIViewController()
    root.title = "Mail"
    let navigation = UINavigationController(rootViewController: root)
    let detail = UIViewController()
    detail.title = "Message"
    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
    navigation.pushViewController(detail, animated: false)
    let window = show(navigation)
    window.layoutIfNeeded()
    let bar = navigation.navigationBar
    #expect(bar.topItem === detail.navigationItem)
    #expect(bar.backItem === root.navigationItem)
    let texts = bar.subviews.compactMap { ($0 as? UILabel)?.text ?? ($0 as? UIButton)?.currentTitle }
    #expect(texts.contains("Message"))
    #expect(texts.contains("‹ Mail"))
    #expect(texts.contains("Done"))
  }

  @Test func hidingTheBarGivesItsHeightBack() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = show(navigation)
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(navigation.isNavigationBarHidden)
    #expect(root.view.safeAreaInsets.top == 59)
  }
}
