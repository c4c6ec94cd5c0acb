import DeclarativeUIKit
import Testing

/// `UIView.animate` and `UIView.transition`: model values change at once (UIKit's documented
/// model/presentation split: the model layer holds the target value as soon as the block runs),
/// completions run at the animation's end on `UIView.AnimationClock`, earliest end first.
@MainActor @Suite struct ViewAnimationTests {
  /// Runs a test body on a manual clock.
  private func onManualClock(_ body: () -> Void) {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    body()
  }

  @Test func modelValuesChangeAtOnceAndTheCompletionWaitsForTheEnd() {
    onManualClock {
      let view = UIView()
      var finished: [Bool] = []
      UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.25 }) { finished.append($0) }
      #expect(view.alpha == 0.25)
      #expect(finished.isEmpty)
      UIView.AnimationClock.advance(by: 0.29)
      #expect(finished.isEmpty)
      UIView.AnimationClock.advance(by: 0.01)
      #expect(finished == [true])
    }
  }

  @Test func completionsRunInOrderOfTheirEnds() {
    onManualClock {
      var order: [String] = []
      UIView.animate(withDuration: 0.5, animations: {}) { _ in order.append("long") }
      UIView.animate(withDuration: 0.2, animations: {}) { _ in order.append("short") }
      UIView.animate(withDuration: 0.1, delay: 0.3, options: [], animations: {}) { _ in
        order.append("delayed")
      }
      UIView.animate(withDuration: 0.2, animations: {}) { _ in order.append("short again") }
      UIView.AnimationClock.advance(by: 1)
      #expect(order == ["short", "short again", "delayed", "long"])
    }
  }

  @Test func springAnimationEndsAfterItsDuration() {
    onManualClock {
      var done = false
      UIView.animate(
        withDuration: 0.4, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
        animations: {}
      ) { _ in done = true }
      UIView.AnimationClock.advance(by: 0.45)
      #expect(!done)
      UIView.AnimationClock.advance(by: 0.05)
      #expect(done)
    }
  }

  @Test func repeatingAnimationNeverCompletesByItself() {
    onManualClock {
      var done = false
      UIView.animate(withDuration: 0.1, delay: 0, options: [.repeat, .autoreverse], animations: {}) { _ in
        done = true
      }
      UIView.AnimationClock.advance(by: 10)
      #expect(!done)
    }
  }

  @Test func inheritedDurationIsTheEnclosingAnimationsInsideItsBlock() {
    var inside: TimeInterval = -1
    UIView.animate(withDuration: 0.35) { inside = UIView.inheritedAnimationDuration }
    #expect(inside == 0.35)
    #expect(UIView.inheritedAnimationDuration == 0)
  }

  @Test func performWithoutAnimationTurnsAnimationsOffInsideOnly() {
    var inside = true
    UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
    #expect(!inside)
    #expect(UIView.areAnimationsEnabled)
  }

  @Test func transitionReplacesTheFromViewWithTheToView() {
    onManualClock {
      let container = UIView()
      let old = UIView()
      let new = UIView()
      container.addSubview(old)
      var done = false
      UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) { _ in
        done = true
      }
      #expect(new.superview === container)
      #expect(old.superview == nil)
      UIView.AnimationClock.advance(by: 0.3)
      #expect(done)
    }
  }

  @Test func showHideTransitionHidesInsteadOfRemoving() {
    let container = UIView()
    let old = UIView()
    let new = UIView()
    new.isHidden = true
    container.addSubview(old)
    container.addSubview(new)
    UIView.transition(from: old, to: new, duration: 0.3, options: .showHideTransitionViews)
    #expect(old.superview === container && old.isHidden)
    #expect(!new.isHidden)
  }

  @Test func transitionWithViewRunsItsChangesAtOnce() {
    onManualClock {
      let label = UILabel()
      var done = false
      UIView.transition(
        with: label, duration: 0.2, options: .transitionFlipFromLeft, animations: { label.text = "Back" }
      ) {
        done = $0
      }
      #expect(label.text == "Back")
      UIView.AnimationClock.advance(by: 0.2)
      #expect(done)
    }
  }

  /// Without a driven clock completions still run, on a later turn of the main actor.
  @Test func completionRunsOnALaterTurnWhenTheClockIsNotDriven() async {
    let finished = await withCheckedContinuation { continuation in
      UIView.animate(withDuration: 0.2, animations: {}) { continuation.resume(returning: $0) }
    }
    #expect(finished)
  }

  /// UIView.h: UIViewAnimationOptions raw values.
  @Test func animationOptionRawValues() {
    typealias Options = UIView.AnimationOptions
    let flags: [Options] = [
      .layoutSubviews, .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
      .overrideInheritedDuration, .overrideInheritedCurve, .allowAnimatedContent, .showHideTransitionViews,
      .overrideInheritedOptions,
    ]
    let flagBits: [UInt] = flags.map(\.rawValue)
    let expectedFlags: [UInt] = Array(0...9).map { (bit: UInt) -> UInt in 1 << bit }
    #expect(flagBits == expectedFlags)
    let curveOptions: [Options] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
    let curveBits: [UInt] = curveOptions.map(\.rawValue)
    let expectedCurves: [UInt] = [0, 0x1_0000, 0x2_0000, 0x3_0000]
    #expect(curveBits == expectedCurves)
    let transitions: [Options] = [
      .transitionFlipFromLeft, .transitionFlipFromRight, .transitionCurlUp, .transitionCurlDown,
      .transitionCrossDissolve, .transitionFlipFromTop, .transitionFlipFromBottom,
    ]
    let transitionBits: [UInt] = transitions.map(\.rawValue)
    let expectedTransitions: [UInt] = Array(1...7).map { (value: UInt) -> UInt in value << 20 }
    #expect(transitionBits == expectedTransitions)
    let frameRates: [Options] = [.preferredFramesPerSecond60, .preferredFramesPerSecond30]
    let frameRateBits: [UInt] = frameRates.map(\.rawValue)
    let expectedFrameRates: [UInt] = [0x300_0000, 0x700_0000]
    #expect(frameRateBits == expectedFrameRates)
    let curves: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
    #expect(curves.map(\.rawValue) == [0, 1, 2, 3])
  }
}
