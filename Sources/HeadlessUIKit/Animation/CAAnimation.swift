import Foundation

/// Seconds, as Core Animation counts time (CFTimeInterval, a Double).
public typealias CFTimeInterval = Double

/// What an animation shows outside its active time (CAMediaTiming.h, iOS 16.5: the header names
/// the values `backwards', `forwards', `both' and `removed', the default).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The mode's string.
  public let rawValue: String

  /// Creates a mode from its string.
  /// - Parameter rawValue: The mode's string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Holds the first frame before the animation starts.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Holds the last frame after the animation ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Both before and after.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither: the layer shows its own values outside the animation.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// How a keyframe animation moves between its values (CAAnimation.h, iOS 16.5: `linear', the
/// default, `discrete', `paced', `cubic' and `cubicPaced').
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's string.
  public let rawValue: String

  /// Creates a mode from its string.
  /// - Parameter rawValue: The mode's string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Straight between values.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Jumps from value to value.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// An even speed over the whole path.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth curve through the values.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth curve at an even speed.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Names of the standard timing curves (CAMediaTimingFunction.h). No public source gives the
/// strings; these are the constants' names.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name's string.
  public let rawValue: String

  /// Creates a name from its string.
  /// - Parameter rawValue: The name's string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An even pace.
  public static let linear = CAMediaTimingFunctionName(rawValue: "kCAMediaTimingFunctionLinear")
  /// Slow at the start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "kCAMediaTimingFunctionEaseIn")
  /// Slow at the end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "kCAMediaTimingFunctionEaseOut")
  /// Slow at both ends.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "kCAMediaTimingFunctionEaseInEaseOut")
  /// The system's default curve.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "kCAMediaTimingFunctionDefault")
}

/// A timing curve: a named one or a cubic Bézier through (0, 0), two control points and (1, 1).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  /// The standard curve's name, or `nil` for one made from control points.
  public let name: CAMediaTimingFunctionName?
  private let points: [Float]

  /// A standard curve.
  /// - Parameter name: Its name.
  public init(name: CAMediaTimingFunctionName) {
    self.name = name
    points = []
    super.init()
  }

  /// A curve through two control points.
  /// - Parameters:
  ///   - c1x: The first point's x.
  ///   - c1y: The first point's y.
  ///   - c2x: The second point's x.
  ///   - c2y: The second point's y.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    name = nil
    points = [c1x, c1y, c2x, c2y]
    super.init()
  }
}

/// Told when a layer animation starts and stops (CAAnimation.h); both optional.
public protocol CAAnimationDelegate: NSObjectProtocol {
  /// Called when the animation starts.
  /// - Parameter anim: The animation.
  func animationDidStart(_ anim: CAAnimation)
  /// Called when the animation stops.
  /// - Parameters:
  ///   - anim: The animation.
  ///   - flag: Whether it ran to its end (`false` when it was removed first).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  /// - Parameter anim: The animation.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  /// - Parameters:
  ///   - anim: The animation.
  ///   - flag: Whether it ran to its end.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// A Core Animation animation added to a layer with `CALayer.add(_:forKey:)` (CAAnimation.h,
/// CAMediaTiming.h). As on a device, an animation changes what is on screen while it runs, never
/// the layer's own values, so a drawing here (which shows the layer's values) is the screen
/// before and after it; the delegate hears the start at once and the stop when the animation's
/// time has passed on `UIView.AnimationClock` (for animations added on the main thread). Like
/// QuartzCore's, these classes are not bound to the main actor.
open class CAAnimation: NSObject {
  /// Creates an animation with Core Animation's defaults.
  public override init() {
    super.init()
  }

  /// When it starts, in the layer's time; 0 by default.
  open var beginTime: CFTimeInterval = 0
  /// How long one pass takes, in seconds; 0 by default.
  open var duration: CFTimeInterval = 0
  /// How fast time runs for it; 1 by default.
  open var speed: Float = 1
  /// Where in its time it starts; 0 by default.
  open var timeOffset: CFTimeInterval = 0
  /// How many passes (fractional allowed, `.infinity` for ever); 0 by default, which means one.
  open var repeatCount: Float = 0
  /// How long to repeat, in seconds; 0 by default.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each pass plays back after it plays forward; `false` by default.
  open var autoreverses = false
  /// What shows outside its active time; `.removed` by default.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Its pacing, or `nil` for linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Told about its start and stop; the animation keeps it alive, as in Core Animation.
  open var delegate: (any CAAnimationDelegate)?
  /// Whether the layer drops it when it ends; `true` by default.
  open var isRemovedOnCompletion = true

  /// The seconds from start to stop, or `nil` when it repeats for ever.
  var activeDuration: CFTimeInterval? {
    if repeatCount.isInfinite { return nil }
    let passes = repeatDuration > 0 ? repeatDuration / max(duration, .ulpOfOne) : Double(max(repeatCount, 1))
    let length = duration * passes * (autoreverses ? 2 : 1)
    return speed > 0 ? length / Double(speed) : nil
  }
}

/// An animation of one property of a layer, named by key path (CAAnimation.h).
open class CAPropertyAnimation: CAAnimation {
  /// Creates an animation of a property.
  /// - Parameter path: The property's key path, such as `"opacity"`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  /// The animated property's key path.
  open var keyPath: String?
  /// Whether the values add to the layer's own; `false` by default.
  open var isAdditive = false
  /// Whether repeats build on each other; `false` by default.
  open var isCumulative = false
}

/// A property animated from one value to another (CAAnimation.h).
open class CABasicAnimation: CAPropertyAnimation {
  /// The starting value, or `nil` for the layer's.
  open var fromValue: Any?
  /// The ending value, or `nil` for the layer's.
  open var toValue: Any?
  /// A change added to the start, or `nil`.
  open var byValue: Any?
}

/// A property animated through a list of values (CAAnimation.h).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values, in order.
  open var values: [Any]?
  /// When each value is reached, from 0 to 1.
  open var keyTimes: [NSNumber]?
  /// The pacing between values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How it moves between values; `.linear` by default.
  open var calculationMode: CAAnimationCalculationMode = .linear
}

/// Animations that run together on one layer (CAAnimation.h).
open class CAAnimationGroup: CAAnimation {
  /// The animations.
  open var animations: [CAAnimation]?
}
