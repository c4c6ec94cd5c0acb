/// A state a control can be in, used to read a `StateValue`.
///
/// ```swift
/// let colors = StateValue(normal: "blue", disabled: "gray")
/// colors[.disabled]   // "gray"
/// ```
public enum ViewState: Hashable, Sendable, CaseIterable {
  /// The default state: enabled, not selected, not highlighted.
  case normal
  /// While a touch is down inside the control.
  case highlighted
  /// While the control does not accept interaction.
  case disabled
  /// While the control is selected.
  case selected
  /// While the control has the focus.
  case focused
}
