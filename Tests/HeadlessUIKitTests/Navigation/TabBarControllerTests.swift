import DeclarativeUIKit
import Testing

// Sources: UITabBarController.h and UITabBarItem.h (API, raw values of UITabBarItem.SystemItem);
// the tab bar's 49 points above the bottom inset from recorded recursiveDescription dumps
// ("UITabBar ... frame = (0 618; 375 49)" on a 667-point screen, "(0 729; 375 83)" on an
// 812-point one with a 34-point home indicator inset).

@MainActor private func show(_ root: UIViewController, on device: SimulatedDevice) -> UIWindow {
  let screen = UIScreen(device: device)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

@MainActor @Suite struct TabBarControllerTests {
  @Test func settingViewControllersSelectsTheFirstAndMakesTabs() {
    let first = UIViewController()
    first.title = "Home"
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
    let tabs = UITabBarController()
    #expect(tabs.selectedIndex == NSNotFound)
    tabs.viewControllers = [first, second]
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === first)
    #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Search"])
    #expect(tabs.tabBar.selectedItem === first.tabBarItem)
    #expect(first.tabBarController === tabs)
    tabs.selectedViewController = second
    #expect(tabs.selectedIndex == 1)
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 1)
  }

  @Test func theBarIs49PointsAboveTheBottomInset() {
    let content = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [content]
    _ = show(tabs, on: .iPhone15)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    let classic = UITabBarController()
    let other = UIViewController()
    classic.viewControllers = [other]
    _ = show(classic, on: .iPhoneSE3)
    #expect(classic.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
  }

  @Test func aNavigationControllerInATabAddsBothBars() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    _ = show(tabs, on: .iPhone15)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
  }

  @Test func systemItemsHaveUIKitsRawValues() {
    #expect(UITabBarItem.SystemItem.more.rawValue == 0)
    #expect(UITabBarItem.SystemItem.search.rawValue == 8)
    #expect(UITabBarItem.SystemItem.mostViewed.rawValue == 11)
    #expect(UIBarButtonItem.SystemItem.add.rawValue == 4)
    #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
    #expect(UIBarButtonItem.Style.done.rawValue == 2)
    #expect(UINavigationItem.LargeTitleDisplayMode.never.rawValue == 2)
    #expect(UIModalPresentationStyle.automatic.rawValue == -2)
    #expect(UIModalPresentationStyle.popover.rawValue == 7)
    #expect(UITabBarItem(tabBarSystemItem: .search, tag: 3).title == "Search")
  }

  @Test func theWindowIsDrawnWithTheStatusBarAndHomeIndicator() {
    let content = UIViewController()
    content.view.backgroundColor = .systemBackground
    let tabs = UITabBarController()
    tabs.viewControllers = [content]
    let window = show(tabs, on: .iPhone15)
    let svg = SVGRenderer().render(window)
    #expect(svg.contains("data-view=\"StatusBar\""))
    #expect(svg.contains(">9:41</text>"))
    #expect(svg.contains("data-view=\"HomeIndicator\""))
    #expect(svg.contains("data-view=\"UITabBar\""))
    let classic = show(UIViewController(), on: .iPhoneSE3)
    #expect(!SVGRenderer().render(classic).contains("HomeIndicator"))
  }
}
