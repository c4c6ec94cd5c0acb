import Foundation

/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers. A
/// discrete gesture: `.possible` → `.recognized` when the last finger of the last tap lifts.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture; 1 by default (UITapGestureRecognizer.h).
  open var numberOfTapsRequired = 1

  /// How many fingers each tap takes; 1 by default (UITapGestureRecognizer.h).
  open var numberOfTouchesRequired = 1

  private var tapsDone = 0
  private var fingersInTap = 0
  private var start: CGPoint?

  /// Fingers touched down: the recognizer takes note of them.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    fingersInTap = max(fingersInTap, numberOfTouches)
    if start == nil { start = location(in: nil) }
    if fingersInTap > numberOfTouchesRequired { state = .failed }
  }

  /// Fingers moved: the gesture may fail, begin or change.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start else { return }
    if Self.distance(from: start, to: location(in: nil)) > Self.allowableMovement { state = .failed }
  }

  /// Fingers lifted: the gesture ends, is recognized or fails.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, numberOfTouches == touches.count else { return }
    // The last finger of this tap lifted.
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsDone += 1
    fingersInTap = 0
    if tapsDone >= numberOfTapsRequired { state = .recognized }
  }

  /// Forgets the finished gesture, ready for the next.
  open override func reset() {
    super.reset()
    tapsDone = 0
    fingersInTap = 0
    start = nil
  }

  /// No public source: UIKit documents no movement limit for taps; HeadlessUIKit uses the
  /// long press's documented `allowableMovement`, 10 points.
  static let allowableMovement: CGFloat = 10

  static func distance(from a: CGPoint, to b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}
