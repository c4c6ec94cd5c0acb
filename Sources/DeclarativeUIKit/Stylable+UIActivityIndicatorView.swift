extension Stylable where Self: UIActivityIndicatorView {
  /// Sets the style, which sets the size.
  /// - Parameter value: `.medium` or `.large`.
  @discardableResult
  public func style(_ value: UIActivityIndicatorView.Style) -> Self {
    style = value
    return self
  }

  /// Sets the spokes' colour.
  /// - Parameter value: The colour, or `nil` for the style's.
  @discardableResult
  public func color(_ value: UIColor?) -> Self {
    color = value
    return self
  }

  /// Sets whether the indicator hides itself while stopped.
  /// - Parameter value: `false` to keep it visible.
  @discardableResult
  public func hidesWhenStopped(_ value: Bool) -> Self {
    hidesWhenStopped = value
    return self
  }

  /// Starts or stops the indicator.
  ///
  /// ```swift
  /// UIActivityIndicatorView(style: .medium).isAnimating(true)
  /// ```
  /// - Parameter value: `true` to start it, `false` to stop it.
  @discardableResult
  public func isAnimating(_ value: Bool) -> Self {
    if value { startAnimating() } else { stopAnimating() }
    return self
  }
}
