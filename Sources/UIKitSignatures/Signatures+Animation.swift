import DeclarativeUIKit
import Foundation

// Compile-only: UIKit's animation API as HeadlessUIKit spells it. Built against HeadlessUIKit
// here and against the real UIKit by the iOS SDK check.

/// Spells out the block animations and the property animator.
@MainActor
func animationSignatures() {
  UIView.animate(withDuration: 0.3) {}
  UIView.animate(withDuration: 0.3, animations: {}, completion: { (_: Bool) in })
  UIView.animate(
    withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction], animations: {},
    completion: { (_: Bool) in })
  UIView.animate(
    withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
    animations: {}, completion: nil)
  UIView.transition(
    with: UIView(), duration: 0.3, options: .transitionCrossDissolve, animations: {}, completion: nil)
  UIView.transition(
    from: UIView(), to: UIView(), duration: 0.3, options: .showHideTransitionViews, completion: nil)
  UIView.performWithoutAnimation {}
  UIView.setAnimationsEnabled(true)
  let _: Bool = UIView.areAnimationsEnabled
  let _: TimeInterval = UIView.inheritedAnimationDuration
  let _: [UIView.AnimationOptions] = [
    .layoutSubviews, .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
    .overrideInheritedDuration, .overrideInheritedCurve, .allowAnimatedContent, .showHideTransitionViews,
    .overrideInheritedOptions, .curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear,
    .transitionFlipFromLeft, .transitionFlipFromRight, .transitionCurlUp, .transitionCurlDown,
    .transitionCrossDissolve, .transitionFlipFromTop, .transitionFlipFromBottom,
    .preferredFramesPerSecond60, .preferredFramesPerSecond30,
  ]
  let _: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]

  let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {}
  _ = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) {}
  _ = UIViewPropertyAnimator(duration: 0.3, controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)) {}
  animator.addAnimations {}
  animator.addAnimations({}, delayFactor: 0.5)
  animator.addCompletion { (_: UIViewAnimatingPosition) in }
  animator.startAnimation()
  animator.startAnimation(afterDelay: 0.1)
  animator.pauseAnimation()
  animator.stopAnimation(false)
  animator.finishAnimation(at: .current)
  let _: UIViewAnimatingState = animator.state
  let _: Bool = animator.isRunning
  animator.isReversed = false
  animator.fractionComplete = 0.5
  animator.isInterruptible = true
  animator.pausesOnCompletion = false
  animator.scrubsLinearly = true
  let _: TimeInterval = animator.duration
  let _: [UIViewAnimatingState] = [.inactive, .active, .stopped]
  let _: [UIViewAnimatingPosition] = [.end, .start, .current]
  _ = UIViewPropertyAnimator.runningPropertyAnimator(
    withDuration: 0.3, delay: 0, options: [], animations: {}, completion: { (_: UIViewAnimatingPosition) in })
}

/// Spells out the timing parameters a property animator takes.
@MainActor
func timingParametersSignatures() {
  let spring: UISpringTimingParameters = UISpringTimingParameters(
    dampingRatio: 0.8, initialVelocity: CGVector(dx: 0.5, dy: 0))
  _ = UISpringTimingParameters(dampingRatio: 0.8)
  _ = UISpringTimingParameters()
  _ = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
  let _: CGVector = spring.initialVelocity
  let cubic: UICubicTimingParameters = UICubicTimingParameters(animationCurve: .easeOut)
  _ = UICubicTimingParameters()
  _ = UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))
  let _: UIView.AnimationCurve = cubic.animationCurve
  let _: CGPoint = cubic.controlPoint1
  let _: CGPoint = cubic.controlPoint2
  let provider: any UITimingCurveProvider = spring
  let _: UITimingCurveType = provider.timingCurveType
  let _: UICubicTimingParameters? = provider.cubicTimingParameters
  let _: UISpringTimingParameters? = provider.springTimingParameters
  let _: [UITimingCurveType] = [.builtin, .cubic, .spring, .composed]
  let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
  let _: (any UITimingCurveProvider)? = animator.timingParameters
  let _: CGVector = CGVector(dx: 1, dy: 2)
}
