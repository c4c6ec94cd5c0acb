import Foundation

/// An animation that can be started, paused, scrubbed, reversed, stopped and finished.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { sheet.frame.origin.y = 0 }
/// animator.addCompletion { position in if position == .end { sheet.isUserInteractionEnabled = true } }
/// animator.startAnimation()
/// ```
///
/// The animation blocks run (and the model values change) when the animator starts, or is
/// paused or scrubbed from inactive; blocks added while it is active run at once. Its progress
/// follows `UIView.AnimationClock`: `fractionComplete` grows with the clock while running, and at
/// the end the animator becomes inactive and runs its completions in the order added. Misuse
/// UIKit raises for stops the process with UIKit's message.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewAnimating {
  /// The animation's length in seconds.
  open private(set) var duration: TimeInterval

  /// The delay before the animation starts, set by `startAnimation(afterDelay:)`.
  open private(set) var delay: TimeInterval = 0

  /// How the animation's progress follows time: a cubic curve or a spring.
  open private(set) var timingParameters: (any UITimingCurveProvider)?

  /// Whether views take touches while animating; `true` by default.
  open var isUserInteractionEnabled = true

  /// Whether hit testing is left to the app while animating; `false` by default.
  open var isManualHitTestingEnabled = false

  /// Whether the animation can be paused, stopped and scrubbed; `true` by default.
  open var isInterruptible = true

  /// Whether scrubbing follows the fraction linearly; `true` by default.
  open var scrubsLinearly = true

  /// Whether the animator stays active and paused at its end instead of finishing; `false` by
  /// default.
  open var pausesOnCompletion = false

  /// The animator's state: inactive, active (running or paused) or stopped.
  open private(set) var state: UIViewAnimatingState = .inactive

  /// Whether the animation is running.
  open private(set) var isRunning = false

  /// Whether the animation runs (or will run) backwards.
  open var isReversed = false

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var storedFraction: CGFloat = 0
  private var resumedAt: TimeInterval = 0
  private var endEntry: Int?

  /// Creates an inactive animator with timing parameters.
  ///
  /// A spring made from its mass, stiffness and damping runs until it settles, so `duration`
  /// does not decide when it ends; every other timing runs for `duration`.
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - parameters: The timing curve or spring.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// Creates an inactive animator with a timing curve.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - curve: The timing curve.
  ///   - animations: The changes to animate, or `nil` to add them later.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { self.animations = [animations] }
  }

  /// Creates an inactive animator with spring timing; the animation lasts `duration`, as
  /// UIKit's documentation of this initializer says.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - ratio: The damping ratio; 1 for no overshoot.
  ///   - animations: The changes to animate, or `nil`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations = [animations] }
  }

  /// Creates an inactive animator with a cubic Bézier timing curve.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - point1: The curve's first control point.
  ///   - point2: The curve's second control point.
  ///   - animations: The changes to animate, or `nil`.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations = [animations] }
  }

  /// Creates an animator and starts it at once, as `UIView.animate` would.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - delay: Seconds before it starts.
  ///   - options: Curve and behaviour.
  ///   - animations: The changes.
  ///   - completion: Runs at the end with the final position, or `nil`.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// How far the animation is, from 0 to 1. Setting it scrubs a paused animator (or an inactive
  /// one, which becomes active and paused); it does nothing while the animation runs.
  open var fractionComplete: CGFloat {
    get {
      guard isRunning, length > 0 else { return storedFraction }
      let elapsed = max(0, UIView.AnimationClock.now - resumedAt)
      let progressed = CGFloat(elapsed / length)
      return min(1, max(0, isReversed ? storedFraction - progressed : storedFraction + progressed))
    }
    set {
      guard !isRunning else { return }
      if state == .inactive { activate() }
      storedFraction = min(1, max(0, newValue))
    }
  }

  /// Adds changes to animate; while active they run at once.
  /// - Parameter animation: The changes.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  /// Adds changes that start part of the way through the animation (HeadlessUIKit runs them
  /// with the others).
  /// - Parameters:
  ///   - animation: The changes.
  ///   - delayFactor: The fraction of the duration to wait, 0 to 1.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a handler run when the animation ends, with where it ended.
  /// - Parameter completion: The handler.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animation, or resumes it when paused.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animation after a delay.
  /// - Parameter delay: Seconds to wait; a negative delay stops the process, as UIKit raises.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard delay >= 0 else {
      fatalError("The delay should be greater than or equal to zero.")
    }
    if state == .stopped { return }
    if state == .inactive { activate() }
    guard !isRunning else { return }
    self.delay = delay
    isRunning = true
    resumedAt = UIView.AnimationClock.now + delay
    let remaining = isReversed ? storedFraction : 1 - storedFraction
    endEntry = UIView.AnimationClock.schedule(at: resumedAt + Double(remaining) * length) { [weak self] in
      self?.reachEnd()
    }
  }

  /// Pauses a running animation, or starts an inactive one paused.
  open func pauseAnimation() {
    switch state {
    case .inactive:
      activate()
    case .active where isRunning:
      storedFraction = fractionComplete
      isRunning = false
      cancelEnd()
    default:
      break
    }
  }

  /// Stops the animation where it is. With `withoutFinishing`, the animator becomes inactive at
  /// once and no completion runs; otherwise it is stopped until `finishAnimation(at:)`.
  /// Stopping a stopped animator stops the process, as UIKit raises.
  /// - Parameter withoutFinishing: Whether to skip the finishing step.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state != .stopped else {
      fatalError("Animator \(self) is already stopped!")
    }
    storedFraction = fractionComplete
    isRunning = false
    cancelEnd()
    if withoutFinishing {
      state = .inactive
      invalidate()
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator: it becomes inactive and its completions run with the given
  /// position. Calling it on an animator that is not stopped stops the process, as UIKit raises.
  /// - Parameter finalPosition: Where the animated values end.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      fatalError("finishAnimationAtPosition: should only be called on a stopped animator!")
    }
    finish(at: finalPosition)
  }

  /// A short description with the state, as UIKit's.
  nonisolated open override var description: String {
    MainActor.assumeIsolated { describedState }
  }

  private var describedState: String {
    let name: String
    switch state {
    case .inactive: name = "inactive"
    case .active: name = "active"
    case .stopped: name = "stopped"
    }
    return "<UIViewPropertyAnimator(\(Unmanaged.passUnretained(self).toOpaque())) [\(name)]"
      + (isRunning ? " running" : "") + (isReversed ? " reversed" : "")
      + (isInterruptible ? " interruptible" : "")
      + ">"
  }

  // Nonisolated, as UIKit's (an Objective-C dealloc), so subclasses' deinitializers may be too;
  // it reads only the animator's own state, which is its alone by now.
  deinit {
    let state = state
    let isRunning = isRunning
    if state == .stopped || (state == .active && !isRunning) {
      fatalError(
        "It is an error to release a paused or stopped property animator. Property animators must either "
          + "finish animating or be explicitly stopped and finished before they can be released.")
    }
  }

  // MARK: Machinery

  /// How long the whole animation runs: `duration`, unless a spring made from its constants
  /// decides by settling.
  private var length: TimeInterval {
    timingParameters?.springTimingParameters?.animationLength(forDuration: duration) ?? duration
  }

  /// Becomes active: the blocks run, so the model values change now.
  private func activate() {
    state = .active
    let blocks = animations
    animations = []
    for block in blocks { block() }
  }

  private func cancelEnd() {
    if let endEntry { UIView.AnimationClock.cancel(endEntry) }
    endEntry = nil
  }

  /// The clock reached the end of the running animation.
  private func reachEnd() {
    endEntry = nil
    storedFraction = isReversed ? 0 : 1
    isRunning = false
    if pausesOnCompletion { return }
    finish(at: isReversed ? .start : .end)
  }

  private func finish(at position: UIViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    storedFraction = 0
    let handlers = completions
    invalidate()
    for handler in handlers { handler(position) }
  }

  /// A stopped or finished animator forgets its blocks and completions.
  private func invalidate() {
    animations = []
    completions = []
  }
}
