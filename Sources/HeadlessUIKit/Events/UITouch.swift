import Foundation

/// One finger on the screen: where it is, in which phase, and the view it started in.
///
/// HeadlessUIKit has no screen: touches come from the simulation API (`UIView.simulateTap(at:)`,
/// `simulatePan(along:)` and the like), which creates and moves them as UIKit would.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// Where a touch is in its life, with UIKit's raw values.
  public enum Phase: Int, Sendable {
    /// The finger touched the screen.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger is down but has not moved since the last event.
    case stationary = 2
    /// The finger left the screen.
    case ended = 3
    /// The system stopped tracking the touch.
    case cancelled = 4
    /// A pointer entered a region (indirect input).
    case regionEntered = 5
    /// A pointer moved within a region (indirect input).
    case regionMoved = 6
    /// A pointer left a region (indirect input).
    case regionExited = 7
  }

  /// The kind of input a touch comes from, with UIKit's raw values.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct = 0
    /// A touch not on the screen.
    case indirect = 1
    /// Apple Pencil.
    case pencil = 2
    /// A pointer's button press.
    case indirectPointer = 3
  }

  /// The touch's phase.
  open internal(set) var phase: Phase = .began

  /// When the touch last changed, in seconds.
  open internal(set) var timestamp: TimeInterval = 0

  /// How many times the finger tapped in quick succession at this place; 1 for a single tap.
  open internal(set) var tapCount = 1

  /// The kind of input; `.direct` for simulated touches.
  open var type: TouchType { .direct }

  /// The view the touch began in (the hit-tested view), or `nil`.
  open internal(set) var view: UIView?

  /// The window the touch is in, if the view is in one.
  open var window: UIWindow? { view?.window }

  /// The gesture recognizers receiving this touch.
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []

  /// The touch's location in the coordinates of `root`.
  var rootLocation: CGPoint = .zero
  var previousRootLocation: CGPoint = .zero

  /// The top of the hierarchy the touch is in: the window, or the topmost superview.
  weak var root: UIView?

  /// Creates a touch. HeadlessUIKit's simulation creates them; UIKit's apps never do.
  public override init() {
    super.init()
  }

  /// The touch's location in a view's coordinates; `nil` gives window (root) coordinates.
  /// - Parameter view: The view whose coordinates to use, or `nil`.
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let root else { return rootLocation }
    return view.convert(rootLocation, from: root)
  }

  /// The touch's location at the previous event, in a view's coordinates.
  /// - Parameter view: The view whose coordinates to use, or `nil`.
  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view, let root else { return previousRootLocation }
    return view.convert(previousRootLocation, from: root)
  }
}
