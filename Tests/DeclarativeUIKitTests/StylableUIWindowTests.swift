import DeclarativeUIKit
import Testing

// rootViewController(_:transition:duration:completion:): UIKitPlus's scene switch in UIKit's
// terms, UIView.transition(with: window, ...) around setting the window's root.
@MainActor
@Suite struct StylableUIWindowTests {
  @Test func theRootIsSwappedAtOnceAndTheCompletionRunsWhenTheTransitionEnds() {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    let signIn = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).rootViewController(signIn)
    window.makeKeyAndVisible()
    let main = UIViewController()
    var finished: [Bool] = []
    window.rootViewController(main, transition: .transitionCrossDissolve, duration: 0.4) {
      finished.append($0)
    }
    #expect(window.rootViewController === main)
    #expect(main.view.window === window)
    #expect(signIn.view.window == nil)
    UIView.AnimationClock.advance(by: 0.39)
    #expect(finished.isEmpty)
    UIView.AnimationClock.advance(by: 0.01)
    #expect(finished == [true])
  }

  @Test func withoutATransitionTheSwapTakesNoTime() {
    UIView.AnimationClock.isManual = true
    defer { UIView.AnimationClock.isManual = false }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var finished: [Bool] = []
    window.rootViewController(UIViewController()) { finished.append($0) }
    UIView.AnimationClock.advance(by: 0)
    #expect(finished == [true])
  }
}
