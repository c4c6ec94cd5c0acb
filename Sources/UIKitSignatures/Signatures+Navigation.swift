// Compile-only: the UIKit signatures of navigation and tab bar controllers and their bars.
import DeclarativeUIKit

@MainActor
func navigationControllerSignatures() {
  let _: (UIViewController) -> UINavigationController = UINavigationController.init(rootViewController:)
  let _: (String?, Bundle?) -> UINavigationController = UINavigationController.init(nibName:bundle:)
  let _: ReferenceWritableKeyPath<UINavigationController, [UIViewController]> =
    \UINavigationController
    .viewControllers
  let _: (UINavigationController) -> ([UIViewController], Bool) -> Void = UINavigationController
    .setViewControllers(_:animated:)
  let _: (UINavigationController) -> (UIViewController, Bool) -> Void = UINavigationController
    .pushViewController(_:animated:)
  let _: (UINavigationController) -> (Bool) -> UIViewController? = UINavigationController.popViewController(
    animated:)
  let _: (UINavigationController) -> (Bool) -> [UIViewController]? = UINavigationController
    .popToRootViewController(animated:)
  let _: (UINavigationController) -> (UIViewController, Bool) -> [UIViewController]? = UINavigationController
    .popToViewController(_:animated:)
  let _: KeyPath<UINavigationController, UIViewController?> = \UINavigationController.topViewController
  let _: KeyPath<UINavigationController, UIViewController?> = \UINavigationController.visibleViewController
  let _: KeyPath<UINavigationController, UINavigationBar> = \UINavigationController.navigationBar
  let _: ReferenceWritableKeyPath<UINavigationController, Bool> =
    \UINavigationController.isNavigationBarHidden
  let _: (UINavigationController) -> (Bool, Bool) -> Void = UINavigationController.setNavigationBarHidden(
    _:animated:)
  let _: KeyPath<UIViewController, UINavigationController?> = \UIViewController.navigationController
  let _: ReferenceWritableKeyPath<UINavigationBar, Bool> = \UINavigationBar.prefersLargeTitles
  let _: ReferenceWritableKeyPath<UINavigationBar, Bool> = \UINavigationBar.isTranslucent
  let _: ReferenceWritableKeyPath<UINavigationBar, UIColor?> = \UINavigationBar.barTintColor
  let _: ReferenceWritableKeyPath<UINavigationBar, [UINavigationItem]?> = \UINavigationBar.items
  let _: KeyPath<UINavigationBar, UINavigationItem?> = \UINavigationBar.topItem
  let _: KeyPath<UINavigationBar, UINavigationItem?> = \UINavigationBar.backItem
}

@MainActor
func tabBarControllerSignatures() {
  let _: () -> UITabBarController = UITabBarController.init
  let _: ReferenceWritableKeyPath<UITabBarController, [UIViewController]?> =
    \UITabBarController.viewControllers
  let _: (UITabBarController) -> ([UIViewController]?, Bool) -> Void = UITabBarController.setViewControllers(
    _:animated:)
  let _: ReferenceWritableKeyPath<UITabBarController, Int> = \UITabBarController.selectedIndex
  let _: ReferenceWritableKeyPath<UITabBarController, UIViewController?> =
    \UITabBarController
    .selectedViewController
  let _: KeyPath<UITabBarController, UITabBar> = \UITabBarController.tabBar
  let _: KeyPath<UIViewController, UITabBarController?> = \UIViewController.tabBarController
  let _: ReferenceWritableKeyPath<UIViewController, UITabBarItem?> = \UIViewController.tabBarItem
  let _: ReferenceWritableKeyPath<UITabBar, [UITabBarItem]?> = \UITabBar.items
  let _: ReferenceWritableKeyPath<UITabBar, UITabBarItem?> = \UITabBar.selectedItem
  let _: ReferenceWritableKeyPath<UITabBar, UIColor?> = \UITabBar.unselectedItemTintColor
  let _: ReferenceWritableKeyPath<UITabBar, UIColor?> = \UITabBar.barTintColor
  let _: ReferenceWritableKeyPath<UITabBar, Bool> = \UITabBar.isTranslucent
  let _: (String?, UIImage?, Int) -> UITabBarItem = UITabBarItem.init(title:image:tag:)
  let _: (String?, UIImage?, UIImage?) -> UITabBarItem = UITabBarItem.init(title:image:selectedImage:)
  let _: (UITabBarItem.SystemItem, Int) -> UITabBarItem = UITabBarItem.init(tabBarSystemItem:tag:)
  let _: ReferenceWritableKeyPath<UITabBarItem, UIImage?> = \UITabBarItem.selectedImage
  let _: ReferenceWritableKeyPath<UITabBarItem, String?> = \UITabBarItem.badgeValue
  let _: ReferenceWritableKeyPath<UITabBarItem, UIColor?> = \UITabBarItem.badgeColor
  let _: [UITabBarItem.SystemItem] = [
    .more, .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search, .downloads,
    .mostRecent, .mostViewed,
  ]
}

/// A navigation controller's delegate as a coordinator writes it (UINavigationController.h):
/// both optional requirements implemented, and the delegate set on the controller.
final class NavigationDelegateSignature: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}

@MainActor
func navigationDelegateSignatures(
  _ navigation: UINavigationController, _ delegate: NavigationDelegateSignature
) {
  navigation.delegate = delegate
  let _: (any UINavigationControllerDelegate)? = navigation.delegate
}
