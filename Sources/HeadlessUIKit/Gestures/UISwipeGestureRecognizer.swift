import Foundation

/// Recognizes a swipe in one of `direction`'s directions with `numberOfTouchesRequired`
/// fingers. A discrete gesture, judged when the fingers lift: recognized when the movement
/// mostly goes one allowed way and is longer than 10 points (HeadlessUIKit's rule; UIKit
/// documents no distance).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe may go, with UIKit's raw values (UISwipeGestureRecognizer.h).
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The bits of the mask.
    public let rawValue: UInt

    /// Creates a set of directions from a raw value.
    /// - Parameter rawValue: The bits: right 1, left 2, up 4, down 8.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Towards the right; 1 << 0.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left; 1 << 1.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards; 1 << 2.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards; 1 << 3.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The allowed directions; `.right` by default (UISwipeGestureRecognizer.h).
  open var direction: Direction = .right

  /// The fingers that must swipe; 1 by default (UISwipeGestureRecognizer.h).
  open var numberOfTouchesRequired = 1

  private var origin: CGPoint?
  private var fingers = 0

  /// Fingers touched down: the recognizer takes note of them.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers = max(fingers, numberOfTouches)
    if origin == nil { origin = location(in: nil) }
    if fingers > numberOfTouchesRequired { state = .failed }
  }

  /// Fingers lifted: the gesture ends, is recognized or fails.
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, numberOfTouches == touches.count, let origin else { return }
    let end = location(in: nil)
    let dx = end.x - origin.x
    let dy = end.y - origin.y
    let went: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    let length = max(abs(dx), abs(dy))
    let recognized =
      fingers == numberOfTouchesRequired && direction.contains(went)
      && length > UITapGestureRecognizer.allowableMovement
    state = recognized ? .recognized : .failed
  }

  /// Forgets the finished gesture, ready for the next.
  open override func reset() {
    super.reset()
    origin = nil
    fingers = 0
  }
}
