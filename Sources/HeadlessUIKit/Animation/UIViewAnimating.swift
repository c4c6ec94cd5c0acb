import Foundation

/// Where an animator is in its life, with UIKit's raw values (UIViewAnimating.h).
public enum UIViewAnimatingState: Int, Sendable {
  /// Not animating: created, or finished.
  case inactive = 0
  /// Animating, running or paused.
  case active = 1
  /// Stopped, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animation ended, with UIKit's raw values (UIViewAnimating.h).
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At its end values.
  case end = 0
  /// At its start values.
  case start = 1
  /// Wherever it was stopped.
  case current = 2
}

/// An animation that can be started, paused, stopped and finished:
/// `UIViewPropertyAnimator`'s protocol.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// The animator's state.
  var state: UIViewAnimatingState { get }
  /// Whether the animation is running (never while paused or stopped).
  var isRunning: Bool { get }
  /// Whether the animation runs backwards.
  var isReversed: Bool { get set }
  /// How far the animation is, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animation.
  func startAnimation()
  /// Starts the animation after a delay.
  /// - Parameter delay: Seconds to wait; not negative.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animation, or starts it paused.
  func pauseAnimation()
  /// Stops the animation.
  /// - Parameter withoutFinishing: `true` to become inactive at once; `false` to wait for
  ///   `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation.
  /// - Parameter finalPosition: Where the animated values end.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
