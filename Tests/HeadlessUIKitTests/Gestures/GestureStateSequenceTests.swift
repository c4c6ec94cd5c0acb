import DeclarativeUIKit
import Testing

/// Each recognizer's state sequence under simulated touches, as UIGestureRecognizer.h describes
/// them: discrete gestures go possible → recognized; continuous ones began → changed… → ended;
/// actions run for began, changed, ended and cancelled, never for failed; the recognizer is
/// back to possible after the touches end.
@MainActor @Suite struct GestureStateSequenceTests {
  @Test func tapIsRecognizedOnceAtItsLocation() {
    let (root, card) = gestureScene()
    let tap = UITapGestureRecognizer()
    card.addGestureRecognizer(tap)
    let recorder = GestureRecorder.attached(to: tap)
    #expect(root.simulateTap(at: CGPoint(x: 80, y: 90)) === card)
    #expect(recorder.states == [.recognized])
    #expect(recorder.locations == [CGPoint(x: 30, y: 40)])
    #expect(tap.state == .possible)
  }

  @Test func tapOutsideTheViewDoesNothing() {
    let (root, card) = gestureScene()
    let tap = UITapGestureRecognizer()
    card.addGestureRecognizer(tap)
    let recorder = GestureRecorder.attached(to: tap)
    root.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(recorder.states.isEmpty)
  }

  @Test func doubleTapNeedsTwoTaps() {
    let (root, card) = gestureScene()
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    card.addGestureRecognizer(doubleTap)
    let recorder = GestureRecorder.attached(to: doubleTap)
    root.simulateTap(at: CGPoint(x: 60, y: 60))
    #expect(recorder.states.isEmpty)
    root.simulateTap(at: CGPoint(x: 60, y: 60), taps: 2)
    #expect(recorder.states == [.recognized])
  }

  @Test func twoFingerTapNeedsTwoFingers() {
    let (root, card) = gestureScene()
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    card.addGestureRecognizer(tap)
    let recorder = GestureRecorder.attached(to: tap)
    root.simulateTap(at: CGPoint(x: 100, y: 100))
    #expect(recorder.states.isEmpty)
    root.simulateTap(at: CGPoint(x: 100, y: 100), touches: 2)
    #expect(recorder.states == [.recognized])
  }

  /// The states a long press recognizer goes through for a press held half a second.
  private func statesOfAHalfSecondPress() -> [UIGestureRecognizer.State] {
    let (root, card) = gestureScene()
    let press = UILongPressGestureRecognizer()
    card.addGestureRecognizer(press)
    let recorder = GestureRecorder.attached(to: press)
    root.simulateLongPress(at: CGPoint(x: 60, y: 60), duration: 0.5)
    return recorder.states
  }

  @Test func longPressBeginsAfterHalfASecondAndEndsOnLift() {
    #expect(statesOfAHalfSecondPress() == [.began, .ended])
  }

  /// At some clock values a hold of exactly half a second ends a few ulps short of it in binary
  /// floating point; the press begins all the same. (CI once failed the test above this way.)
  @Test func longPressHeldExactlyTheMinimumBeginsAtAnyClockValue() throws {
    var steps = 0
    while (UIView.AnimationClock.now + 0.5) - UIView.AnimationClock.now >= 0.5 {
      UIView.AnimationClock.advance(by: 0.013)
      steps += 1
      try #require(steps < 100_000)
    }
    #expect(statesOfAHalfSecondPress() == [.began, .ended])
  }

  @Test func shortPressFailsWithoutAction() {
    let (root, card) = gestureScene()
    let press = UILongPressGestureRecognizer()
    card.addGestureRecognizer(press)
    let recorder = GestureRecorder.attached(to: press)
    root.simulateLongPress(at: CGPoint(x: 60, y: 60), duration: 0.4)
    #expect(recorder.states.isEmpty)
    press.minimumPressDuration = 0.2
    root.simulateLongPress(at: CGPoint(x: 60, y: 60), duration: 0.4)
    #expect(recorder.states == [.began, .ended])
  }

  /// UILongPressGestureRecognizer.h: `numberOfTapsRequired` full taps come before the press.
  @Test func tapAndHoldNeedsItsTapsFirst() {
    let (root, card) = gestureScene()
    let press = UILongPressGestureRecognizer()
    press.numberOfTapsRequired = 1
    card.addGestureRecognizer(press)
    let recorder = GestureRecorder.attached(to: press)
    root.simulateLongPress(at: CGPoint(x: 60, y: 60))
    #expect(recorder.states.isEmpty)
    root.simulateLongPress(at: CGPoint(x: 60, y: 60), taps: 1)
    #expect(recorder.states == [.began, .ended])
  }

  /// Simulated fingers take time on the animation clock: an animation started before a long
  /// press has ended by the time the finger lifts.
  @Test func fingersMoveTheAnimationClock() {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    let (root, card) = gestureScene()
    var finished = false
    UIView.animate(withDuration: 0.5, animations: { card.alpha = 0.5 }, completion: { finished = $0 })
    root.simulateLongPress(at: CGPoint(x: 60, y: 60), duration: 0.6)
    #expect(finished)
  }

  @Test func panBeginsChangesAndEndsWithTranslationAndVelocity() {
    let (root, card) = gestureScene()
    let pan = UIPanGestureRecognizer()
    card.addGestureRecognizer(pan)
    @MainActor final class Log {
      var translations: [CGPoint] = []
      var velocities: [CGPoint] = []
      func record(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        translations.append(pan.translation(in: pan.view))
        velocities.append(pan.velocity(in: pan.view))
      }
    }
    let log = Log()
    pan.addTarget(log, action: Log.record)
    let recorder = GestureRecorder.attached(to: pan)
    root.simulatePan(
      along: [CGPoint(x: 60, y: 60), CGPoint(x: 80, y: 60), CGPoint(x: 100, y: 60), CGPoint(x: 120, y: 60)],
      duration: 0.3)
    #expect(recorder.states == [.began, .changed, .changed, .ended])
    #expect(log.translations.last == CGPoint(x: 60, y: 0))
    #expect(abs(log.velocities.last!.x - 200) < 0.001)
    #expect(pan.translation(in: nil) == .zero)
  }

