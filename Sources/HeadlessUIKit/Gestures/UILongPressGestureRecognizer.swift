import Foundation

/// Recognizes fingers held still for `minimumPressDuration`: `.began` once held that long,
/// `.changed` as they then move (without limit), `.ended` when they lift. Moving more than
/// `allowableMovement` before that, or lifting early, fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Full taps needed before the press; 0 by default (UILongPressGestureRecognizer.h). The
  /// pressing touch's `tapCount` must be one more.
  open var numberOfTapsRequired = 0

  /// Fingers that must be held; 1 by default (UILongPressGestureRecognizer.h).
  open var numberOfTouchesRequired = 1

  /// Seconds the fingers must be held; 0.5 by default (UILongPressGestureRecognizer.h).
  open var minimumPressDuration: TimeInterval = 0.5

  /// Points the fingers may move before the press is recognized; 10 by default
  /// (UILongPressGestureRecognizer.h).
  open var allowableMovement: CGFloat = 10

  private var pressStart: TimeInterval?
  private var start: CGPoint?

  /// Fingers touched down: the recognizer takes note of them.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    // The press comes after `numberOfTapsRequired` full taps: its touch's tap count is one more
    // than that; touches with a lower count are the taps before it.
    let tapCount = touches.map(\.tapCount).max() ?? 1
    if numberOfTouches > numberOfTouchesRequired || tapCount > numberOfTapsRequired + 1 {
      state = .failed
      return
    }
    if tapCount == numberOfTapsRequired + 1, numberOfTouches == numberOfTouchesRequired {
      pressStart = event.timestamp
      start = location(in: nil)
    }
  }

  override func touchesHeld(until time: TimeInterval) {
    // Timestamps are sums of seconds in binary floating point: a hold of exactly the minimum
    // may come out a few ulps short (`(c + 0.5) - c < 0.5` for some clock values `c`), and
    // must still count.
    guard state == .possible, let pressStart, time - pressStart >= minimumPressDuration - 1e-9 else {
      return
    }
    state = .began
  }

  /// Fingers moved: the gesture may fail, begin or change.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      if let start, UITapGestureRecognizer.distance(from: start, to: location(in: nil)) > allowableMovement {
        state = .failed
      }
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
    switch state {
    case .began, .changed: state = .ended
    // A tap before the press lifting is expected; the press lifting early fails.
    case .possible where pressStart != nil: state = .failed
    default: break
    }
  }

  /// Forgets the finished gesture, ready for the next.
  open override func reset() {
    super.reset()
    pressStart = nil
    start = nil
  }
}
