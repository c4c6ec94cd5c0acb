import Foundation

/// Names of the view controllers a transition is between.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's string.
  public let rawValue: String

  /// Creates a key from its string.
  /// - Parameter rawValue: The key's string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view controller shown when the transition starts.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewController")
  /// The view controller shown when it ends.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names of the views a transition is between.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's string.
  public let rawValue: String

  /// Creates a key from its string.
  /// - Parameter rawValue: The key's string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view shown when the transition starts.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view shown when it ends.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition under way is: whether it animates or is interactive, how long it takes,
/// which view controllers and views it moves between.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The presentation style of the view controller being presented or dismissed.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition is being driven interactively now.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled.
  var isCancelled: Bool { get }
  /// How long the transition takes.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition has come, 0 to 1.
  var percentComplete: CGFloat { get }
  /// How fast an interactive transition finishes after it is released.
  var completionVelocity: CGFloat { get }
  /// The timing curve of the rest of the transition.
  var completionCurve: UIView.AnimationCurve { get }
  /// One of the view controllers the transition is between.
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The view controller, or `nil`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// One of the views the transition is between.
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The view, or `nil`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// The rotation a size change applies, the identity otherwise.
  var targetTransform: CGAffineTransform { get }
}

/// A transition under way, which lets code animate alongside it or run when it ends: what
/// `UIViewController.transitionCoordinator` returns during a transition and what
/// `viewWillTransition(to:with:)` is given.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` with the transition and `completion` after it.
  /// - Parameters:
  ///   - animation: Changes to animate with the transition.
  ///   - completion: What to do once the transition ends.
  /// - Returns: Whether the animation was taken.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` when an interactive transition ends or is cancelled.
  /// - Parameter handler: What to do.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of HeadlessUIKit's transitions, which do not animate: a size change (the
/// window resized or rotated) runs the alongside animations and completions at once, after the
/// view controllers heard of the change.
@MainActor
final class ImmediateTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  init(containerView: UIView) {
    self.containerView = containerView
    super.init()
  }

  let containerView: UIView
  var isAnimated: Bool { false }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var percentComplete: CGFloat { 1 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var targetTransform: CGAffineTransform { .identity }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  /// Runs what was registered: the animations, then the completions.
  func finish() {
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
    animations = []
    completions = []
  }
}

extension UIViewController {
  /// The coordinator of the transition this view controller takes part in, or `nil` when none
  /// is under way; HeadlessUIKit's presentations and pushes happen at once, so outside
  /// `viewWillTransition(to:with:)` it is always `nil`, as on a device between transitions.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    activeTransitionCoordinator ?? parent?.transitionCoordinator
  }
}
