import HeadlessUIKit
import Testing

// Sources: UIView.h (iOS 16.5 SDK): UIViewKeyframeAnimationOptions shares
// UIViewAnimationOptions' values for layoutSubviews (1 << 0) to overrideInheritedDuration
// (1 << 5) and overrideInheritedOptions (1 << 9); calculation modes linear 0 << 10 to
// cubicPaced 4 << 10; animateKeyframesWithDuration:delay:options:animations:completion: and
// addKeyframeWithRelativeStartTime:relativeDuration:animations:.

@MainActor @Suite(.serialized) struct KeyframeAnimationTests {
  @Test func optionsHaveUIKitsRawValues() {
    #expect(UIView.KeyframeAnimationOptions.layoutSubviews.rawValue == 1)
    #expect(UIView.KeyframeAnimationOptions.repeat.rawValue == 8)
    #expect(UIView.KeyframeAnimationOptions.overrideInheritedDuration.rawValue == 32)
    #expect(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue == 512)
    #expect(UIView.KeyframeAnimationOptions.calculationModeLinear.rawValue == 0)
    #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1024)
    #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4096)
  }

  @Test func keyframesEndWhereTheirLastChangesPutTheViewAndTheCompletionRunsAtTheEnd() {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    let bell = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    var finished: Bool?
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { bell.alpha = 0.5 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { bell.alpha = 0 }
      },
      completion: { finished = $0 })
    #expect(bell.alpha == 0)
    #expect(finished == nil)
    UIView.AnimationClock.advance(by: 1)
    #expect(finished == true)
  }
}
