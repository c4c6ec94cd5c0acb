import HeadlessUIKit
import Testing

// Sources (iOS 16.5 SDK, QuartzCore): CALayer.h addAnimation:forKey: ("replaces any existing
// animation with the same key"), animationForKey:, animationKeys, removeAnimationForKey:,
// removeAllAnimations; CAMediaTiming.h defaults (beginTime 0, duration 0, speed 1, repeatCount 0,
// autoreverses NO, fillMode `removed'); CAAnimation.h removedOnCompletion (default YES),
// CAAnimationDelegate animationDidStart:/animationDidStop:finished:, calculationMode `linear' by
// default. Apple's Core Animation Programming Guide: animations change the presentation, not the
// layer's model values.

/// Records what an animation's delegate hears.
private final class AnimationLog: NSObject, CAAnimationDelegate {
  var events: [String] = []
  func animationDidStart(_ anim: CAAnimation) { events.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append(flag ? "finished" : "stopped")
  }
}

@MainActor @Suite(.serialized) struct LayerAnimationTests {
  @Test func defaultsAreCoreAnimations() {
    let fade = CABasicAnimation(keyPath: "opacity")
    #expect(fade.keyPath == "opacity")
    #expect(fade.duration == 0 && fade.beginTime == 0 && fade.speed == 1 && fade.repeatCount == 0)
    #expect(!fade.autoreverses && fade.isRemovedOnCompletion)
    #expect(fade.fillMode == .removed)
    #expect(CAKeyframeAnimation().calculationMode == .linear)
    #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
  }

  @Test func anAnimationLeavesTheLayersValuesAndEndsOnTheClock() {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    let layer = CALayer()
    layer.opacity = 1
    let log = AnimationLog()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.5
    fade.delegate = log
    layer.add(fade, forKey: "fade")
    #expect(layer.opacity == 1)
    #expect(layer.animation(forKey: "fade") === fade)
    #expect(layer.animationKeys() == ["fade"])
    #expect(log.events == ["start"])
    UIView.AnimationClock.advance(by: 0.5)
    #expect(log.events == ["start", "finished"])
    #expect(layer.animationKeys() == nil)
  }

  @Test func aSecondAnimationUnderAKeyReplacesTheFirstAndRemovalStopsItUnfinished() {
    let layer = CALayer()
    let log = AnimationLog()
    let shake = CAKeyframeAnimation(keyPath: "position.x")
    shake.values = [0, 10, -10, 0]
    shake.delegate = log
    layer.add(shake, forKey: "shake")
    let again = CAKeyframeAnimation(keyPath: "position.x")
    layer.add(again, forKey: "shake")
    #expect(layer.animation(forKey: "shake") === again)
    #expect(log.events == ["start", "stopped"])
    let group = CAAnimationGroup()
    group.animations = [CABasicAnimation(keyPath: "opacity")]
    layer.add(group, forKey: "pulse")
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil)
  }
}
