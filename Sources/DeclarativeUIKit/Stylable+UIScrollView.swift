extension Stylable where Self: UIScrollView {
  /// Sets the space added around the scrolled content.
  /// - Parameter value: The insets.
  @discardableResult
  public func contentInset(_ value: UIEdgeInsets) -> Self {
    contentInset = value
    return self
  }

  /// Sets the size of the scrolled content.
  /// - Parameter value: The size.
  @discardableResult
  public func contentSize(_ value: CGSize) -> Self {
    contentSize = value
    return self
  }

  /// Enables or disables scrolling.
  /// - Parameter value: `false` to stop scrolling.
  @discardableResult
  public func isScrollEnabled(_ value: Bool) -> Self {
    isScrollEnabled = value
    return self
  }

  /// Sets whether scrolling stops on multiples of the view's bounds.
  /// - Parameter value: `true` to page.
  @discardableResult
  public func isPagingEnabled(_ value: Bool) -> Self {
    isPagingEnabled = value
    return self
  }

  /// Sets whether the scroll view bounces past the edges of its content.
  /// - Parameter value: `false` to stop at the edges.
  @discardableResult
  public func bounces(_ value: Bool) -> Self {
    bounces = value
    return self
  }

  /// Sets whether the scroll view bounces vertically even when its content fits.
  /// - Parameter value: `true` to always bounce.
  @discardableResult
  public func alwaysBounceVertical(_ value: Bool) -> Self {
    alwaysBounceVertical = value
    return self
  }

  /// Sets whether the scroll view bounces horizontally even when its content fits.
  /// - Parameter value: `true` to always bounce.
  @discardableResult
  public func alwaysBounceHorizontal(_ value: Bool) -> Self {
    alwaysBounceHorizontal = value
    return self
  }

  /// Shows or hides the vertical scroll indicator.
  /// - Parameter value: `false` to hide it.
  @discardableResult
  public func showsVerticalScrollIndicator(_ value: Bool) -> Self {
    showsVerticalScrollIndicator = value
    return self
  }

  /// Shows or hides the horizontal scroll indicator.
  /// - Parameter value: `false` to hide it.
  @discardableResult
  public func showsHorizontalScrollIndicator(_ value: Bool) -> Self {
    showsHorizontalScrollIndicator = value
    return self
  }

  /// Sets the object told about scrolling, dragging and zooming, which the scroll view holds
  /// weakly. A text view, table or collection view takes its own kind of delegate.
  /// - Parameter value: The delegate, or `nil`.
  @discardableResult
  public func delegate(_ value: (any UIScrollViewDelegate)?) -> Self {
    delegate = value
    return self
  }

  /// Sets whether dragging the content dismisses the keyboard, as in a form or a chat.
  /// - Parameter value: Such as `.onDrag` or `.interactive`; `.none` by default.
  @discardableResult
  public func keyboardDismissMode(_ value: UIScrollView.KeyboardDismissMode) -> Self {
    keyboardDismissMode = value
    return self
  }
}
