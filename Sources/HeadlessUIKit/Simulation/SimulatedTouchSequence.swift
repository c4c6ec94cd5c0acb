import Foundation

/// One simulated touch sequence, from the first finger down to the last up, delivered as UIKit
/// delivers touches (HeadlessUIKit only).
///
/// The first touch is hit-tested from the top of the hierarchy; the gesture recognizers of the
/// hit view and its superviews (nearest first) that are enabled and whose delegate lets them
/// receive the touch take part. The hit view, or its nearest `UIControl`, tracks the touch as
/// a real finger would. After every step the sequence arbitrates as UIKit does:
/// - a recognizer that requires another to fail waits until that one fails, and fails if it
///   recognizes;
/// - once one recognizes, the others still undecided fail, unless either one's delegate allows
///   recognizing simultaneously;
/// - a recognizer that recognizes with `cancelsTouchesInView` cancels the control's tracking
///   (`.touchCancel`, no `.touchUpInside`);
/// - `delaysTouchesBegan` holds the control's touch down until the recognizers fail;
///   `delaysTouchesEnded` (the default) holds its touch up the same way.
/// When the last finger lifts, recognizers still undecided fail, waiting ones decide, and all go
/// back to `.possible`.
@MainActor
final class SimulatedTouchSequence {
  /// The time, in seconds: `UIView.AnimationClock`'s, so animations started before or during a
  /// gesture end as the fingers take their time.
  static var clock: TimeInterval { UIView.AnimationClock.now }

  let root: UIView
  let hitView: UIView
  private(set) var recognizers: [UIGestureRecognizer] = []
  private let control: UIControl?
  private var controlState: ControlState = .idle
  private var touches: [UITouch] = []
  /// Where the first finger last was, in `root`'s coordinates.
  private var lastLocation: CGPoint?
  private let event = UIEvent()

  private enum ControlState { case idle, held, tracking, cancelled, finished }

  /// Hit-tests `point` (in `root`'s coordinates) and collects the recognizers; `nil` when
  /// nothing is hit.
  init?(root: UIView, point: CGPoint) {
    guard let hit = root.hitTest(point, with: nil) else { return nil }
    self.root = root
    hitView = hit
    var view: UIView? = hit
    var found: UIControl?
    while let current = view {
      if found == nil, let control = current as? UIControl { found = control }
      recognizers.append(contentsOf: current.attachedGestureRecognizers.filter(\.isEnabled))
      view = current.superview
    }
    control = found?.isEnabled == true ? found : nil
  }

  // MARK: Steps

