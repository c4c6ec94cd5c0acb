import DeclarativeUIKit
import Testing

/// Defaults and raw values of the gesture recognizers, touches and events, each from the iOS
/// 16.5 SDK header named in the test.
@MainActor @Suite struct GestureDefaultsTests {
  /// UIGestureRecognizer.h: possible, began, changed, ended, cancelled, failed from 0;
  /// recognized is ended.
  @Test func stateRawValues() {
    let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }

  /// UIGestureRecognizer.h: enabled YES, cancelsTouchesInView YES, delaysTouchesBegan NO,
  /// delaysTouchesEnded YES.
  @Test func recognizerDefaults() {
    let recognizer = UIGestureRecognizer()
    #expect(recognizer.isEnabled)
    #expect(recognizer.cancelsTouchesInView)
    #expect(!recognizer.delaysTouchesBegan)
    #expect(recognizer.delaysTouchesEnded)
    #expect(recognizer.state == .possible)
    #expect(recognizer.view == nil)
    #expect(recognizer.numberOfTouches == 0)
  }

  /// UITapGestureRecognizer.h: one tap, one touch.
  @Test func tapDefaults() {
    let tap = UITapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == 1)
    #expect(tap.numberOfTouchesRequired == 1)
  }

  /// UILongPressGestureRecognizer.h: 0 taps, 1 touch, 0.5 seconds, 10 points.
  @Test func longPressDefaults() {
    let press = UILongPressGestureRecognizer()
    #expect(press.numberOfTapsRequired == 0)
    #expect(press.numberOfTouchesRequired == 1)
    #expect(press.minimumPressDuration == 0.5)
    #expect(press.allowableMovement == 10)
  }

  /// UIPanGestureRecognizer.h: minimum 1 touch, maximum UINT_MAX.
  @Test func panDefaults() {
    let pan = UIPanGestureRecognizer()
    #expect(pan.minimumNumberOfTouches == 1)
    #expect(pan.maximumNumberOfTouches == 4_294_967_295)
    #expect(pan.translation(in: nil) == .zero)
    #expect(pan.velocity(in: nil) == .zero)
  }

  /// UISwipeGestureRecognizer.h: right 1 << 0, left 1 << 1, up 1 << 2, down 1 << 3; default
  /// direction right with one touch.
  @Test func swipeDirectionsAndDefaults() {
    typealias Direction = UISwipeGestureRecognizer.Direction
    #expect([Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
    let swipe = UISwipeGestureRecognizer()
    #expect(swipe.direction == .right)
    #expect(swipe.numberOfTouchesRequired == 1)
  }

  @Test func pinchAndRotationStartAtIdentity() {
    #expect(UIPinchGestureRecognizer().scale == 1)
    #expect(UIPinchGestureRecognizer().velocity == 0)
    #expect(UIRotationGestureRecognizer().rotation == 0)
    #expect(UIRotationGestureRecognizer().velocity == 0)
  }

  /// UITouch.h: began, moved, stationary, ended, cancelled, regionEntered, regionMoved,
  /// regionExited from 0; direct, indirect, pencil, indirectPointer from 0.
  @Test func touchRawValues() {
    let phases: [UITouch.Phase] = [
      .began, .moved, .stationary, .ended, .cancelled, .regionEntered, .regionMoved, .regionExited,
    ]
    #expect(phases.map(\.rawValue) == Array(0...7))
    let types: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
    #expect(types.map(\.rawValue) == [0, 1, 2, 3])
  }

  /// UIEvent.h: touches, motion, remoteControl, presses from 0; scroll 10, hover 11,
  /// transform 14.
  @Test func eventTypeRawValues() {
    let types: [UIEvent.EventType] = [
      .touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform,
    ]
    #expect(types.map(\.rawValue) == [0, 1, 2, 3, 10, 11, 14])
  }

  @Test func viewsKeepTheirRecognizersInOrderAndMoveThem() {
    let first = UIView()
    let second = UIView()
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    #expect(first.gestureRecognizers == nil)
    first.addGestureRecognizer(tap)
    first.addGestureRecognizer(pan)
    first.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers?.count == 2)
    #expect(tap.view === first)
    second.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers?.count == 1)
    #expect(tap.view === second)
    second.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    #expect(second.gestureRecognizers == nil)
  }

  @Test func targetsAreKeptWeakly() {
    let tap = UITapGestureRecognizer()
    let (root, card) = gestureScene()
    card.addGestureRecognizer(tap)
    weak var gone: GestureRecorder?
    do {
      let recorder = GestureRecorder.attached(to: tap)
      gone = recorder
    }
    #expect(gone == nil)
    root.simulateTap(at: CGPoint(x: 60, y: 60))
  }
}