  @Test func setTranslationRestartsTheCount() {
    let (root, card) = gestureScene()
    let pan = UIPanGestureRecognizer()
    card.addGestureRecognizer(pan)
    @MainActor final class Resetter {
      var seen: [CGFloat] = []
      func step(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        seen.append(pan.translation(in: nil).x)
        pan.setTranslation(.zero, in: nil)
      }
    }
    let resetter = Resetter()
    pan.addTarget(resetter, action: Resetter.step)
    root.simulatePan(along: [CGPoint(x: 60, y: 60), CGPoint(x: 80, y: 60), CGPoint(x: 90, y: 60)])
    #expect(resetter.seen == [20, 10, 0])
  }

  @Test func smallMovementIsNotAPan() {
    let (root, card) = gestureScene()
    let pan = UIPanGestureRecognizer()
    card.addGestureRecognizer(pan)
    let recorder = GestureRecorder.attached(to: pan)
    root.simulatePan(along: [CGPoint(x: 60, y: 60), CGPoint(x: 62, y: 60)])
    #expect(recorder.states.isEmpty)
  }

  struct SwipeCase: Sendable, CustomTestStringConvertible {
    let direction: UISwipeGestureRecognizer.Direction
    let end: CGPoint
    let recognized: Bool
    var testDescription: String { "\(direction.rawValue) to \(end): \(recognized)" }
  }

  @Test(arguments: [
    SwipeCase(direction: .right, end: CGPoint(x: 140, y: 100), recognized: true),
    SwipeCase(direction: .left, end: CGPoint(x: 140, y: 100), recognized: false),
    SwipeCase(direction: .left, end: CGPoint(x: 60, y: 100), recognized: true),
    SwipeCase(direction: .up, end: CGPoint(x: 100, y: 60), recognized: true),
    SwipeCase(direction: .down, end: CGPoint(x: 100, y: 60), recognized: false),
    SwipeCase(direction: [.left, .right], end: CGPoint(x: 60, y: 100), recognized: true),
  ])
  func swipeIsRecognizedInItsDirectionsOnly(swipeCase: SwipeCase) {
    let (direction, end, recognized) = (swipeCase.direction, swipeCase.end, swipeCase.recognized)
    let (root, card) = gestureScene()
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = direction
    card.addGestureRecognizer(swipe)
    let recorder = GestureRecorder.attached(to: swipe)
    root.simulateSwipe(from: CGPoint(x: 100, y: 100), to: end)
    #expect(recorder.states == (recognized ? [.recognized] : []))
  }

  @Test func pinchReportsScaleFromTheFingersDistance() {
    let (root, card) = gestureScene()
    let pinch = UIPinchGestureRecognizer()
    card.addGestureRecognizer(pinch)
    var scales: [CGFloat] = []
    @MainActor final class Log {
      var scales: [CGFloat] = []
      func record(_ recognizer: UIGestureRecognizer) {
        scales.append((recognizer as! UIPinchGestureRecognizer).scale)
      }
    }
    let log = Log()
    pinch.addTarget(log, action: Log.record)
    let recorder = GestureRecorder.attached(to: pinch)
    root.simulatePinch(at: CGPoint(x: 100, y: 100), from: 40, to: 80)
    scales = log.scales
    #expect(recorder.states.first == .began)
    #expect(recorder.states.last == .ended)
    #expect(recorder.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(abs(scales.last! - 2) < 0.0001)
    #expect(pinch.scale == 1)
  }

  @Test func rotationReportsTheTurnInRadians() {
    let (root, card) = gestureScene()
    let rotation = UIRotationGestureRecognizer()
    card.addGestureRecognizer(rotation)
    @MainActor final class Log {
      var rotations: [CGFloat] = []
      func record(_ recognizer: UIGestureRecognizer) {
        rotations.append((recognizer as! UIRotationGestureRecognizer).rotation)
      }
    }
    let log = Log()
    rotation.addTarget(log, action: Log.record)
    root.simulateRotation(at: CGPoint(x: 100, y: 100), by: .pi / 2, distance: 60)
    #expect(abs(log.rotations.last! - .pi / 2) < 0.0001)
  }

  @Test func disabledRecognizerSeesNothing() {
    let (root, card) = gestureScene()
    let tap = UITapGestureRecognizer()
    tap.isEnabled = false
    card.addGestureRecognizer(tap)
    let recorder = GestureRecorder.attached(to: tap)
    root.simulateTap(at: CGPoint(x: 60, y: 60))
    #expect(recorder.states.isEmpty)
  }

  @Test func hiddenViewsRecognizersDoNotFire() {
    let (root, card) = gestureScene()
    let tap = UITapGestureRecognizer()
    card.addGestureRecognizer(tap)
    let recorder = GestureRecorder.attached(to: tap)
    card.isHidden = true
    #expect(root.simulateTap(at: CGPoint(x: 60, y: 60)) === root)
    #expect(recorder.states.isEmpty)
  }

  @Test func superviewsRecognizerSeesTouchesInSubviews() {
    let (root, _) = gestureScene()
    let tap = UITapGestureRecognizer()
    root.addGestureRecognizer(tap)
    let recorder = GestureRecorder.attached(to: tap)
    root.simulateTap(at: CGPoint(x: 60, y: 60))
    #expect(recorder.states == [.recognized])
  }
}
