// Compile-only: the UIKit signatures of the app, its scenes and screens, live navigation items,
// scroll views under bars, search, menus and transitions.
import DeclarativeUIKit

@MainActor
func applicationSignatures() {
  let _: UIScreen = UIScreen.main
  let _: KeyPath<UIScreen, CGRect> = \UIScreen.nativeBounds
  let _: () -> UIWindow = UIWindow.init
  let _: (UIWindowScene) -> UIWindow = UIWindow.init(windowScene:)
  let _: ReferenceWritableKeyPath<UIWindow, UIWindowScene?> = \UIWindow.windowScene
  let _: UIApplication = UIApplication.shared
  let _: KeyPath<UIApplication, Set<UIScene>> = \UIApplication.connectedScenes
  let _: KeyPath<UIApplication, UIApplication.State> = \UIApplication.applicationState
  let _: ReferenceWritableKeyPath<UIApplication, Bool> = \UIApplication.isIdleTimerDisabled
  let _: [UIApplication.State] = [.active, .inactive, .background]
  let _: KeyPath<UIWindowScene, UIScreen> = \UIWindowScene.screen
  let _: KeyPath<UIWindowScene, [UIWindow]> = \UIWindowScene.windows
  let _: KeyPath<UIWindowScene, UIWindow?> = \UIWindowScene.keyWindow
  let _: KeyPath<UIScene, UIScene.ActivationState> = \UIScene.activationState
  let _: UIApplication.LaunchOptionsKey = .url
  let _: NSNotification.Name = UIResponder.keyboardWillShowNotification
  let _: NSNotification.Name = UIResponder.keyboardWillHideNotification
  let _: NSNotification.Name = UIResponder.keyboardWillChangeFrameNotification
  let _: String = UIResponder.keyboardFrameEndUserInfoKey
  let _: String = UIResponder.keyboardAnimationDurationUserInfoKey
}

@MainActor
func liveNavigationSignatures() {
  let _: ReferenceWritableKeyPath<UINavigationItem, UIView?> = \UINavigationItem.titleView
  let _: ReferenceWritableKeyPath<UINavigationItem, String?> = \UINavigationItem.prompt
  let _: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \UINavigationItem.backBarButtonItem
  let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationItem.BackButtonDisplayMode> =
    \UINavigationItem.backButtonDisplayMode
  let _: [UINavigationItem.BackButtonDisplayMode] = [.default, .generic, .minimal]
  let _: ReferenceWritableKeyPath<UINavigationItem, Bool> = \UINavigationItem.leftItemsSupplementBackButton
  let _: (UINavigationItem) -> (Bool, Bool) -> Void = UINavigationItem.setHidesBackButton(_:animated:)
  let _: (UINavigationItem) -> ([UIBarButtonItem]?, Bool) -> Void = UINavigationItem.setLeftBarButtonItems(
    _:animated:)
  let _: (UINavigationItem) -> ([UIBarButtonItem]?, Bool) -> Void = UINavigationItem.setRightBarButtonItems(
    _:animated:)
  let _: (UINavigationItem) -> (UIBarButtonItem?, Bool) -> Void = UINavigationItem.setLeftBarButton(
    _:animated:)
  let _: (UINavigationItem) -> (UIBarButtonItem?, Bool) -> Void = UINavigationItem.setRightBarButton(
    _:animated:)
  let _: ReferenceWritableKeyPath<UINavigationItem, UISearchController?> = \UINavigationItem.searchController
  let _: ReferenceWritableKeyPath<UINavigationItem, Bool> = \UINavigationItem.hidesSearchBarWhenScrolling
  let _: ReferenceWritableKeyPath<UINavigationBar, [NSAttributedString.Key: Any]?> =
    \UINavigationBar.titleTextAttributes
  let _: ReferenceWritableKeyPath<UINavigationBar, [NSAttributedString.Key: Any]?> =
    \UINavigationBar.largeTitleTextAttributes
  let _: ReferenceWritableKeyPath<UINavigationController, Bool> = \UINavigationController.hidesBarsOnTap
  let _: ReferenceWritableKeyPath<UINavigationController, Bool> = \UINavigationController.hidesBarsOnSwipe
  let _: (UIView) -> UIBarButtonItem = UIBarButtonItem.init(customView:)
  let _: ReferenceWritableKeyPath<UIBarButtonItem, UIView?> = \UIBarButtonItem.customView
  let _: ReferenceWritableKeyPath<UIBarButtonItem, UIMenu?> = \UIBarButtonItem.menu
  let _: UIBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu())
  let _: UIBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: nil)
}

