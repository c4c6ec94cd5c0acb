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

  /// Sets the font of the button's title by name, such as `"Avenir-Heavy"`, falling back to the
  /// system font of the same size when no font has that name.
  /// - Parameters:
  ///   - name: The font's full name.
  ///   - size: The size, in points.
  @discardableResult
  public func font(name: String, size: CGFloat) -> Self {
    font(UIFont(name: name, size: size) ?? .systemFont(ofSize: size))
  }

  /// Sets the button's background color while it is pressed (`.highlighted`), or when it is not
  /// (`.normal`). UIKit has a per-state background only for images, so the button changes its
  /// `backgroundColor` as it is pressed and released: on `.touchDown` and `.touchDragEnter` it
  /// takes the highlighted color, on release, cancel and `.touchDragExit` the normal one.
  ///
  /// ```swift
  /// UIButton("Buy")
  ///   .backgroundColor(.systemBlue)
  ///   .backgroundColor(UIColor.systemBlue.withAlphaComponent(0.7), for: .highlighted)
  /// ```
  /// Without a `.normal` color the button gets back the background color it had. Other states
  /// change without a control event, so they stop the program with a message; style them with a
  /// button configuration instead.
  /// - Parameters:
  ///   - color: The color, or `nil` to drop this state's color.
  ///   - state: `.highlighted` or `.normal`.
  @discardableResult
  public func backgroundColor(_ color: UIColor?, for state: UIControl.State) -> Self {
    precondition(
      state == .highlighted || state == .normal,
      "backgroundColor(_:for:) takes .highlighted or .normal; use a button configuration for other states")
    ButtonBackgroundColors.of(self).set(color, for: state)
    return self
  }
}
