import Foundation

/// Recognizes two fingers moving apart or together: `.began` at the first change of distance,
/// `.changed` after, `.ended` when a finger lifts. `scale` multiplies by the change of
/// distance at each move, so setting it to 1 in the action reports each step's scale.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the fingers' distance to where they started; 1 before a pinch.
  open var scale: CGFloat = 1

  /// The speed of the pinch in scale per second.
  open private(set) var velocity: CGFloat = 0

  private var previous: (distance: CGFloat, time: TimeInterval)?

  private func fingerDistance() -> CGFloat? {
    guard numberOfTouches >= 2 else { return nil }
    return UITapGestureRecognizer.distance(
      from: location(ofTouch: 0, in: nil), to: location(ofTouch: 1, in: nil))
  }

  /// Fingers touched down: the recognizer takes note of them.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if let distance = fingerDistance() { previous = (distance, event.timestamp) }
  }

  /// Fingers moved: the gesture may fail, begin or change.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let distance = fingerDistance(), let last = previous, last.distance > 0 else { return }
    let step = distance / last.distance
    guard step != 1 || state != .possible else { return }
    let before = scale
    scale *= step
    if event.timestamp > last.time { velocity = (scale - before) / CGFloat(event.timestamp - last.time) }
    previous = (distance, event.timestamp)
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
    scale = 1
    velocity = 0
    previous = nil
  }
}
