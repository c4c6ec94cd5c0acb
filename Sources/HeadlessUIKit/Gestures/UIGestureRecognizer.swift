import Foundation

/// Recognizes a gesture from touches and runs its targets' actions as the gesture moves through
/// its states.
///
/// ```swift
/// let tap = UITapGestureRecognizer()
/// tap.addTarget(controller, action: PhotoViewController.didTapPhoto)
/// photo.addGestureRecognizer(tap)
/// ```
///
/// UIKit's target-action takes a selector, which needs the Objective-C runtime; HeadlessUIKit
/// takes an unapplied method reference instead (`Type.method`), with the target kept weakly as
/// in UIKit. Code that must build for iOS too should use DeclarativeUIKit's `.onTap { }` and
/// `.gesture(_:)` modifiers, which wrap target-action on both platforms.
///
/// Continuous gestures (pan, pinch, rotation, long press) go `.possible` → `.began` →
/// `.changed`... → `.ended` (or `.cancelled`); discrete ones (tap, swipe) go `.possible` →
/// `.recognized`; a gesture that cannot happen goes to `.failed`. Actions run for `.began`,
/// `.changed`, `.ended` and `.cancelled`; the recognizer goes back to `.possible` when the
/// touches end. Touches come from the simulation API (`UIView.simulateTap(at:)` and others).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of a gesture, with UIKit's raw values.
  public enum State: Int, Sendable {
    /// Not recognized yet; the default.
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// A continuous gesture ended, or a discrete one was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The touches are not this gesture.
    case failed = 5

    /// A discrete gesture was recognized: the same value as `.ended`.
    public static var recognized: UIGestureRecognizer.State { .ended }
  }

  private struct TargetAction {
    weak var object: AnyObject?
    let action: (AnyObject, UIGestureRecognizer) -> Void
    let identity: ObjectIdentifier
  }

  private var targets: [TargetAction] = []

  /// The gesture's state. Subclasses set it as touches arrive; setting `.began`, `.changed`,
  /// `.ended` or `.cancelled` runs the targets' actions.
  open var state: State = .possible {
    didSet {
      guard state != oldValue || state == .changed else { return }
      if oldValue == .possible, state == .began || state == .ended {
        // Leaving `.possible` is a decision: the delegate, then the other recognizers, may veto
        // it or hold it until recognizers this one requires to fail have failed.
        switch admission() {
        case .fail:
          state = .failed
          return
        case .wait:
          pendingState = state
          state = .possible
          return
        case .allow:
          break
        }
      }
      stateDidChange(from: oldValue)
    }
  }

  /// The touch sequence the recognizer takes part in, which arbitrates between recognizers.
  weak var touchSequence: SimulatedTouchSequence?

  enum Admission { case allow, wait, fail }

  /// Whether the recognizer may recognize now.
  private func admission() -> Admission {
    if !(delegate?.gestureRecognizerShouldBegin(self) ?? true) { return .fail }
    return touchSequence?.admission(for: self) ?? .allow
  }

  /// The object told about the recognizer's decisions, kept weakly.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether the recognizer receives touches; `true` by default. Turning it off during a
  /// gesture cancels it.
  open var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue else { return }
      if state == .began || state == .changed { state = .cancelled }
      finishSequence()
      touchSequence = nil
    }
  }

  /// The view the recognizer is attached to, set by `addGestureRecognizer(_:)`.
  open internal(set) weak var view: UIView?

  /// Whether recognizing the gesture cancels the touches the view is tracking (a button under
  /// it does not fire); `true` by default.
  open var cancelsTouchesInView = true

  /// Whether the view receives touches only after this gesture failed; `false` by default.
  open var delaysTouchesBegan = false

  /// Whether the view receives the end of touches only after this gesture failed; `true` by
  /// default.
  open var delaysTouchesEnded = true

  /// A name for debugging; `nil` by default.
  open var name: String?

  /// The touches the recognizer is following.
  var trackedTouches: [UITouch] = []

  /// Recognizers that must fail before this one may recognize.
  var requiredToFail: [WeakGestureRecognizer] = []

  /// A recognition held back until the recognizers this one requires to fail have failed.
  var pendingState: State?

  /// Creates a recognizer with no target.
  public override init() {
    super.init()
  }

  /// Creates a recognizer that runs an action on a target (HeadlessUIKit's form of UIKit's
  /// `init(target:action:)`).
  ///
  /// - Parameters:
  ///   - target: The object that receives the action, kept weakly.
  ///   - action: An unapplied method of the target, such as `Controller.didTap`.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> (UIGestureRecognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds a target and action; the same pair added twice runs once.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action, kept weakly.
  ///   - action: An unapplied method of the target, such as `Controller.didTap`.
  open func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (UIGestureRecognizer) -> Void
  ) {
    targets.append(
      TargetAction(
        object: target,
        action: { object, recognizer in
          if let object = object as? Target { action(object)(recognizer) }
        }, identity: ObjectIdentifier(target)))
  }

  /// Removes every action of a target, or, for `nil`, of every target.
  /// - Parameter target: The target, or `nil`.
  open func removeTarget(_ target: AnyObject?) {
    guard let target else {
      targets.removeAll()
      return
    }
    targets.removeAll { $0.identity == ObjectIdentifier(target) }
  }

  /// Makes this recognizer wait for another to fail before it recognizes; if the other
  /// recognizes, this one fails.
  ///
  /// ```swift
  /// singleTap.require(toFail: doubleTap)
  /// ```
  ///
  /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(WeakGestureRecognizer(otherGestureRecognizer))
  }

  /// The gesture's location in a view's coordinates: the centroid of its touches. Before any
  /// touch, the origin.
  /// - Parameter view: The view, or `nil` for window coordinates.
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return lastLocation.map { convertFromRoot($0, to: view) } ?? .zero }
    let points = trackedTouches.map { $0.location(in: view) }
    let count = CGFloat(points.count)
    return CGPoint(
      x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
  }

  /// How many touches the gesture involves.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The location of one of the gesture's touches.
  ///
  /// - Parameters:
  ///   - touchIndex: The index of the touch, below `numberOfTouches`.
  ///   - view: The view, or `nil` for window coordinates.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else {
      fatalError(
        "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count))."
      )
    }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// The last centroid, in root coordinates, kept after the touches lift.
  var lastLocation: CGPoint?
  weak var lastRoot: UIView?

  private func convertFromRoot(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let root = lastRoot else { return point }
    return view.convert(point, from: root)
  }

  // MARK: Subclass hooks (UIKit's UIGestureRecognizerSubclass)

  /// New touches arrived. Subclasses decide their state here and call `super`.
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: The event.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Touches moved.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: The event.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Touches lifted.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Touches were cancelled.
  /// - Parameters:
  ///   - touches: The touches cancelled.
  ///   - event: The event.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed {
      state = .cancelled
    } else if state == .possible {
      state = .failed
    }
  }

  /// Goes back to `.possible` and forgets the gesture; called after the touches end. Subclasses
  /// clear their own values and call `super`.
  open func reset() {}

  /// The last finger of a continuous gesture (pan, pinch, rotation) lifted: one under way ends,
  /// one that never began fails.
  func endContinuousGesture() {
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  /// Time passed with the touches held (HeadlessUIKit's clock for long presses).
  func touchesHeld(until time: TimeInterval) {}

  // MARK: Machinery

  /// Runs the actions for states that have them.
  private func stateDidChange(from oldValue: State) {
    switch state {
    case .began, .changed, .ended, .cancelled:
      if oldValue == .possible { touchSequence?.didRecognize(self) }
      for target in targets {
        if let object = target.object { target.action(object, self) }
      }
    case .possible, .failed:
      break
    }
  }

  /// Ends a touch sequence: back to `.possible`, touches forgotten.
  func finishSequence() {
    if let first = trackedTouches.first, let root = first.root {
      lastLocation = location(in: root)
      lastRoot = root
    }
    trackedTouches.removeAll()
    pendingState = nil
    reset()
    if state != .possible { state = .possible }
  }
}

/// A recognizer kept weakly (for `require(toFail:)`).
struct WeakGestureRecognizer {
  weak var recognizer: UIGestureRecognizer?

  init(_ recognizer: UIGestureRecognizer) {
    self.recognizer = recognizer
  }
}
