extension UIButton {
  /// Sets the title for every state at once.
  ///
  /// A state without a value gets none, so UIKit shows the normal state's title in it.
  ///
  /// ```swift
  /// button.setTitle(StateValue(normal: "Follow", selected: "Following"))
  /// ```
  /// - Parameter values: The title per state.
  public func setTitle(_ values: StateValue<String>) {
    for state in UIControl.State.stateValueStates {
      setTitle(values.value(for: state), for: state)
    }
  }

  /// Sets the title color for every state at once.
  ///
  /// A state without a value gets none, so UIKit uses the normal state's color in it.
  /// - Parameter values: The color per state.
  public func setTitleColor(_ values: StateValue<UIColor>) {
    for state in UIControl.State.stateValueStates {
      setTitleColor(values.value(for: state), for: state)
    }
  }

  /// Sets the image for every state at once.
  ///
  /// A state without a value gets none, so UIKit shows the normal state's image in it.
  /// - Parameter values: The image per state.
  public func setImage(_ values: StateValue<UIImage>) {
    for state in UIControl.State.stateValueStates {
      setImage(values.value(for: state), for: state)
    }
  }

  /// Sets the background image for every state at once.
  ///
  /// A state without a value gets none, so UIKit shows the normal state's background in it.
  /// - Parameter values: The background image per state.
  public func setBackgroundImage(_ values: StateValue<UIImage>) {
    for state in UIControl.State.stateValueStates {
      setBackgroundImage(values.value(for: state), for: state)
    }
  }
}

extension Stylable where Self: UIButton {
  /// Sets the title for every state at once, as `setTitle(_:)` does.
  /// - Parameter values: The title per state.
  @discardableResult
  public func title(_ values: StateValue<String>) -> Self {
    setTitle(values)
    return self
  }

  /// Sets the title color for every state at once.
  /// - Parameter values: The color per state; states without one use the normal state's.
  @discardableResult
  public func titleColor(_ values: StateValue<UIColor>) -> Self {
    setTitleColor(values)
    return self
  }

  /// Sets the image for every state at once.
  /// - Parameter values: The image per state; states without one show the normal state's.
  @discardableResult
  public func image(_ values: StateValue<UIImage>) -> Self {
    setImage(values)
    return self
  }

  /// Sets the background image for every state at once.
  /// - Parameter values: The image per state; states without one show the normal state's.
  @discardableResult
  public func backgroundImage(_ values: StateValue<UIImage>) -> Self {
    setBackgroundImage(values)
    return self
  }
}
