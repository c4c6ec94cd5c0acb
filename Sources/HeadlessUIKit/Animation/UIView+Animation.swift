import Foundation

/// UIKit's block animations. The model values the blocks set change at once, as in UIKit (a
/// view's `alpha` reads the new value right after the call); completions run when
/// `UIView.AnimationClock` reaches the animation's end, with `finished` true.
extension UIView {
  /// Whether animations are enabled; `setAnimationsEnabled(_:)` and
  /// `performWithoutAnimation(_:)` turn them off. Completions run either way.
  public private(set) static var areAnimationsEnabled = true

  /// The duration of the animation whose block is running, or 0 outside one.
  public private(set) static var inheritedAnimationDuration: TimeInterval = 0

  /// Turns animations on or off for the changes that follow.
  /// - Parameter enabled: Whether to animate.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    areAnimationsEnabled = enabled
  }

  /// Runs changes without animating them, even inside an animation block.
  /// - Parameter actionsWithoutAnimation: The changes.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let enabled = areAnimationsEnabled
    areAnimationsEnabled = false
    defer { areAnimationsEnabled = enabled }
    actionsWithoutAnimation()
  }

  /// Animates changes over a duration.
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.25) { banner.alpha = 0 }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: Seconds; 0 or less changes at once.
  ///   - animations: The changes.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates changes, then runs a completion.
  ///
  /// - Parameters:
  ///   - duration: Seconds; 0 or less changes at once.
  ///   - animations: The changes.
  ///   - completion: Runs at the end with `true` (the animation finished), or `nil`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates changes after a delay, with options, then runs a completion.
  ///
  /// - Parameters:
  ///   - duration: Seconds; 0 or less changes at once.
  ///   - delay: Seconds before the animation starts.
  ///   - options: Curve and behaviour; `.repeat` means the completion never runs.
  ///   - animations: The changes.
  ///   - completion: Runs at the end with `true`, or `nil`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: delay, options: options, changes: animations, completion: completion)
  }

  /// Animates changes with spring timing. The spring shapes the motion only; the animation ends
  /// after `duration`, as in UIKit.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - delay: Seconds before the animation starts.
  ///   - dampingRatio: 1 for no overshoot, less for more.
  ///   - velocity: The initial speed, relative to the distance.
  ///   - options: Curve and behaviour.
  ///   - animations: The changes.
  ///   - completion: Runs at the end with `true`, or `nil`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: delay, options: options, changes: animations, completion: completion)
  }

  /// Changes a view with a transition effect (a cross-dissolve, a flip...).
  ///
  /// - Parameters:
  ///   - view: The view that changes.
  ///   - duration: Seconds.
  ///   - options: The transition and behaviour.
  ///   - animations: The changes, or `nil`.
  ///   - completion: Runs at the end with `true`, or `nil`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: 0, options: options, changes: animations ?? {}, completion: completion)
  }

  /// Replaces one view with another with a transition effect: `toView` takes `fromView`'s
  /// place in its superview, or, with `.showHideTransitionViews`, `fromView` is hidden and
  /// `toView` shown.
  ///
  /// - Parameters:
  ///   - fromView: The view going away.
  ///   - toView: The view coming in.
  ///   - duration: Seconds.
  ///   - options: The transition and behaviour.
  ///   - completion: Runs at the end with `true`, or `nil`.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: 0, options: options,
      changes: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else if let superview = fromView.superview {
          superview.insertSubview(toView, aboveSubview: fromView)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Runs the changes at once and schedules the completion at the animation's end.
  static func runAnimation(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, changes: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let outer = inheritedAnimationDuration
    let length = max(0, duration)
    inheritedAnimationDuration = options.contains(.overrideInheritedDuration) || outer == 0 ? length : outer
    changes()
    inheritedAnimationDuration = outer
    guard let completion, !options.contains(.repeat) else { return }
    AnimationClock.schedule(at: AnimationClock.now + max(0, delay) + length) { completion(true) }
  }
}
