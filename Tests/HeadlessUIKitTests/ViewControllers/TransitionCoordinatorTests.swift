import DeclarativeUIKit
import Testing

// Sources: UIViewControllerTransitionCoordinator.h (iOS 16.5 SDK): `transitionCoordinator` is
// nullable, set while a presentation or dismissal (or a size change) is under way; UIViewController.h
// (UIContentContainer): `viewWillTransitionToSize:withTransitionCoordinator:` is called before a
// view controller's view changes size, and a container passes it on to its children.

private final class SizeWatcher: UIViewController {
  var sizes: [CGSize] = []
  var coordinatorDuringTransition = false
  var alongside = false
  var completedAtSize: CGSize?
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
    coordinatorDuringTransition = transitionCoordinator != nil
    coordinator.animate(
      alongsideTransition: { _ in self.alongside = true },
      completion: { _ in self.completedAtSize = self.view.bounds.size })
  }
}

@MainActor @Suite struct TransitionCoordinatorTests {
  @Test func thereIsNoCoordinatorOutsideATransition() {
    let controller = UIViewController()
    #expect(controller.transitionCoordinator == nil)
    let navigation = UINavigationController(rootViewController: controller)
    navigation.pushViewController(UIViewController(), animated: true)
    #expect(controller.transitionCoordinator == nil)
  }

  @Test func aWindowSizeChangeIsATransitionForTheViewControllers() {
    let child = SizeWatcher()
    let navigation = UINavigationController(rootViewController: child)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    #expect(child.sizes == [CGSize(width: 852, height: 393)])
    #expect(child.coordinatorDuringTransition)
    #expect(child.alongside)
    #expect(child.completedAtSize == CGSize(width: 852, height: 393))
    #expect(child.transitionCoordinator == nil)
  }
}
