extension Stylable where Self: UIPageControl {
  /// Sets the number of pages (dots).
  /// - Parameter value: The number of pages.
  @discardableResult
  public func numberOfPages(_ value: Int) -> Self {
    numberOfPages = value
    return self
  }

  /// Sets the page shown, kept to a page that exists.
  /// - Parameter value: The page's index.
  @discardableResult
  public func currentPage(_ value: Int) -> Self {
    currentPage = value
    return self
  }

  /// Sets whether the control hides itself when there is only one page.
  /// - Parameter value: `true` to hide it then.
  @discardableResult
  public func hidesForSinglePage(_ value: Bool) -> Self {
    hidesForSinglePage = value
    return self
  }

  /// Sets the colour of the other pages' dots.
  /// - Parameter value: The colour, or `nil` for the system's.
  @discardableResult
  public func pageIndicatorTintColor(_ value: UIColor?) -> Self {
    pageIndicatorTintColor = value
    return self
  }

  /// Sets the colour of the current page's dot.
  /// - Parameter value: The colour, or `nil` for the system's.
  @discardableResult
  public func currentPageIndicatorTintColor(_ value: UIColor?) -> Self {
    currentPageIndicatorTintColor = value
    return self
  }

  /// Runs a closure with the new page each time the user changes it, replacing the closure a
  /// previous call installed for `.valueChanged`.
  /// - Parameter handler: The closure, given the new page's index.
  @discardableResult
  public func onChange(_ handler: ((Int) -> Void)?) -> Self {
    installHandler(for: .valueChanged, handler.map { handler in { control in handler(control.currentPage) } })
    return self
  }
}
