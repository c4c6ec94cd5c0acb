/// Values kept per control state, read with UIKit's fallback: the value set for exactly that
/// state, else the one set for `.normal`.
///
/// States are matched whole: a value for `.selected` is not used for `[.selected, .highlighted]`,
/// which falls back to `.normal` unless a value was set for that combination (UIKit's behaviour).
struct ControlStateValues<Value> {
  private var values: [UInt: Value] = [:]

  /// The value set for exactly `state`, or `nil`; setting `nil` removes it.
  subscript(exactly state: UIControl.State) -> Value? {
    get { values[state.rawValue] }
    set { values[state.rawValue] = newValue }
  }

  /// The value for `state`, falling back to the `.normal` one.
  subscript(state: UIControl.State) -> Value? {
    values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
  }
}
