import DeclarativeUIKit
import Testing

/// How recognizers share touches with each other and with controls, as UIGestureRecognizer.h
/// documents: `require(toFail:)`, one recognizer at a time unless the delegate allows
/// simultaneous recognition, the delegate's vetoes, and `cancelsTouchesInView` /
/// `delaysTouchesEnded` for the view under the gesture.
@MainActor @Suite struct GestureArbitrationTests {
  private func tapPair() -> (root: UIView, single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
    let (root, card) = gestureScene()
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    card.addGestureRecognizer(single)
    card.addGestureRecognizer(double)
    return (root, single, double)
  }

  @Test func singleTapWaitsForTheDoubleTapToFail() {
    let (root, single, double) = tapPair()
    single.require(toFail: double)
    let singles = GestureRecorder.attached(to: single)
    let doubles = GestureRecorder.attached(to: double)
    root.simulateTap(at: CGPoint(x: 60, y: 60))
    #expect(singles.states == [.recognized])
    #expect(doubles.states.isEmpty)
    root.simulateTap(at: CGPoint(x: 60, y: 60), taps: 2)
    #expect(singles.states == [.recognized])
    #expect(doubles.states == [.recognized])
  }

  @Test func withoutTheRequirementTheSingleTapWinsFirst() {
    let (root, single, double) = tapPair()
    let singles = GestureRecorder.attached(to: single)
    let doubles = GestureRecorder.attached(to: double)
    root.simulateTap(at: CGPoint(x: 60, y: 60), taps: 2)
    #expect(singles.states == [.recognized])
    #expect(doubles.states.isEmpty)
  }

  @Test func onlyOneRecognizerRecognizesUnlessTheDelegateAllowsBoth() {
    let (root, card) = gestureScene()
    let inner = UITapGestureRecognizer()
    let outer = UITapGestureRecognizer()
    card.addGestureRecognizer(inner)
    root.addGestureRecognizer(outer)
    let inners = GestureRecorder.attached(to: inner)
    let outers = GestureRecorder.attached(to: outer)
    root.simulateTap(at: CGPoint(x: 60, y: 60))
    #expect(inners.states == [.recognized])
    #expect(outers.states.isEmpty)
    let delegate = ScriptedGestureDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    root.simulateTap(at: CGPoint(x: 60, y: 60))
    #expect(inners.states.count == 2)
    #expect(outers.states == [.recognized])
  }

  @Test func delegateThatRefusesToBeginMakesTheGestureFail() {
    let (root, card) = gestureScene()
    let pan = UIPanGestureRecognizer()
    card.addGestureRecognizer(pan)
    let delegate = ScriptedGestureDelegate()
    delegate.shouldBegin = false
    pan.delegate = delegate
    let recorder = GestureRecorder.attached(to: pan)
    root.simulatePan(along: [CGPoint(x: 60, y: 60), CGPoint(x: 100, y: 60)])
    #expect(recorder.states.isEmpty)
  }

  @Test func delegateThatRefusesATouchKeepsTheRecognizerOut() {
    let (root, card) = gestureScene()
    let tap = UITapGestureRecognizer()
    card.addGestureRecognizer(tap)
    let delegate = ScriptedGestureDelegate()
    delegate.shouldReceive = false
    tap.delegate = delegate
    let recorder = GestureRecorder.attached(to: tap)
    root.simulateTap(at: CGPoint(x: 60, y: 60))
    #expect(recorder.states.isEmpty)
  }

  private func buttonUnderTap(cancels: Bool) -> (root: UIView, fired: () -> [String], tap: GestureRecorder) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let button = UIButton(configuration: .filled())
    button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
    root.addSubview(button)
    @MainActor final class Events { var names: [String] = [] }
    let events = Events()
    button.addAction(UIAction { _ in events.names.append("down") }, for: .touchDown)
    button.addAction(UIAction { _ in events.names.append("up") }, for: .touchUpInside)
    button.addAction(UIAction { _ in events.names.append("cancel") }, for: .touchCancel)
    button.addAction(UIAction { _ in events.names.append("outside") }, for: .touchUpOutside)
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = cancels
    root.addGestureRecognizer(tap)
    return (root, { events.names }, GestureRecorder.attached(to: tap))
  }

  /// UIGestureRecognizer.h: cancelsTouchesInView (default YES) sends touchesCancelled to the
  /// view when the gesture is recognized; delaysTouchesEnded (default YES) holds the touch's
  /// end until then, so the button never fires.
  @Test func buttonUnderACancellingTapDoesNotFire() {
    let (root, fired, tap) = buttonUnderTap(cancels: true)
    root.simulateTap(at: CGPoint(x: 40, y: 40))
    #expect(tap.states == [.recognized])
    #expect(fired() == ["down", "cancel"])
  }

  @Test func buttonUnderANonCancellingTapFiresToo() {
    let (root, fired, tap) = buttonUnderTap(cancels: false)
    root.simulateTap(at: CGPoint(x: 40, y: 40))
    #expect(tap.states == [.recognized])
    #expect(fired() == ["down", "up"])
  }

  @Test func buttonFiresWhenTheRecognizerFails() {
    let (root, fired, _) = buttonUnderTap(cancels: true)
    let pan = UIPanGestureRecognizer()
    root.gestureRecognizers = [pan]
    root.simulateTap(at: CGPoint(x: 40, y: 40))
    #expect(fired() == ["down", "up"])
  }

  /// Apple, "UIControl.Event.touchUpOutside": a lift outside the control's bounds is a touch up
  /// outside, and the button does not fire.
  @Test func dragOffTheButtonLiftsOutsideIt() {
    let (root, fired, _) = buttonUnderTap(cancels: true)
    root.gestureRecognizers = nil
    root.simulatePan(along: [CGPoint(x: 40, y: 40), CGPoint(x: 200, y: 200)])
    #expect(fired() == ["down", "outside"])
  }

  /// UIGestureRecognizer.h: delaysTouchesBegan holds the touch from the view until the gesture
  /// fails; a recognized gesture leaves the view with nothing at all.
  @Test func delaysTouchesBeganKeepsEvenTheTouchDownFromTheButton() {
    let (root, fired, _) = buttonUnderTap(cancels: true)
    root.gestureRecognizers?.first?.delaysTouchesBegan = true
    root.simulateTap(at: CGPoint(x: 40, y: 40))
    #expect(fired().isEmpty)
  }

  @Test func disablingARecognizerMidGestureCancelsIt() {
    let (root, card) = gestureScene()
    let pan = UIPanGestureRecognizer()
    card.addGestureRecognizer(pan)
    @MainActor final class Stopper {
      var states: [UIGestureRecognizer.State] = []
      func step(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        if recognizer.state == .changed { recognizer.isEnabled = false }
      }
    }
    let stopper = Stopper()
    pan.addTarget(stopper, action: Stopper.step)
    root.simulatePan(along: [
      CGPoint(x: 60, y: 60), CGPoint(x: 80, y: 60), CGPoint(x: 100, y: 60), CGPoint(x: 120, y: 60),
    ])
    #expect(stopper.states == [.began, .changed, .cancelled])
  }
}
