import Foundation

/// Recognizes dragging: `.began` once the fingers move far enough, `.changed` as they move,
/// `.ended` when they lift. `translation(in:)` is the distance moved since the start;
/// `velocity(in:)` the speed of the last move.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that pan; 1 by default (UIPanGestureRecognizer.h).
  open var minimumNumberOfTouches = 1

  /// The most fingers that pan; `UINT_MAX` by default (UIPanGestureRecognizer.h).
  open var maximumNumberOfTouches = Int(UInt32.max)

  private var origin: CGPoint?
  private var previous: (point: CGPoint, time: TimeInterval)?
  private var speed = CGPoint.zero

  /// No public source: the distance the fingers move before a pan begins. HeadlessUIKit uses
  /// 10 points, the long press's documented `allowableMovement`, so a press that moves less
  /// stays a press and one that moves more becomes a pan.
  static let beginDistance: CGFloat = 10

  /// How far the fingers moved since the pan began (or since `setTranslation(_:in:)`).
  /// HeadlessUIKit applies no transforms, so the value is the same in every view.
  /// - Parameter view: The view whose coordinates to use, or `nil`.
  open func translation(in view: UIView?) -> CGPoint {
    guard let origin else { return .zero }
    let current = location(in: nil)
    return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
  }

  /// Sets the translation reported from now on (usually `.zero` after applying it).
  /// - Parameters:
  ///   - translation: The new translation.
  ///   - view: The view whose coordinates it is in, or `nil`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let current = location(in: nil)
    origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
  }

  /// The speed of the last move, in points per second.
  /// - Parameter view: The view whose coordinates to use, or `nil`.
  open func velocity(in view: UIView?) -> CGPoint { speed }

  /// Fingers touched down: the recognizer takes note of them.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if numberOfTouches > maximumNumberOfTouches {
      if state == .possible {
        state = .failed
      } else if state == .began || state == .changed {
        state = .ended
      }
      return
    }
    if origin == nil { origin = location(in: nil) }
    previous = (location(in: nil), event.timestamp)
  }

  /// Fingers moved: the gesture may fail, begin or change.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let point = location(in: nil)
    if let previous, event.timestamp > previous.time {
      let elapsed = CGFloat(event.timestamp - previous.time)
      speed = CGPoint(x: (point.x - previous.point.x) / elapsed, y: (point.y - previous.point.y) / elapsed)
    }
    previous = (point, event.timestamp)
    switch state {
    case .possible:
      guard let origin, numberOfTouches >= minimumNumberOfTouches,
        UITapGestureRecognizer.distance(from: origin, to: point) >= Self.beginDistance
      else { return }
      state = .began
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Fingers lifted: the gesture ends, is recognized or fails.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == touches.count else { return }
    endContinuousGesture()
  }

  /// Forgets the finished gesture, ready for the next.
  open override func reset() {
    super.reset()
    origin = nil
    previous = nil
    speed = .zero
  }
}
