import Foundation

/// A container that shows one of several view controllers at a time, chosen by a tab bar at
/// the bottom.
///
/// The selected view controller's view fills the tab bar controller's view, under the bar; its
/// safe area grows by the bar's 49 points above the bottom inset.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [
///   UINavigationController(rootViewController: HomeViewController()),
///   UINavigationController(rootViewController: SettingsViewController()),
/// ]
/// window.rootViewController = tabs
/// ```
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The bar the tab bar controller manages.
  public let tabBar = UITabBar()

  /// The view controllers, one per tab. Setting them selects the first.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  private var tabs: [UIViewController] = []

  /// Sets the view controllers.
  /// - Parameters:
  ///   - viewControllers: One per tab.
  ///   - animated: Whether to animate (there is no animation here).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    replaceChildren(tabs, with: viewControllers ?? [])
    tabs = viewControllers ?? []
    tabBar.items = tabs.map(\.tabBarItem)
    storedSelectedIndex =
      tabs.isEmpty ? Int.max : min(storedSelectedIndex == Int.max ? 0 : storedSelectedIndex, tabs.count - 1)
    showSelected()
  }

  /// The index of the selected tab; `NSNotFound` when there are none.
  open var selectedIndex: Int {
    get { storedSelectedIndex == Int.max ? NSNotFound : storedSelectedIndex }
    set {
      guard tabs.indices.contains(newValue) else { return }
      storedSelectedIndex = newValue
      showSelected()
    }
  }

  private var storedSelectedIndex = Int.max

  /// The selected view controller. Setting one that is not a tab does nothing.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// Makes the view with the tab bar in it and the selected view controller's view under it.
  open override func loadView() {
    super.loadView()
    view.addSubview(tabBar)
    showSelected()
  }

  /// Places the bar and the selected view controller's view before the view lays out.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layoutContainer()
  }

  package override func updateSafeArea() {
    super.updateSafeArea()
    layoutContainer()
  }

  private func showSelected() {
    if let selected = selectedViewController { tabBar.selectedItem = selected.tabBarItem }
    guard isViewLoaded else { return }
    for (index, controller) in tabs.enumerated() where index != storedSelectedIndex {
      controller.viewIfLoaded?.removeFromSuperview()
    }
    if let selected = selectedViewController { showChildView(of: selected, below: tabBar) }
    layoutContainer()
  }

  /// Places the bar at the bottom (its content height plus the bottom inset) and the selected
  /// view over the whole view, with the bar's content height added to its safe area.
  private func layoutContainer() {
    guard let view = viewIfLoaded else { return }
    let outer = view.safeAreaInsets
    let barHeight = tabBar.isHidden ? 0 : UITabBar.contentHeight
    let bounds = view.bounds
    tabBar.frame = CGRect(
      x: 0, y: bounds.height - barHeight - outer.bottom, width: bounds.width, height: barHeight + outer.bottom
    )
    guard let selected = selectedViewController else { return }
    fillView(with: selected, adding: UIEdgeInsets(top: 0, left: 0, bottom: barHeight, right: 0))
  }
}

extension UIViewController {
  /// The nearest tab bar controller this view controller is inside, if any.
  public var tabBarController: UITabBarController? {
    nearestParent(ofType: UITabBarController.self)
  }

  /// The nearest view controller among this one's parents, grandparents and so on that is a `T`.
  func nearestParent<T: UIViewController>(ofType type: T.Type) -> T? {
    var current = parent
    while let controller = current {
      if let match = controller as? T { return match }
      current = controller.parent
    }
    return nil
  }
}
