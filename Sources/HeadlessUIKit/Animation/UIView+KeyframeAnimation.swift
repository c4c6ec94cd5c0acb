import Foundation

extension UIView {
  /// Options for keyframe animations (UIView.h, iOS 16.5): the first seven are the raw values
  /// of `UIView.AnimationOptions`; the calculation modes are 0 to 4 shifted left by 10.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews as the animation runs.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets touches reach the views while they move.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from what is on screen rather than the model values.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Runs forever; the completion never runs.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs back and forth (with `repeat`).
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Uses its own duration inside another animation.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Takes no options from an enclosing animation.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Moves evenly between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Jumps from keyframe to keyframe.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Moves at an even speed over the whole path.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// Moves along a smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at an even speed.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The options that are `UIView.AnimationOptions` bit for bit.
    static let sharedWithViewAnimations: KeyframeAnimationOptions = [
      .layoutSubviews, .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
      .overrideInheritedDuration, .overrideInheritedOptions,
    ]
  }

  /// Animates in keyframes added with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
  /// inside `animations`. As with every animation here, the changes are made at once and the
  /// completion runs when the animation would have ended.
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - delay: Seconds before it starts.
  ///   - options: Behaviour and calculation mode.
  ///   - animations: Adds the keyframes.
  ///   - completion: Runs at the end with `true`, or `nil`.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let shared = options.intersection(KeyframeAnimationOptions.sharedWithViewAnimations)
    runAnimation(
      duration: duration, delay: delay, options: UIView.AnimationOptions(rawValue: shared.rawValue),
      changes: animations, completion: completion)
  }

  /// One keyframe of ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
  /// its changes are made at once.
  /// - Parameters:
  ///   - frameStartTime: When it starts, as a fraction of the whole animation (0 to 1).
  ///   - frameDuration: How long it lasts, as a fraction of the whole animation.
  ///   - animations: The changes.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }
}
