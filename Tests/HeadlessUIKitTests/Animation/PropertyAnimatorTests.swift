import DeclarativeUIKit
import Testing

/// `UIViewPropertyAnimator` as UIViewAnimating.h and UIViewPropertyAnimator.h describe it:
/// inactive until started, active while running or paused, stopped until finished; completions
/// in the order added with the final position; fractionComplete scrubbable only when not running.
@MainActor @Suite(.serialized) struct PropertyAnimatorTests {
  private func onManualClock(_ body: () -> Void) {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    body()
  }

  @Test func newAnimatorIsInactiveAndHasNotRunItsBlocks() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    #expect(animator.state == .inactive)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 0)
    #expect(view.alpha == 1)
    #expect(animator.isInterruptible)
    #expect(animator.isUserInteractionEnabled)
    #expect(!animator.pausesOnCompletion)
  }

  @Test func runningAnimatorProgressesWithTheClockAndCompletesInOrder() {
    onManualClock {
      let view = UIView()
      var log: [String] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }
      animator.addCompletion { log.append("first \($0.rawValue)") }
      animator.addCompletion { log.append("second \($0.rawValue)") }
      animator.startAnimation()
      #expect(view.alpha == 0)
      #expect(animator.state == .active && animator.isRunning)
      UIView.AnimationClock.advance(by: 0.25)
      #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
      UIView.AnimationClock.advance(by: 0.75)
      #expect(animator.state == .inactive)
      #expect(log == ["first 0", "second 0"])
    }
  }

  @Test func pausingFreezesTheFractionAndScrubbingMovesIt() {
    onManualClock {
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {}
      animator.startAnimation()
      UIView.AnimationClock.advance(by: 0.5)
      animator.pauseAnimation()
      #expect(!animator.isRunning && animator.state == .active)
      UIView.AnimationClock.advance(by: 5)
      #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
      animator.fractionComplete = 0.5
      #expect(animator.fractionComplete == 0.5)
      var position: UIViewAnimatingPosition?
      animator.addCompletion { position = $0 }
      animator.startAnimation()
      UIView.AnimationClock.advance(by: 0.99)
      #expect(position == nil)
      UIView.AnimationClock.advance(by: 0.01)
      #expect(position == .end)
    }
  }

  @Test func scrubbingWhileRunningDoesNothing() {
    onManualClock {
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
      animator.startAnimation()
      animator.fractionComplete = 0.9
      #expect(animator.fractionComplete == 0)
      UIView.AnimationClock.advance(by: 1)
    }
  }

  @Test func pausingAnInactiveAnimatorRunsItsBlocksAndPausesIt() {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
    animator.pauseAnimation()
    #expect(view.alpha == 0.5)
    #expect(animator.state == .active && !animator.isRunning)
    animator.stopAnimation(true)
  }

  @Test func reversedAnimatorEndsAtTheStart() {
    onManualClock {
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
      var position: UIViewAnimatingPosition?
      animator.addCompletion { position = $0 }
      animator.pauseAnimation()
      animator.fractionComplete = 0.6
      animator.isReversed = true
      animator.startAnimation()
      UIView.AnimationClock.advance(by: 0.6)
      #expect(position == .start)
    }
  }

  @Test func stoppingWithoutFinishingMakesItInactiveAndSkipsCompletions() {
    onManualClock {
      var ran = false
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
      animator.addCompletion { _ in ran = true }
      animator.startAnimation()
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      UIView.AnimationClock.advance(by: 2)
      #expect(!ran)
    }
  }

  @Test func stoppedAnimatorFinishesWhereItIsTold() {
    onManualClock {
      var position: UIViewAnimatingPosition?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
      animator.addCompletion { position = $0 }
      animator.startAnimation()
      UIView.AnimationClock.advance(by: 0.5)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
      animator.finishAnimation(at: .current)
      #expect(animator.state == .inactive)
      #expect(position == .current)
    }
  }

  @Test func animationsAddedWhileActiveRunAtOnce() {
    onManualClock {
      let view = UIView()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
      animator.startAnimation()
      animator.addAnimations { view.alpha = 0.25 }
      #expect(view.alpha == 0.25)
      UIView.AnimationClock.advance(by: 1)
    }
  }

  @Test func pausesOnCompletionKeepsItActiveAtTheEnd() {
    onManualClock {
      var ran = false
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
      animator.pausesOnCompletion = true
      animator.addCompletion { _ in ran = true }
      animator.startAnimation()
      UIView.AnimationClock.advance(by: 1)
      #expect(animator.state == .active && !animator.isRunning)
      #expect(animator.fractionComplete == 1)
      #expect(!ran)
      animator.stopAnimation(false)
      animator.finishAnimation(at: .end)
      #expect(ran)
    }
  }

  @Test func runningPropertyAnimatorStartsAtOnceAfterItsDelay() {
    onManualClock {
      var position: UIViewAnimatingPosition?
      let view = UIView()
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.2, delay: 0.1, options: [], animations: { view.alpha = 0 }
      ) { position = $0 }
      #expect(view.alpha == 0)
      #expect(animator.isRunning)
      UIView.AnimationClock.advance(by: 0.25)
      #expect(position == nil)
      UIView.AnimationClock.advance(by: 0.05)
      #expect(position == .end)
    }
  }

  /// UIViewAnimating.h: the states and positions.
  @Test func stateAndPositionRawValues() {
    let states: [UIViewAnimatingState] = [.inactive, .active, .stopped]
    #expect(states.map(\.rawValue) == [0, 1, 2])
    let positions: [UIViewAnimatingPosition] = [.end, .start, .current]
    #expect(positions.map(\.rawValue) == [0, 1, 2])
  }
}
