extension Stylable where Self: UIWindow {
  /// Makes a view controller the window's root, swapping it in with a transition when
  /// `transition` names one: what an app does to go from onboarding or sign-in to its main
  /// screen. It is UIKit's
  /// `UIView.transition(with: window, duration:, options:, animations: { window.rootViewController = controller })`
  /// in one call.
  ///
  /// ```swift
  /// window.rootViewController(MainTabBarController(), transition: .transitionCrossDissolve)
  /// ```
  ///
  /// - Parameters:
  ///   - controller: The new root view controller.
  ///   - transition: The transition, such as `.transitionCrossDissolve` or
  ///     `.transitionFlipFromLeft`; none by default, which swaps at once.
  ///   - duration: The transition's length in seconds; 0.3 by default.
  ///   - completion: Runs when the transition ends, with `true` when it finished.
  @discardableResult
  public func rootViewController(
    _ controller: UIViewController?, transition: UIView.AnimationOptions = [], duration: TimeInterval = 0.3,
    completion: ((Bool) -> Void)? = nil
  ) -> Self {
    UIView.transition(
      with: self, duration: transition.isEmpty ? 0 : duration, options: transition,
      animations: { self.rootViewController = controller }, completion: completion)
    return self
  }
}
