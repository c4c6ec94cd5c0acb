extension UIRefreshControl {
  /// Pulls the scroll view down until it refreshes, as a user would. HeadlessUIKit only.
  ///
  /// Starts refreshing and sends `.valueChanged`, which is where an app starts loading.
  ///
  /// ```swift
  /// refresh.simulatePullToRefresh()
  /// refresh.isRefreshing  // true until the app calls endRefreshing()
  /// ```
  /// - Returns: `false`, and nothing happens, when the control is disabled, not in a scroll
  ///   view, or already refreshing.
  @discardableResult
  public func simulatePullToRefresh() -> Bool {
    guard isEnabled, superview is UIScrollView, !isRefreshing else { return false }
    beginRefreshing()
    sendActions(for: .valueChanged)
    return true
  }
}
