extension Stylable where Self: UIStackView {
  /// Sets the direction the stack arranges its views in.
  /// - Parameter value: `.vertical` or `.horizontal`.
  @discardableResult
  public func axis(_ value: NSLayoutConstraint.Axis) -> Self {
    axis = value
    return self
  }

  /// Sets the gap between adjacent arranged views.
  /// - Parameter value: The gap, in points.
  @discardableResult
  public func spacing(_ value: CGFloat) -> Self {
    spacing = value
    return self
  }

  /// Sets how the stack places its views across its axis.
  /// - Parameter value: The alignment, such as `.center`.
  @discardableResult
  public func alignment(_ value: UIStackView.Alignment) -> Self {
    alignment = value
    return self
  }

  /// Sets how the stack sizes its views along its axis.
  /// - Parameter value: The distribution, such as `.fillEqually`.
  @discardableResult
  public func distribution(_ value: UIStackView.Distribution) -> Self {
    distribution = value
    return self
  }

  /// Sets whether the stack lays out its views inside its layout margins.
  /// - Parameter value: `true` to use the margins.
  @discardableResult
  public func isLayoutMarginsRelativeArrangement(_ value: Bool) -> Self {
    isLayoutMarginsRelativeArrangement = value
    return self
  }

  /// Sets the stack's layout margins and lays its views out inside them.
  /// - Parameter value: The margins.
  @discardableResult
  public func layoutMargins(_ value: UIEdgeInsets) -> Self {
    layoutMargins = value
    isLayoutMarginsRelativeArrangement = true
    return self
  }

  /// Sets the gap after one arranged view, instead of ``spacing(_:)``, as UIKit's
  /// `setCustomSpacing(_:after:)` does. Inside the stack's builder, write ``customSpacing(_:)``
  /// on the view instead.
  /// - Parameters:
  ///   - value: The gap, in points.
  ///   - view: An arranged view of the stack.
  @discardableResult
  public func customSpacing(_ value: CGFloat, after view: UIView) -> Self {
    setCustomSpacing(value, after: view)
    return self
  }
}
