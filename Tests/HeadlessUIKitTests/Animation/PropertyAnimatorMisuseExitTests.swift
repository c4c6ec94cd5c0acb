import DeclarativeUIKit
import Testing

/// Misuse of `UIViewPropertyAnimator` that UIKit raises for, stopping the process with UIKit's
/// message. The texts are UIKit's, as quoted in crash reports in public repositories (GitHub
/// code search for each message).
@Suite struct PropertyAnimatorMisuseExitTests {
  /// "finishAnimationAtPosition: should only be called on a stopped animator!"
  @Test func finishingAnAnimatorThatIsNotStoppedStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
        animator.finishAnimation(at: .end)
      }
    }
  }

  /// "Animator <description> is already stopped!"
  @Test func stoppingAStoppedAnimatorStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
        animator.startAnimation()
        animator.stopAnimation(false)
        animator.stopAnimation(false)
      }
    }
  }

  /// "The delay should be greater than or equal to zero." (NSInvalidArgumentException)
  @Test func startingWithANegativeDelayStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UIViewPropertyAnimator(duration: 1, curve: .linear) {}.startAnimation(afterDelay: -1)
      }
    }
  }

  /// "It is an error to release a paused or stopped property animator. ..."
  @Test func releasingAPausedAnimatorStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
        animator?.pauseAnimation()
        animator = nil
      }
    }
  }

  @Test func releasingAFinishedAnimatorIsFine() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
        animator?.pauseAnimation()
        animator?.stopAnimation(false)
        animator?.finishAnimation(at: .current)
        animator = nil
      }
    }
  }
}
