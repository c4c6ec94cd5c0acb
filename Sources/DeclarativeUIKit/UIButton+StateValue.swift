extension Stylable where Self: UIButton {
  /// Sets the title for every state at once.
  ///
  /// A state without a value gets none, so UIKit shows the normal state's title in it.
  ///
  /// ```swift
  /// UIButton().title(StateValue(normal: "Follow", selected: "Following"))
  /// ```
  /// - Parameter values: The title per state.
  @discardableResult
  public func title(_ values: StateValue<String>) -> Self {
    for state in UIControl.State.stateValueStates {
      setTitle(values.value(for: state), for: state)
    }
    return self
  }

  /// Sets the title color for every state at once.
  /// - Parameter values: The color per state; states without one use the normal state's.
  @discardableResult
  public func titleColor(_ values: StateValue<UIColor>) -> Self {
    for state in UIControl.State.stateValueStates {
      setTitleColor(values.value(for: state), for: state)
    }
    return self
  }

  /// Sets the image for every state at once.
  /// - Parameter values: The image per state; states without one show the normal state's.
  @discardableResult
  public func image(_ values: StateValue<UIImage>) -> Self {
    for state in UIControl.State.stateValueStates {
      setImage(values.value(for: state), for: state)
    }
    return self
  }

  /// Sets the background image for every state at once.
  /// - Parameter values: The image per state; states without one show the normal state's.
  @discardableResult
  public func backgroundImage(_ values: StateValue<UIImage>) -> Self {
    for state in UIControl.State.stateValueStates {
      setBackgroundImage(values.value(for: state), for: state)
    }
    return self
  }
}
