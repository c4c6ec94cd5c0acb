import Foundation

/// What a navigation controller tells its delegate as the view controller on top of its stack
/// changes.
///
/// Both requirements are optional in UIKit; the default implementations here do nothing.
/// HeadlessUIKit does not animate, so `didShow` follows `willShow` at once, after the new top
/// view controller's view is in place. UIKit's other optional requirements (supported and
/// preferred interface orientations, custom transition animators) are not asked: a delegate
/// that implements them still compiles, and HeadlessUIKit has no rotation or animators to use
/// them for.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called just before the navigation controller shows a view controller's view and
  /// navigation item: after a push, a pop or a new stack, and when it first shows its top.
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller about to be on top.
  ///   - animated: Whether the change was asked to animate.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

  /// Called just after the navigation controller showed a view controller's view and
  /// navigation item.
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller now on top.
  ///   - animated: Whether the change was asked to animate.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
