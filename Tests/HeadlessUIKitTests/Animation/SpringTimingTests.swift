import DeclarativeUIKit
import Testing

/// Spring and cubic timing parameters, and when a property animator with a spring ends.
@MainActor @Suite(.serialized) struct SpringTimingTests {
  private func onManualClock(_ body: () -> Void) {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    body()
  }

  /// Starts an animator and returns the clock time at which its completion ran.
  private func endTime(of animator: UIViewPropertyAnimator) -> TimeInterval? {
    var ended: TimeInterval?
    let start = UIView.AnimationClock.now
    animator.addCompletion { _ in ended = UIView.AnimationClock.now - start }
    animator.startAnimation()
    var steps = 0
    while ended == nil, steps < 10_000 {
      UIView.AnimationClock.advance(by: 0.001)
      steps += 1
    }
    return ended
  }

  // UITimingCurveProvider.h: UITimingCurveTypeBuiltin, Cubic, Spring, Composed, in that order.
  @Test func timingCurveTypesHaveTheHeadersRawValues() {
    #expect(UITimingCurveType.builtin.rawValue == 0)
    #expect(UITimingCurveType.cubic.rawValue == 1)
    #expect(UITimingCurveType.spring.rawValue == 2)
    #expect(UITimingCurveType.composed.rawValue == 3)
  }

  @Test func eachParametersObjectDescribesItsOwnKind() {
    let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0.5, dy: 0))
    #expect(spring.timingCurveType == .spring)
    #expect(spring.springTimingParameters === spring)
    #expect(spring.cubicTimingParameters == nil)
    #expect(spring.initialVelocity == CGVector(dx: 0.5, dy: 0))
    // UISpringTimingParameters init(dampingRatio:) documentation: the velocity is 0.
    #expect(UISpringTimingParameters(dampingRatio: 1).initialVelocity == .zero)
    #expect(UISpringTimingParameters().initialVelocity == .zero)
    let cubic = UICubicTimingParameters(animationCurve: .easeIn)
    #expect(cubic.timingCurveType == .cubic)
    #expect(cubic.cubicTimingParameters === cubic)
    #expect(cubic.springTimingParameters == nil)
    #expect(cubic.animationCurve == .easeIn)
    // CSS Easing Functions Level 1 (w3.org/TR/css-easing-1): ease-in is (0.42, 0)-(1, 1), and
    // `ease`, Core Animation's default function, (0.25, 0.1)-(0.25, 1).
    #expect(cubic.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(cubic.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(UICubicTimingParameters().controlPoint1 == CGPoint(x: 0.25, y: 0.1))
    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1))
    #expect(custom.controlPoint2 == CGPoint(x: 0.3, y: 1))
  }

  // UIViewPropertyAnimator.h: the convenience initializers make the animator's
  // timingParameters from the curve, control points or damping ratio they are given.
  @Test func convenienceInitializersSetTheTimingParameters() {
    let curve = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
    #expect(curve.timingParameters?.timingCurveType == .cubic)
    #expect(curve.timingParameters?.cubicTimingParameters?.animationCurve == .easeOut)
    let spring = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.6)
    #expect(spring.timingParameters?.timingCurveType == .spring)
    let points = UIViewPropertyAnimator(
      duration: 0.3, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
    #expect(points.timingParameters?.cubicTimingParameters?.controlPoint1 == CGPoint(x: 0.1, y: 0.2))
  }

  // Apple's documentation of UIViewPropertyAnimator init(duration:dampingRatio:animations:):
  // `duration` is "the duration of the animation", spring or not.
  @Test func aDampingRatioSpringEndsAfterTheAnimatorsDuration() {
    onManualClock {
      let bouncy = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.3)
      let ended = endTime(of: bouncy)
      #expect(ended.map { abs($0 - 0.5) < 0.0015 } == true)
      let timing = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 3, dy: 0))
      let ended2 = endTime(of: UIViewPropertyAnimator(duration: 0.8, timingParameters: timing))
      #expect(ended2.map { abs($0 - 0.8) < 0.0015 } == true)
    }
  }

  // UITimingParameters.h: a spring made from mass, stiffness and damping has its duration
  // "computed assuming a small settling oscillation"; Apple's CASpringAnimation.settlingDuration
  // documentation (developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration):
  // with the default mass 1 and stiffness 100, damping 5 settles in about 2.85 s (the value the
  // threshold is fitted to), damping 15 in "just over 1 second" (which follows from it). The
  // animator's own duration (1 s here) does not decide, as reported in
  // forums.swift.org/t/uispringtimingparameters-bug/10480.
  @Test func aPhysicalSpringEndsWhenItSettles() {
    onManualClock {
      let loose = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 5, initialVelocity: .zero)
      let looseEnd = endTime(of: UIViewPropertyAnimator(duration: 1, timingParameters: loose))
      #expect(looseEnd.map { abs($0 - 2.85) < 0.01 } == true)
      let firm = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 15, initialVelocity: .zero)
      let firmEnd = endTime(of: UIViewPropertyAnimator(duration: 1, timingParameters: firm))
      #expect(firmEnd.map { $0 > 1 && $0 < 1.1 } == true)
      // The animator still reports the duration it was given.
      #expect(UIViewPropertyAnimator(duration: 1, timingParameters: firm).duration == 1)
    }
  }

  // Critically damped and overdamped springs never oscillate; a heavier damping settles later
  // (the slow exponential dominates), and a push toward the target settles sooner than none.
  @Test func overdampedSpringsSettleLaterTheHeavierTheirDamping() {
    onManualClock {
      @MainActor func end(damping: CGFloat, velocity: CGFloat = 0) -> TimeInterval {
        let timing = UISpringTimingParameters(
          mass: 1, stiffness: 100, damping: damping, initialVelocity: CGVector(dx: velocity, dy: 0))
        return endTime(of: UIViewPropertyAnimator(duration: 5, timingParameters: timing)) ?? .infinity
      }
      let critical = end(damping: 20)
      let heavy = end(damping: 40)
      #expect(critical > 0.5 && critical < 2)
      #expect(heavy > critical)
      #expect(end(damping: 20, velocity: 5) < critical)
    }
  }

  @Test func fractionCompleteFollowsTheSettlingTime() {
    onManualClock {
      let timing = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 5, initialVelocity: .zero)
      let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: timing)
      animator.startAnimation()
      UIView.AnimationClock.advance(by: 0.5)
      #expect(animator.isRunning)
      #expect(abs(animator.fractionComplete - 0.5 / 2.85) < 0.01)
      UIView.AnimationClock.advance(by: 3)
      #expect(animator.state == .inactive)
    }
  }
}
