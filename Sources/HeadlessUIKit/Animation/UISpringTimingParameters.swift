import Foundation

/// The timing of an animation that follows the motion of a spring.
///
/// ```swift
/// let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0.5, dy: 0))
/// let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
/// ```
///
/// A spring given by its damping ratio runs for the duration of the animation it times. A
/// spring given by its mass, stiffness and damping runs for as long as it takes to settle, which
/// it computes itself: a property animator ignores its own duration then.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// For a spring made from its constants, the time it takes to settle; `nil` for one made from
  /// a damping ratio, which lasts as long as its animation.
  private let settlingTime: TimeInterval?

  /// How fast the animated value moves when the animation starts, in the animation's distance
  /// per second (1 is the whole distance in a second). One-dimensional values use `dx`.
  open private(set) var initialVelocity: CGVector

  /// `.spring`.
  open var timingCurveType: UITimingCurveType { .spring }

  /// `nil`: there is no cubic curve.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }

  /// This object.
  open var springTimingParameters: UISpringTimingParameters? { self }

  /// Creates the system's default spring: at rest when it starts, with a damping ratio of 4.56
  /// (UISpringTimingParameters `init()` documentation). No public source says whether it lasts
  /// its animation's duration or settles by itself; it lasts the duration here.
  public override init() {
    settlingTime = nil
    initialVelocity = .zero
    super.init()
  }

  /// Creates a spring with a damping ratio and a starting speed; it runs for the duration of
  /// the animation it times.
  /// - Parameters:
  ///   - ratio: 1 settles without overshoot; less oscillates more.
  ///   - velocity: The starting speed, in distances per second.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    settlingTime = nil
    initialVelocity = velocity
    super.init()
  }

  /// Creates a spring with a damping ratio, starting at rest.
  /// - Parameter ratio: 1 settles without overshoot; less oscillates more.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// Creates a spring from its physical constants, as Core Animation's `CASpringAnimation`
  /// takes them. It lasts until it settles, whatever duration the animator was given.
  /// - Parameters:
  ///   - mass: The mass on the spring; more than 0.
  ///   - stiffness: The spring's stiffness; stiffer springs pull harder.
  ///   - damping: The friction that slows the motion.
  ///   - velocity: The starting speed, in distances per second.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    settlingTime = Self.settlingDuration(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      velocity: Double(velocity.dx))
    initialVelocity = velocity
    super.init()
  }

  /// How long an animation with this timing runs: `duration` for a spring given by its damping
  /// ratio; for one given by its constants, the time the spring takes to settle.
  package func animationLength(forDuration duration: TimeInterval) -> TimeInterval {
    settlingTime ?? duration
  }

  /// The displacement, as a fraction of the distance, that counts as settled.
  ///
  /// UIKit says only that the duration is "computed assuming a small settling oscillation"
  /// (UITimingParameters.h). Apple's documentation of `CASpringAnimation.settlingDuration` gives
  /// two durations for its default spring (mass 1, stiffness 100): about 2.85 s with damping 5,
  /// and just over 1 s with damping 15. The time after which the oscillation's envelope stays
  /// under e^-7.09 (0.083%) of the distance gives 2.85 s for the first, the value this was fitted
  /// to, and 1.00 s for the second. No public source gives the threshold itself.
  private static let settledFraction = exp(-7.093)

  /// The longest a spring is allowed to run, for springs too weak to settle in any useful time.
  /// No public source: a bound of HeadlessUIKit's own.
  private static let longestSettlingDuration: TimeInterval = 60

  /// The time a spring moving the value from 1 to 0 takes until it stays within
  /// `settledFraction` of 0: x'' = -(stiffness x + damping x') / mass, x(0) = 1,
  /// x'(0) = -velocity (a positive velocity moves toward the target).
  private static func settlingDuration(
    mass: Double, stiffness: Double, damping: Double, velocity: Double
  ) -> TimeInterval {
    guard mass > 0, stiffness > 0 else { return 0 }
    let natural = (stiffness / mass).squareRoot()
    let ratio = max(0, damping) / (2 * (mass * stiffness).squareRoot())
    let start = -velocity
    if ratio < 1 {
      // Underdamped: x = A e^(-ratio natural t) cos(damped t - phase); the envelope decides.
      let decay = ratio * natural
      guard decay > 0 else { return longestSettlingDuration }
      let damped = natural * (1 - ratio * ratio).squareRoot()
      let amplitude = (1 + pow((start + decay) / damped, 2)).squareRoot()
      return min(longestSettlingDuration, max(0, log(amplitude / settledFraction) / decay))
    }
    // Critically damped or overdamped: the value crosses 0 at most once, so the last moment it
    // is still outside the band is found by stepping back from where a bound puts it inside.
    let position: (Double) -> Double
    if ratio == 1 {
      position = { t in (1 + (start + natural) * t) * exp(-natural * t) }
    } else {
      let root = natural * (ratio * ratio - 1).squareRoot()
      let fast = -ratio * natural - root
      let slow = -ratio * natural + root
      let slowWeight = (start - fast) / (slow - fast)
      position = { t in slowWeight * exp(slow * t) + (1 - slowWeight) * exp(fast * t) }
    }
    let step = 0.001
    var time = longestSettlingDuration
    while time > 0, abs(position(time)) < settledFraction { time -= step }
    return time >= longestSettlingDuration ? longestSettlingDuration : time + step
  }
}
