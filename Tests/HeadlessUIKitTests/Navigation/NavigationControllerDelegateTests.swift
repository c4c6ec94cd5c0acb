import HeadlessUIKit
import Testing

/// A navigation controller's delegate hears of each new view controller on top: `willShow`
/// before its view is in place, `didShow` after, with the `animated` flag the change was asked
/// with. Sources: UINavigationController.h (the delegate, held weakly; both methods optional)
/// and Apple's documentation of the two methods ("called just before" / "just after the
/// navigation controller displays a view controller's view and navigation item properties").
@MainActor @Suite struct NavigationControllerDelegateTests {
  /// Records what the delegate is told, and where the view controller's view was at the time.
  final class Recorder: NSObject, UINavigationControllerDelegate {
    var events: [String] = []

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      let inPlace = viewController.viewIfLoaded?.superview === navigationController.view
      events.append("will \(viewController.title ?? "?") animated=\(animated) inPlace=\(inPlace)")
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      let inPlace = viewController.viewIfLoaded?.superview === navigationController.view
      events.append("did \(viewController.title ?? "?") animated=\(animated) inPlace=\(inPlace)")
    }
  }

  private func controller(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  @Test func thePushedAndThePoppedToControllerAreAnnouncedBeforeAndAfterTheyShow() {
    let navigation = UINavigationController(rootViewController: controller("Inbox"))
    let recorder = Recorder()
    navigation.delegate = recorder
    navigation.loadViewIfNeeded()
    navigation.pushViewController(controller("Message"), animated: true)
    navigation.popViewController(animated: false)
    #expect(
      recorder.events == [
        "will Inbox animated=false inPlace=false", "did Inbox animated=false inPlace=true",
        "will Message animated=true inPlace=false", "did Message animated=true inPlace=true",
        "will Inbox animated=false inPlace=false", "did Inbox animated=false inPlace=true",
      ])
  }

  @Test func theSameTopShownAgainIsNotAnnounced() {
    let root = controller("Inbox")
    let navigation = UINavigationController(rootViewController: root)
    navigation.loadViewIfNeeded()
    let recorder = Recorder()
    navigation.delegate = recorder
    navigation.setViewControllers([root], animated: false)
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(recorder.events.isEmpty)
  }

  @Test func theDelegateIsHeldWeakly() {
    let navigation = UINavigationController(rootViewController: controller("Inbox"))
    weak var released: Recorder?
    do {
      let recorder = Recorder()
      navigation.delegate = recorder
      released = recorder
    }
    #expect(released == nil)
    #expect(navigation.delegate == nil)
  }
}
