import Foundation

extension UIView {
  /// How a `UIView.animate` or `UIView.transition` animation runs, with UIKit's raw values
  /// (UIView.h). HeadlessUIKit changes model values at once, so the options are recorded for
  /// code that reads them; `.repeat` keeps the completion from running, as a repeating UIKit
  /// animation never finishes by itself.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The bits of the mask.
    public let rawValue: UInt

    /// Creates options from a raw value.
    /// - Parameter rawValue: The bits, as UIView.h defines them.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews as the animation runs; 1 << 0.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate; 1 << 1.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the values on screen; 1 << 2.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation forever; 1 << 3.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs a repeating animation back and forth; 1 << 4.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignores the duration of an enclosing animation; 1 << 5.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignores the curve of an enclosing animation; 1 << 6.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animates the content of views in a transition; 1 << 7.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in a transition instead of removing and adding them; 1 << 8.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Inherits no options from an enclosing animation; 1 << 9.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at the start and the end (the default curve); 0 << 16.
    public static let curveEaseInOut = AnimationOptions([])
    /// Slow at the start; 1 << 16.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end; 2 << 16.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Even speed; 3 << 16.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition effect (the default); 0 << 20. Unavailable in Swift, as in UIKit: use `[]`.
    @available(*, unavailable, message: "use [] to construct an empty option set")
    public static let transitionNone = AnimationOptions([])
    /// Flips around the vertical axis from the left; 1 << 20.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips around the vertical axis from the right; 2 << 20.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls up like a page; 3 << 20.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls down like a page; 4 << 20.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Fades from one view to the other; 5 << 20.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips around the horizontal axis from the top; 6 << 20.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips around the horizontal axis from the bottom; 7 << 20.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The screen's frame rate (the default); 0 << 24. Unavailable in Swift, as in UIKit: use
    /// `[]`.
    @available(*, unavailable, message: "use [] to construct an empty option set")
    public static let preferredFramesPerSecondDefault = AnimationOptions([])
    /// 60 frames per second; 3 << 24.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second; 7 << 24.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// The timing curves of animations, with UIKit's raw values (UIView.h).
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end; 0.
    case easeInOut = 0
    /// Slow at the start; 1.
    case easeIn = 1
    /// Slow at the end; 2.
    case easeOut = 2
    /// Even speed; 3.
    case linear = 3
  }
}
