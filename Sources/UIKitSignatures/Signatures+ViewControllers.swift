// Compile-only: the UIKit signatures of view controllers, windows, navigation items and bar
// button items. `viewIsAppearing(_:)` is not here: the iOS 16.5 SDK the check uses does not
// declare it (UIKit calls it from iOS 13 on; its declaration came with the iOS 17 SDK).
import DeclarativeUIKit

@MainActor
func viewControllerSignatures() {
  let _: () -> UIViewController = UIViewController.init
  let _: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)
  let _: (NSCoder) -> UIViewController? = UIViewController.init(coder:)
  let _: ReferenceWritableKeyPath<UIViewController, UIView?> = \UIViewController.view
  let _: KeyPath<UIViewController, UIView?> = \UIViewController.viewIfLoaded
  let _: KeyPath<UIViewController, Bool> = \UIViewController.isViewLoaded
  let _: (UIViewController) -> () -> Void = UIViewController.loadView
  let _: (UIViewController) -> () -> Void = UIViewController.loadViewIfNeeded
  let _: (UIViewController) -> () -> Void = UIViewController.viewDidLoad
  let _: (UIViewController) -> (Bool) -> Void = UIViewController.viewWillAppear
  let _: (UIViewController) -> (Bool) -> Void = UIViewController.viewDidAppear
  let _: (UIViewController) -> (Bool) -> Void = UIViewController.viewWillDisappear
  let _: (UIViewController) -> (Bool) -> Void = UIViewController.viewDidDisappear
  let _: (UIViewController) -> () -> Void = UIViewController.viewWillLayoutSubviews
  let _: (UIViewController) -> () -> Void = UIViewController.viewDidLayoutSubviews
  let _: ReferenceWritableKeyPath<UIViewController, String?> = \UIViewController.title
  let _: KeyPath<UIViewController, UINavigationItem> = \UIViewController.navigationItem
  let _: ReferenceWritableKeyPath<UIViewController, UIEdgeInsets> = \UIViewController.additionalSafeAreaInsets
  let _: (UIViewController) -> () -> Void = UIViewController.viewSafeAreaInsetsDidChange
  let _: KeyPath<UIViewController, [UIViewController]> = \UIViewController.children
  let _: KeyPath<UIViewController, UIViewController?> = \UIViewController.parent
  let _: (UIViewController) -> (UIViewController) -> Void = UIViewController.addChild
  let _: (UIViewController) -> () -> Void = UIViewController.removeFromParent
  let _: (UIViewController) -> (UIViewController?) -> Void = UIViewController.willMove(toParent:)
  let _: (UIViewController) -> (UIViewController?) -> Void = UIViewController.didMove(toParent:)
  let _: KeyPath<UIViewController, Bool> = \UIViewController.isMovingToParent
  let _: KeyPath<UIViewController, Bool> = \UIViewController.isMovingFromParent
  let _: (UIViewController) -> (UIViewController, Bool, (() -> Void)?) -> Void = UIViewController.present(
    _:animated:completion:)
  let _: (UIViewController) -> (Bool, (() -> Void)?) -> Void = UIViewController.dismiss(animated:completion:)
  let _: KeyPath<UIViewController, UIViewController?> = \UIViewController.presentedViewController
  let _: KeyPath<UIViewController, UIViewController?> = \UIViewController.presentingViewController
  let _: KeyPath<UIViewController, Bool> = \UIViewController.isBeingPresented
  let _: KeyPath<UIViewController, Bool> = \UIViewController.isBeingDismissed
  let _: ReferenceWritableKeyPath<UIViewController, UIModalPresentationStyle> =
    \UIViewController
    .modalPresentationStyle
  let _: [UIModalPresentationStyle] = [
    .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext,
    .popover, .none, .automatic,
  ]
  let _: KeyPath<UIViewController, UITraitCollection> = \UIViewController.traitCollection
  let _: (UIViewController) -> (UITraitCollection?) -> Void = UIViewController.traitCollectionDidChange
  let _: ReferenceWritableKeyPath<UIViewController, UIUserInterfaceStyle> =
    \UIViewController
    .overrideUserInterfaceStyle
  let _: (UIViewController) -> (UITraitCollection?, UIViewController) -> Void = UIViewController
    .setOverrideTraitCollection(_:forChild:)
  let _: (UIViewController) -> (UIViewController) -> UITraitCollection? = UIViewController
    .overrideTraitCollection(forChild:)
  let _: any UITraitEnvironment = UIViewController()
}

@MainActor
func windowSignatures() {
  let _: (CGRect) -> UIWindow = UIWindow.init(frame:)
  let _: ReferenceWritableKeyPath<UIWindow, UIViewController?> = \UIWindow.rootViewController
  let _: (UIWindow) -> () -> Void = UIWindow.makeKeyAndVisible
  let _: (UIWindow) -> () -> Void = UIWindow.makeKey
  let _: KeyPath<UIWindow, Bool> = \UIWindow.isKeyWindow
}

@MainActor
func navigationItemSignatures() {
  let _: (String) -> UINavigationItem = UINavigationItem.init(title:)
  let _: ReferenceWritableKeyPath<UINavigationItem, String?> = \UINavigationItem.title
  let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationItem.LargeTitleDisplayMode> =
    \UINavigationItem
    .largeTitleDisplayMode
  let _: [UINavigationItem.LargeTitleDisplayMode] = [.automatic, .always, .never]
  let _: ReferenceWritableKeyPath<UINavigationItem, String?> = \UINavigationItem.backButtonTitle
  let _: ReferenceWritableKeyPath<UINavigationItem, Bool> = \UINavigationItem.hidesBackButton
  let _: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \UINavigationItem.leftBarButtonItem
  let _: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \UINavigationItem.rightBarButtonItem
  let _: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?> = \UINavigationItem.leftBarButtonItems
  let _: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?> =
    \UINavigationItem.rightBarButtonItems
  let _: UIBarButtonItem = UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil)
  let _: UIBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
  let _: ReferenceWritableKeyPath<UIBarButtonItem, UIBarButtonItem.Style> = \UIBarButtonItem.style
  let _: ReferenceWritableKeyPath<UIBarButtonItem, UIAction?> = \UIBarButtonItem.primaryAction
  let _: ReferenceWritableKeyPath<UIBarButtonItem, UIColor?> = \UIBarButtonItem.tintColor
  let _: ReferenceWritableKeyPath<UIBarButtonItem, CGFloat> = \UIBarButtonItem.width
  let _: ReferenceWritableKeyPath<UIBarItem, String?> = \UIBarItem.title
  let _: ReferenceWritableKeyPath<UIBarItem, UIImage?> = \UIBarItem.image
  let _: ReferenceWritableKeyPath<UIBarItem, Bool> = \UIBarItem.isEnabled
  let _: ReferenceWritableKeyPath<UIBarItem, Int> = \UIBarItem.tag
  let _: [UIBarButtonItem.SystemItem] = [
    .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize,
    .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo,
    .close,
  ]
}
