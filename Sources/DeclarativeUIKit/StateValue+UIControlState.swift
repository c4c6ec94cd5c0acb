extension StateValue {
  /// The value for a UIKit control state, or `nil` when that state has none.
  ///
  /// The five single states map to their own values; `[]` is `.normal`. A combined state such as
  /// `[.selected, .highlighted]` has no value of its own here, so the result is `nil`.
  ///
  /// ```swift
  /// let colors = StateValue(normal: UIColor.blue, disabled: .gray)
  /// colors.value(for: .disabled)  // .gray
  /// ```
  /// - Parameter state: The control state.
  public func value(for state: UIControl.State) -> Value? {
    switch state {
    case .normal: normal
    case .highlighted: highlighted
    case .disabled: disabled
    case .selected: selected
    case .focused: focused
    default: nil
    }
  }
}

extension UIControl.State {
  /// The control states a `StateValue` has a value for, in its order.
  static var stateValueStates: [UIControl.State] {
    [.normal, .highlighted, .disabled, .selected, .focused]
  }
}
