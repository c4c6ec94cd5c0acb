extension Stylable where Self: UIButton {
  /// Sets the button's title for one state (the normal state by default).
  ///
  /// States without a title of their own show the normal one.
  /// - Parameters:
  ///   - value: The title.
  ///   - state: The state it is shown in.
  @discardableResult
  public func title(_ value: String?, for state: UIControl.State = .normal) -> Self {
    setTitle(value, for: state)
    return self
  }

  /// Sets the button's title color for one state (the normal state by default).
  /// - Parameters:
  ///   - value: The color.
  ///   - state: The state it is used in.
  @discardableResult
  public func titleColor(_ value: UIColor?, for state: UIControl.State = .normal) -> Self {
    setTitleColor(value, for: state)
    return self
  }

  /// Sets the button's image for one state (the normal state by default).
  /// - Parameters:
  ///   - value: The image.
  ///   - state: The state it is shown in.
  @discardableResult
  public func image(_ value: UIImage?, for state: UIControl.State = .normal) -> Self {
    setImage(value, for: state)
    return self
  }

  /// Sets the button's background image for one state (the normal state by default).
  /// - Parameters:
  ///   - value: The image.
  ///   - state: The state it is shown in.
  @discardableResult
  public func backgroundImage(_ value: UIImage?, for state: UIControl.State = .normal) -> Self {
    setBackgroundImage(value, for: state)
    return self
  }

  /// Sets the font of the button's title.
  /// - Parameter value: The font.
  @discardableResult
  public func font(_ value: UIFont) -> Self {
    titleLabel?.font = value
    return self
  }
}
