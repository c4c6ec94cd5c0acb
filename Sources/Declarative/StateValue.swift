/// One value per control state (normal, highlighted, disabled, selected, focused), each
/// optional, for styling that changes with the state.
///
/// ```swift
/// let titleColor = StateValue(normal: Color.blue, highlighted: .green, disabled: .gray)
/// titleColor[.normal]        // .blue
/// titleColor[.selected]      // nil: no value for that state
/// titleColor.map(\.name)     // a StateValue<String>
/// ```
public struct StateValue<Value> {
  /// The value for the normal state.
  public var normal: Value?
  /// The value for the highlighted state.
  public var highlighted: Value?
  /// The value for the disabled state.
  public var disabled: Value?
  /// The value for the selected state.
  public var selected: Value?
  /// The value for the focused state.
  public var focused: Value?

  /// Creates a state value; a state left out has no value.
  ///
  /// - Parameters:
  ///   - normal: The value for the normal state.
  ///   - highlighted: The value while highlighted.
  ///   - disabled: The value while disabled.
  ///   - selected: The value while selected.
  ///   - focused: The value while focused.
  public init(
    normal: Value? = nil,
    highlighted: Value? = nil,
    disabled: Value? = nil,
    selected: Value? = nil,
    focused: Value? = nil
  ) {
    self.normal = normal
    self.highlighted = highlighted
    self.disabled = disabled
    self.selected = selected
    self.focused = focused
  }

  /// The value for `state`, or `nil` when that state has none.
  ///
  /// - Parameter state: The state to read or write.
  public subscript(state: ViewState) -> Value? {
    get {
      switch state {
      case .normal: normal
      case .highlighted: highlighted
      case .disabled: disabled
      case .selected: selected
      case .focused: focused
      }
    }
    set {
      switch state {
      case .normal: normal = newValue
      case .highlighted: highlighted = newValue
      case .disabled: disabled = newValue
      case .selected: selected = newValue
      case .focused: focused = newValue
      }
    }
  }

  /// Returns the state value with `transform` applied to every value present.
  ///
  /// - Parameter transform: Converts one state's value; states without a value stay empty.
  public func map<Mapped>(_ transform: (Value) throws -> Mapped) rethrows -> StateValue<Mapped> {
    try StateValue<Mapped>(
      normal: normal.map(transform),
      highlighted: highlighted.map(transform),
      disabled: disabled.map(transform),
      selected: selected.map(transform),
      focused: focused.map(transform))
  }
}

extension StateValue: Equatable where Value: Equatable {}
extension StateValue: Hashable where Value: Hashable {}
extension StateValue: Sendable where Value: Sendable {}
