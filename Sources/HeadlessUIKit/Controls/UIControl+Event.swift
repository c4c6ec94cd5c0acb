extension UIControl {
  /// The events a control reports to its actions, as a bit set.
  ///
  /// ```swift
  /// control.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
  /// ```
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits of the set, with UIKit's values.
    public let rawValue: UInt

    /// Creates an event set from its bits.
    /// - Parameter rawValue: The bits, with UIKit's values.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger touched down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down (tap count above one).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved inside the control's bounds.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved outside the control's bounds.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger moved from outside to inside the control's bounds.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger moved from inside to outside the control's bounds.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control: the usual "tap".
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control's bounds.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (switch, slider, segmented control).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action fired (a button tap, a switch toggle, the return key).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu is about to be shown.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// A text field started editing.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed while editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field stopped editing.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// A text field stopped editing because the return key was pressed.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Bits left free for the application's own events.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Bits kept for the framework's internal use.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
