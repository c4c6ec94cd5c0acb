extension UIScrollView {
  /// How dragging a scroll view's content dismisses the keyboard (raw values of
  /// `UIScrollViewKeyboardDismissMode`, iOS 16.5 SDK `UIScrollView.h`).
  public enum KeyboardDismissMode: Int, Sendable {
    /// Dragging leaves the keyboard up.
    case none = 0
    /// The keyboard goes away when a drag begins.
    case onDrag = 1
    /// The keyboard follows the finger down and can be pulled back up.
    case interactive = 2
    /// As `.onDrag`, dismissing the keyboard's accessory view too.
    case onDragWithAccessory = 3
    /// As `.interactive`, with the keyboard's accessory view too.
    case interactiveWithAccessory = 4

    /// Whether the keyboard goes away as soon as a drag begins.
    var dismissesWhenDraggingBegins: Bool { self == .onDrag || self == .onDragWithAccessory }
  }
}
