import DeclarativeUIKit
import Testing

// Source: Apple's UINavigationItem documentation ("A navigation item always reflects
// information about the view controller with which it is associated"; the managing navigation
// controller "uses the navigation items of the topmost two view controllers to populate the
// navigation bar"), and UINavigationItem.h (iOS 16.5 SDK) for the members: titleView, prompt,
// backBarButtonItem, backButtonTitle, backButtonDisplayMode (default 0, generic 1, minimal 2),
// hidesBackButton, leftItemsSupplementBackButton, the bar button item arrays. UIKit's bars follow
// their items: whatever is set in viewDidLoad, or later, shows. UITabBarItem likewise for tabs.

@MainActor private func show(_ root: UIViewController) -> UIWindow {
  let screen = UIScreen(device: .iPhone15)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window
}

/// The texts the bar shows (labels and button titles), in subview order.
@MainActor private func texts(_ bar: UIView) -> [String] {
  bar.subviews.compactMap { view in
    if let label = view as? UILabel, !label.isHidden { return label.text }
    if let button = view as? UIButton { return button.title(for: .normal) }
    return nil
  }
}

private final class TitledInViewDidLoad: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
    navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit"), UIBarButtonItem(title: "Filter")]
  }
}

@MainActor @Suite struct LiveNavigationItemTests {
  @Test func whatViewDidLoadSetsReachesTheBar() {
    let navigation = UINavigationController(rootViewController: TitledInViewDidLoad())
    _ = show(navigation)
    let shown = texts(navigation.navigationBar)
    #expect(shown.contains("Inbox"))
    #expect(shown.contains("Edit"))
    #expect(shown.contains("Filter"))
    #expect(shown.contains("compose"))
  }

  @Test func changesAfterThePushReachTheBar() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = show(navigation)
    root.navigationItem.title = "Mailboxes"
    #expect(texts(navigation.navigationBar) == ["Mailboxes"])
    let save = UIBarButtonItem(title: "Save")
    root.navigationItem.setRightBarButton(save, animated: true)
    #expect(texts(navigation.navigationBar).contains("Save"))
    save.title = "Done"
    save.isEnabled = false
    #expect(texts(navigation.navigationBar).contains("Done"))
    let button = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first {
      $0.title(for: .normal) == "Done"
    }
    #expect(button?.isEnabled == false)
  }

  @Test func aTitleViewTakesTheTitlesPlace() {
    let root = UIViewController()
    root.title = "Hidden"
    let navigation = UINavigationController(rootViewController: root)
    _ = show(navigation)
    let logo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    root.navigationItem.titleView = logo
    #expect(logo.superview === navigation.navigationBar)
    #expect(!texts(navigation.navigationBar).contains("Hidden"))
    #expect(logo.center.x == navigation.navigationBar.bounds.midX)
  }

  @Test func aPromptAddsARowAndTheContentMovesDown() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = show(navigation)
    let before = root.view.safeAreaInsets.top
    root.navigationItem.prompt = "Choose a photo"
    navigation.view.layoutIfNeeded()
    #expect(texts(navigation.navigationBar).contains("Choose a photo"))
    #expect(abs(root.view.safeAreaInsets.top - (before + 30)) < 0.01)
  }

  @Test func theBackButtonFollowsTheItemBelow() {
    let root = UIViewController()
    root.title = "Settings"
    let navigation = UINavigationController(rootViewController: root)
    _ = show(navigation)
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    #expect(texts(navigation.navigationBar).contains("‹ Settings"))
    root.navigationItem.backButtonTitle = "Back"
    #expect(texts(navigation.navigationBar).contains("‹ Back"))
    root.navigationItem.backButtonDisplayMode = .minimal
    #expect(texts(navigation.navigationBar).contains("‹"))
    detail.navigationItem.hidesBackButton = true
    #expect(!texts(navigation.navigationBar).contains { $0.hasPrefix("‹") })
  }

  @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
    let root = UIViewController()
    root.title = "List"
    let navigation = UINavigationController(rootViewController: root)
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    _ = show(navigation)
    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
    #expect(!texts(navigation.navigationBar).contains("‹ List"))
    detail.navigationItem.leftItemsSupplementBackButton = true
    #expect(texts(navigation.navigationBar).contains("‹ List"))
    #expect(texts(navigation.navigationBar).contains("Close"))
  }

  @Test func aLargeTitleModeSetLaterChangesTheBarsHeight() {
    let root = UIViewController()
    root.title = "Photos"
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    _ = show(navigation)
    #expect(navigation.navigationBar.frame.height == 96)
    root.navigationItem.largeTitleDisplayMode = .never
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(abs(root.view.safeAreaInsets.top - (59 + 44)) < 0.01)
  }

  @Test func aCustomViewItemShowsItsView() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    _ = show(navigation)
    let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: avatar)
    #expect(avatar.superview === navigation.navigationBar)
    #expect(avatar.frame.maxX == navigation.navigationBar.bounds.width - 16)
  }

  @Test func titleTextAttributesStyleTheTitles() {
    let root = UIViewController()
    root.title = "Styled"
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.titleTextAttributes = [
      .foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 20),
    ]
    _ = show(navigation)
    let label = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Styled" }
    #expect(label?.textColor == .systemRed)
    #expect(label?.font.pointSize == 20)
  }

  @Test func tabBarItemChangesReachTheTabBar() {
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, UIViewController()]
    _ = show(tabs)
    first.tabBarItem.title = "Today"
    let titles = tabs.tabBar.subviews.compactMap { ($0 as? UILabel)?.text }
    #expect(titles.contains("Today"))
  }
}