@MainActor
func scrollViewUnderBarsSignatures() {
  let _: (UIScrollView) -> () -> Void = UIScrollView.adjustedContentInsetDidChange
  let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \UIScrollView.verticalScrollIndicatorInsets
  let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \UIScrollView.horizontalScrollIndicatorInsets
  let _: ReferenceWritableKeyPath<UIScrollView, Bool> =
    \UIScrollView.automaticallyAdjustsScrollIndicatorInsets
}

@MainActor
func searchAndMenuSignatures() {
  let _: (UIViewController?) -> UISearchController = UISearchController.init(searchResultsController:)
  let _: KeyPath<UISearchController, UISearchBar> = \UISearchController.searchBar
  let _: KeyPath<UISearchController, UIViewController?> = \UISearchController.searchResultsController
  let _: ReferenceWritableKeyPath<UISearchController, Bool> = \UISearchController.isActive
  let _: ReferenceWritableKeyPath<UISearchController, Bool> =
    \UISearchController.obscuresBackgroundDuringPresentation
  let _: ReferenceWritableKeyPath<UISearchController, Bool> =
    \UISearchController.hidesNavigationBarDuringPresentation
  let _: ReferenceWritableKeyPath<UISearchController, Bool> =
    \UISearchController.automaticallyShowsCancelButton
  let _: ReferenceWritableKeyPath<UISearchController, Bool> =
    \UISearchController.automaticallyShowsSearchResultsController
  let _: ReferenceWritableKeyPath<UISearchController, Bool> = \UISearchController.showsSearchResultsController
  let _: ReferenceWritableKeyPath<UISearchController, (any UISearchResultsUpdating)?> =
    \UISearchController.searchResultsUpdater
  let _: ReferenceWritableKeyPath<UISearchController, (any UISearchControllerDelegate)?> =
    \UISearchController.delegate
  let _: UIMenu = UIMenu(
    title: "", image: nil, identifier: nil, options: [.displayInline, .singleSelection], children: [])
  let _: KeyPath<UIMenu, [UIMenuElement]> = \UIMenu.children
  let _: KeyPath<UIMenu, UIMenu.Options> = \UIMenu.options
  let _: KeyPath<UIMenu, [UIMenuElement]> = \UIMenu.selectedElements
  let _: (UIMenu) -> ([UIMenuElement]) -> UIMenu = UIMenu.replacingChildren
  if #available(iOS 16.0, *) {
    let _: [UIMenu.ElementSize] = [.small, .medium, .large]
    let _: ReferenceWritableKeyPath<UIMenu, UIMenu.ElementSize> = \UIMenu.preferredElementSize
  }
  let _: UIDeferredMenuElement = UIDeferredMenuElement { completion in completion([]) }
  let _: UIDeferredMenuElement = UIDeferredMenuElement.uncached { completion in completion([]) }
  let _: ReferenceWritableKeyPath<UIButton, UIMenu?> = \UIButton.menu
  let _: ReferenceWritableKeyPath<UIControl, Bool> = \UIControl.showsMenuAsPrimaryAction
  let _: ReferenceWritableKeyPath<UIControl, Bool> = \UIControl.isContextMenuInteractionEnabled
  let _: KeyPath<UIViewController, (any UIViewControllerTransitionCoordinator)?> =
    \UIViewController.transitionCoordinator
  let _: (UIViewController) -> (CGSize, any UIViewControllerTransitionCoordinator) -> Void =
    UIViewController.viewWillTransition(to:with:)
  let _: ReferenceWritableKeyPath<UIViewController, CGSize> = \UIViewController.preferredContentSize
}
