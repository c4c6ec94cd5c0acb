import Foundation

/// The object that tells a gesture recognizer whether to begin, whether to receive a touch, and
/// whether it may recognize together with another. Every method has a default, as UIKit's
/// optional methods do.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the gesture may leave `.possible`; `true` by default. Returning `false` makes it
  /// fail.
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Whether two recognizers may recognize at the same time; `false` by default (the first to
  /// recognize makes the other fail).
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the recognizer sees a touch at all; `true` by default.
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - touch: The touch that began.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

  /// Whether the recognizer waits for another to fail; `false` by default.
  /// - Parameters:
  ///   - gestureRecognizer: The delegate's recognizer.
  ///   - otherGestureRecognizer: The other recognizer.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// `true`: the gesture may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// `false`: only one recognizer recognizes.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// `true`: every touch is seen.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    true
  }

  /// `false`: no extra failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
