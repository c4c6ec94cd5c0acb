import Foundation

/// Recognizes two fingers turning: `.began` at the first change of angle, `.changed` after,
/// `.ended` when a finger lifts. `rotation` (radians, clockwise on screen) adds each move's turn.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The turn since the start, in radians; 0 before a rotation.
  open var rotation: CGFloat = 0

  /// The speed of the turn in radians per second.
  open private(set) var velocity: CGFloat = 0

  private var previous: (angle: CGFloat, time: TimeInterval)?

  private func fingerAngle() -> CGFloat? {
    guard numberOfTouches >= 2 else { return nil }
    let a = location(ofTouch: 0, in: nil)
    let b = location(ofTouch: 1, in: nil)
    return atan2(b.y - a.y, b.x - a.x)
  }

  /// Fingers touched down: the recognizer takes note of them.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if let angle = fingerAngle() { previous = (angle, event.timestamp) }
  }

  /// Fingers moved: the gesture may fail, begin or change.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let angle = fingerAngle(), let last = previous else { return }
    var step = angle - last.angle
    // The shorter way round.
    if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
    guard step != 0 || state != .possible else { return }
    rotation += step
    if event.timestamp > last.time { velocity = step / CGFloat(event.timestamp - last.time) }
    previous = (angle, event.timestamp)
    state = state == .possible ? .began : .changed
  }

  /// Fingers lifted: the gesture ends, is recognized or fails.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    endContinuousGesture()
  }

  /// Forgets the finished gesture, ready for the next.
  open override func reset() {
    super.reset()
    rotation = 0
    velocity = 0
    previous = nil
  }
}
