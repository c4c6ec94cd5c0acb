import DeclarativeUIKit
import Foundation

// Compile-only: gesture recognizers, touches and events, as the DSL and HeadlessUIKit spell them.
// Built against HeadlessUIKit here and against the real UIKit by the iOS SDK check.

/// Spells out the gesture recognizers' signatures.
@MainActor
func gestureSignatures() {
  let _: [UIGestureRecognizer.State] = [
    .possible, .began, .changed, .ended, .cancelled, .failed, .recognized,
  ]
  let _: KeyPath<UIGestureRecognizer.State, Int> = \UIGestureRecognizer.State.rawValue
  let _: () -> UIGestureRecognizer = UIGestureRecognizer.init
  let _: KeyPath<UIGestureRecognizer, UIGestureRecognizer.State> = \UIGestureRecognizer.state
  let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.isEnabled
  let _: KeyPath<UIGestureRecognizer, UIView?> = \UIGestureRecognizer.view
  let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.cancelsTouchesInView
  let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.delaysTouchesBegan
  let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.delaysTouchesEnded
  let _: ReferenceWritableKeyPath<UIGestureRecognizer, String?> = \UIGestureRecognizer.name
  let _: KeyPath<UIGestureRecognizer, Int> = \UIGestureRecognizer.numberOfTouches
  let _: (UIGestureRecognizer) -> (UIGestureRecognizer) -> Void = UIGestureRecognizer.require(toFail:)
  let _: (UIGestureRecognizer) -> (UIView?) -> CGPoint = UIGestureRecognizer.location(in:)
  let _: (UIGestureRecognizer) -> (Int, UIView?) -> CGPoint = UIGestureRecognizer.location(ofTouch:in:)

  let _: ReferenceWritableKeyPath<UITapGestureRecognizer, Int> = \UITapGestureRecognizer.numberOfTapsRequired
  let _: ReferenceWritableKeyPath<UITapGestureRecognizer, Int> =
    \UITapGestureRecognizer.numberOfTouchesRequired
  let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, TimeInterval> =
    \UILongPressGestureRecognizer.minimumPressDuration
  let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, CGFloat> =
    \UILongPressGestureRecognizer.allowableMovement
  let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, Int> =
    \UILongPressGestureRecognizer.numberOfTapsRequired
  let _: ReferenceWritableKeyPath<UIPanGestureRecognizer, Int> =
    \UIPanGestureRecognizer.minimumNumberOfTouches
  let _: ReferenceWritableKeyPath<UIPanGestureRecognizer, Int> =
    \UIPanGestureRecognizer.maximumNumberOfTouches
  let _: (UIPanGestureRecognizer) -> (UIView?) -> CGPoint = UIPanGestureRecognizer.translation(in:)
  let _: (UIPanGestureRecognizer) -> (CGPoint, UIView?) -> Void = UIPanGestureRecognizer.setTranslation(_:in:)
  let _: (UIPanGestureRecognizer) -> (UIView?) -> CGPoint = UIPanGestureRecognizer.velocity(in:)
  let _: ReferenceWritableKeyPath<UISwipeGestureRecognizer, UISwipeGestureRecognizer.Direction> =
    \UISwipeGestureRecognizer.direction
  let _: [UISwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
  let _: KeyPath<UISwipeGestureRecognizer.Direction, UInt> = \UISwipeGestureRecognizer.Direction.rawValue
  let _: ReferenceWritableKeyPath<UIPinchGestureRecognizer, CGFloat> = \UIPinchGestureRecognizer.scale
  let _: KeyPath<UIPinchGestureRecognizer, CGFloat> = \UIPinchGestureRecognizer.velocity
  let _: ReferenceWritableKeyPath<UIRotationGestureRecognizer, CGFloat> =
    \UIRotationGestureRecognizer.rotation
  let _: KeyPath<UIRotationGestureRecognizer, CGFloat> = \UIRotationGestureRecognizer.velocity

  let _: ReferenceWritableKeyPath<UIView, [UIGestureRecognizer]?> = \UIView.gestureRecognizers
  let _: (UIView) -> (UIGestureRecognizer) -> Void = UIView.addGestureRecognizer
  let _: (UIView) -> (UIGestureRecognizer) -> Void = UIView.removeGestureRecognizer

  let _: [UITouch.Phase] = [
    .began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited,
  ]
  let _: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
  let _: (UITouch) -> (UIView?) -> CGPoint = UITouch.location(in:)
  let _: (UITouch) -> (UIView?) -> CGPoint = UITouch.previousLocation(in:)
  let _: KeyPath<UITouch, UITouch.Phase> = \UITouch.phase
  let _: KeyPath<UITouch, Int> = \UITouch.tapCount
  let _: KeyPath<UITouch, UIView?> = \UITouch.view
  let _: [UIEvent.EventType] = [.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform]
  let _: KeyPath<UIEvent, Set<UITouch>?> = \UIEvent.allTouches
  let _: KeyPath<UIEvent, TimeInterval> = \UIEvent.timestamp
}

/// A delegate that implements every hook HeadlessUIKit declares, with UIKit's spelling.
@MainActor
final class SignatureGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
