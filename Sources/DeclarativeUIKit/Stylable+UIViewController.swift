extension UIViewController: Stylable {}

extension Stylable where Self: UIViewController {
  /// Sets the view controller's title, which navigation and tab bars show.
  /// - Parameter value: The title.
  @discardableResult
  public func title(_ value: String?) -> Self {
    title = value
    return self
  }

  /// Sets when a navigation bar shows this view controller's title large.
  /// - Parameter value: `.always`, `.never` or `.automatic`.
  @discardableResult
  public func largeTitleDisplayMode(_ value: UINavigationItem.LargeTitleDisplayMode) -> Self {
    navigationItem.largeTitleDisplayMode = value
    return self
  }

  /// Sets the title of the back button that leads back to this view controller.
  /// - Parameter value: The title; `nil` uses the view controller's title.
  @discardableResult
  public func backButtonTitle(_ value: String?) -> Self {
    navigationItem.backButtonTitle = value
    return self
  }

  /// Sets the bar button items on the leading side of the navigation bar.
  /// - Parameter items: The items, from the edge inwards.
  @discardableResult
  public func leftBarButtonItems(_ items: [UIBarButtonItem]) -> Self {
    navigationItem.leftBarButtonItems = items
    return self
  }

  /// Sets the bar button items on the trailing side of the navigation bar.
  ///
  /// ```swift
  /// UIViewController { list }
  ///   .title("Inbox")
  ///   .rightBarButtonItems([UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in compose() })])
  /// ```
  /// - Parameter items: The items, from the edge inwards.
  @discardableResult
  public func rightBarButtonItems(_ items: [UIBarButtonItem]) -> Self {
    navigationItem.rightBarButtonItems = items
    return self
  }

  /// Sets the tab a tab bar controller shows for this view controller.
  /// - Parameter item: The tab's title and image.
  @discardableResult
  public func tabBarItem(_ item: UITabBarItem) -> Self {
    tabBarItem = item
    return self
  }

  /// Sets insets added to the safe area the view controller's view gets.
  /// - Parameter value: The extra insets.
  @discardableResult
  public func additionalSafeAreaInsets(_ value: UIEdgeInsets) -> Self {
    additionalSafeAreaInsets = value
    return self
  }

  /// Sets the interface style this view controller and its children use whatever the system's.
  /// - Parameter value: `.light`, `.dark`, or `.unspecified` to follow the system.
  @discardableResult
  public func overrideUserInterfaceStyle(_ value: UIUserInterfaceStyle) -> Self {
    overrideUserInterfaceStyle = value
    return self
  }

  /// Sets how the view controller covers its presenter when presented.
  /// - Parameter value: Such as `.pageSheet` or `.fullScreen`.
  @discardableResult
  public func modalPresentationStyle(_ value: UIModalPresentationStyle) -> Self {
    modalPresentationStyle = value
    return self
  }
}

extension Stylable where Self: UINavigationController {
  /// Sets whether the navigation bar may show titles large.
  /// - Parameter value: `true` for large titles.
  @discardableResult
  public func prefersLargeTitles(_ value: Bool) -> Self {
    navigationBar.prefersLargeTitles = value
    return self
  }
}
