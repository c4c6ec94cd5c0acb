import Foundation

/// One event of touches: the touches that are down and when it happened.
///
/// HeadlessUIKit's simulation creates events for the touches it delivers; `hitTest(_:with:)` and
/// `point(inside:with:)` accept `nil` as well.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kinds of events, with UIKit's raw values.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches = 0
    /// Device motion (shaking).
    case motion = 1
    /// Remote-control commands.
    case remoteControl = 2
    /// Physical button presses.
    case presses = 3
    /// Scrolling from a pointer device.
    case scroll = 10
    /// A pointer hovering.
    case hover = 11
    /// A trackpad transform (pinch or rotate).
    case transform = 14
  }

  /// The kind of event; `.touches` for simulated touches.
  open var type: EventType { .touches }

  /// When the event happened, in seconds.
  open internal(set) var timestamp: TimeInterval = 0

  /// Every touch in the event, or `nil`.
  open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : Set(touches) }

  var touches: [UITouch] = []

  /// Creates an event. HeadlessUIKit's simulation creates them; UIKit's apps never do.
  public override init() {
    super.init()
  }

  /// The event's touches that began in a view.
  /// - Parameter view: The view.
  open func touches(for view: UIView) -> Set<UITouch>? {
    let found = touches.filter { $0.view === view }
    return found.isEmpty ? nil : Set(found)
  }

  /// The event's touches a gesture recognizer receives.
  /// - Parameter gesture: The gesture recognizer.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    let found = touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    return found.isEmpty ? nil : Set(found)
  }
}
