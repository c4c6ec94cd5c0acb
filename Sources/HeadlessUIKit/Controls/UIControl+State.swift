extension UIControl {
  /// The states a control can be in, as a bit set; a control is often in several at once.
  ///
  /// ```swift
  /// button.setTitleColor(.gray, for: [.selected, .highlighted])
  /// ```
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits of the set, with UIKit's values.
    public let rawValue: UInt

    /// Creates a state set from its bits.
    /// - Parameter rawValue: The bits, with UIKit's values.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The default state: enabled, not selected, not highlighted (no bit set).
    public static let normal = State([])
    /// Set while a touch is down inside the control (`isHighlighted`).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Set when `isEnabled` is false.
    public static let disabled = State(rawValue: 1 << 1)
    /// Set when `isSelected` is true.
    public static let selected = State(rawValue: 1 << 2)
    /// Set when the control has the focus (focus-driven interfaces only; never set here).
    public static let focused = State(rawValue: 1 << 3)
    /// Bits left free for the application's own states.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits kept for the framework's internal use.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
