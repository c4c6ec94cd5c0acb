import DeclarativeUIKit
import Testing

/// Swapping a window's root view controller inside `UIView.transition(with:duration:options:
/// animations:completion:)`, the way UIKit apps switch from onboarding to the main screen
/// (Apple's documentation of `transition(with:...)`: the block's changes to the view's subviews
/// are what the transition animates; the completion runs with `true` when it ends).
@MainActor @Suite struct RootViewControllerTransitionTests {
  @Test func theNewRootFillsTheWindowAtOnceAndTheCompletionRunsAtTheEnd() {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let onboarding = UIViewController()
    window.rootViewController = onboarding
    window.makeKeyAndVisible()
    let main = UIViewController()
    var finished: [Bool] = []
    UIView.transition(
      with: window, duration: 0.3, options: .transitionCrossDissolve,
      animations: { window.rootViewController = main }, completion: { finished.append($0) })
    #expect(window.rootViewController === main)
    #expect(main.view.window === window)
    #expect(main.view.frame == window.bounds)
    #expect(onboarding.view.window == nil, "the old root's view leaves the window")
    #expect(window.subviews.count == 1)
    #expect(finished.isEmpty)
    UIView.AnimationClock.advance(by: 0.3)
    #expect(finished == [true])
  }
}