  /// Fingers touch down at points in `root`'s coordinates.
  func touchDown(at points: [CGPoint], tapCount: Int = 1) {
    let began = points.map { point -> UITouch in
      let touch = UITouch()
      touch.root = root
      touch.view = hitView
      touch.rootLocation = point
      touch.previousRootLocation = point
      touch.tapCount = tapCount
      touch.timestamp = Self.clock
      touch.phase = .began
      return touch
    }
    touches += began
    lastLocation = touches.first?.rootLocation
    event.touches = touches
    event.timestamp = Self.clock
    for recognizer in recognizers where recognizer.state != .failed {
      let received = began.filter {
        recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0) ?? true
      }
      guard !received.isEmpty else { continue }
      recognizer.touchSequence = self
      recognizer.trackedTouches += received
      for touch in received { touch.gestureRecognizers?.append(recognizer) }
      recognizer.touchesBegan(Set(received), with: event)
    }
    settle()
    if controlState == .idle, let control {
      if recognizers.contains(where: { $0.delaysTouchesBegan && $0.state != .failed }) {
        controlState = .held
      } else {
        controlState = .tracking
        control.beginSimulatedTouch()
      }
    }
  }

  /// Fingers move to new points (one per touch down, in order) after `interval` seconds.
  func move(to points: [CGPoint], after interval: TimeInterval) {
    advance(by: interval)
    for (touch, point) in zip(touches, points) {
      touch.previousRootLocation = touch.rootLocation
      touch.rootLocation = point
      touch.phase = .moved
      touch.timestamp = Self.clock
    }
    lastLocation = touches.first?.rootLocation
    event.timestamp = Self.clock
    for recognizer in participants() {
      recognizer.touchesMoved(Set(recognizer.trackedTouches), with: event)
      recognizer.touchesHeld(until: Self.clock)
    }
    settle()
  }

  /// The fingers stay still for `interval` seconds.
  func hold(for interval: TimeInterval) {
    advance(by: interval)
    for touch in touches { touch.phase = .stationary }
    for recognizer in participants() { recognizer.touchesHeld(until: Self.clock) }
    settle()
  }

  /// Every finger lifts after `interval` seconds. `endsSequence` is `false` between the taps of a
  /// multiple tap.
  func liftAll(after interval: TimeInterval, endsSequence: Bool = true) {
    advance(by: interval)
    event.timestamp = Self.clock
    for touch in touches {
      touch.phase = .ended
      touch.timestamp = Self.clock
    }
    for recognizer in participants() {
      let mine = recognizer.trackedTouches
      recognizer.touchesEnded(Set(mine), with: event)
      recognizer.trackedTouches.removeAll()
    }
    touches.removeAll()
    event.touches = []
    settle()
    if !endsSequence { return }
    if !recognizers.contains(where: { $0.delaysTouchesEnded && isUndecided($0) }) { finishControl() }
    // Time runs out for undecided recognizers: they fail, and those waiting on them decide.
    for recognizer in recognizers where recognizer.touchSequence === self {
      if recognizer.state == .possible, recognizer.pendingState == nil { recognizer.state = .failed }
    }
    settle()
    for recognizer in recognizers where recognizer.pendingState != nil { recognizer.state = .failed }
    finishControl()
    for recognizer in recognizers where recognizer.touchSequence === self {
      recognizer.finishSequence()
      recognizer.touchSequence = nil
    }
  }

  // MARK: Arbitration

  /// Whether a recognizer may leave `.possible` now.
  func admission(for recognizer: UIGestureRecognizer) -> UIGestureRecognizer.Admission {
    for other in participants() where other !== recognizer && isActive(other) {
      if !mayRecognizeTogether(recognizer, other) { return .fail }
    }
    for required in required(by: recognizer) {
      if isActive(required) { return .fail }
      if required.state == .possible { return .wait }
    }
    return .allow
  }

  /// A recognizer recognized: undecided rivals fail, and the control's touch is cancelled.
  func didRecognize(_ recognizer: UIGestureRecognizer) {
    for other in participants() where other !== recognizer && other.state == .possible {
      if !mayRecognizeTogether(recognizer, other) {
        other.pendingState = nil
        other.state = .failed
      }
    }
    if recognizer.cancelsTouchesInView, let control {
      if controlState == .tracking {
        control.sendActions(for: .touchCancel)
        control.endSimulatedTouch()
      }
      controlState = .cancelled
    }
  }

  /// Lets waiting recognizers decide once what they wait on has failed or recognized.
  private func settle() {
    var changed = true
    while changed {
      changed = false
      for recognizer in participants() {
        guard let pending = recognizer.pendingState else { continue }
        let required = required(by: recognizer)
        if required.contains(where: isActive) {
          recognizer.pendingState = nil
          recognizer.state = .failed
          changed = true
        } else if required.allSatisfy({ $0.state == .failed }) {
          recognizer.pendingState = nil
          recognizer.state = pending
          changed = true
        }
      }
    }
  }

  private func participants() -> [UIGestureRecognizer] {
    recognizers.filter { $0.touchSequence === self }
  }

  /// The recognizers this one requires to fail that take part in this sequence (one that sees
  /// no touch cannot recognize, so it counts as failed), including the delegate's.
  private func required(by recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    let listed = recognizer.requiredToFail.compactMap(\.recognizer)
    let asked = participants().filter {
      $0 !== recognizer
        && (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: $0) ?? false)
    }
    return (listed + asked).filter { $0.touchSequence === self }
  }

  private func isActive(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizer.state == .began || recognizer.state == .changed || recognizer.state == .ended
  }

  private func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
    recognizer.touchSequence === self && recognizer.state == .possible
  }

  private func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
      || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
  }

  // MARK: Control and clock

  /// Ends the control's touch as a lift: inside its bounds it fires (`.touchUpInside` and the
  /// control's own reaction); outside them it sends `.touchUpOutside` only (Apple,
  /// "UIControl.Event.touchUpOutside": a touch-up with the finger outside the control's bounds).
  private func finishControl() {
    guard let control else { return }
    switch controlState {
    case .held:
      control.beginSimulatedTouch()
      fallthrough
    case .tracking:
      controlState = .finished
      control.isHighlighted = false
      if let lift = lastLocation, !control.bounds.contains(control.convert(lift, from: root)) {
        control.touchInsideFlag = false
        control.sendActions(for: .touchUpOutside)
      } else {
        control.simulatedTouchUpInside()
      }
      control.endSimulatedTouch()
    case .idle, .cancelled, .finished:
      break
    }
  }

  private func advance(by interval: TimeInterval) {
    UIView.AnimationClock.advance(by: interval)
  }
}
