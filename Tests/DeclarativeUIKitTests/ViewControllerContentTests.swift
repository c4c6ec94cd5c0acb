import DeclarativeUIKit
import Testing

@MainActor @Suite struct ViewControllerContentTests {
  @Test func contentFillsTheSafeAreaOnTheSystemBackground() {
    let label = UILabel().text("Hello")
    let controller = UIViewController { label }
    #expect(controller.isViewLoaded)
    #expect(controller.view.backgroundColor == .systemBackground)
    #expect(label.superview === controller.view)
    let screen = UIScreen(device: .iPhone15)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(label.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func setContentKeepsABackgroundColourSetBeforeIt() {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemGroupedBackground
    controller.setContent { UILabel("Settings") }
    #expect(controller.view.backgroundColor == .systemGroupedBackground)
  }

  @Test func setContentReplacesTheViews() {
    let controller = UIViewController { UILabel() }
    let replacement = UIView()
    controller.setContent { replacement }
    #expect(controller.view.subviews == [replacement])
  }

  @Test func modifiersSetTheViewControllersProperties() {
    let add = UIBarButtonItem(systemItem: .add)
    let edit = UIBarButtonItem(systemItem: .edit)
    let tab = UITabBarItem(title: "Home", image: nil, tag: 1)
    let controller = UIViewController { UIView() }
      .title("Inbox")
      .largeTitleDisplayMode(.always)
      .backButtonTitle("Back")
      .rightBarButtonItems([add])
      .leftBarButtonItems([edit])
      .tabBarItem(tab)
      .additionalSafeAreaInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      .overrideUserInterfaceStyle(.dark)
      .modalPresentationStyle(.fullScreen)
    #expect(controller.title == "Inbox")
    #expect(controller.navigationItem.title == "Inbox")
    #expect(controller.navigationItem.largeTitleDisplayMode == .always)
    #expect(controller.navigationItem.backButtonTitle == "Back")
    #expect(controller.navigationItem.rightBarButtonItems == [add])
    #expect(controller.navigationItem.leftBarButtonItems == [edit])
    #expect(controller.tabBarItem === tab)
    #expect(controller.additionalSafeAreaInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(controller.overrideUserInterfaceStyle == .dark)
    #expect(controller.modalPresentationStyle == .fullScreen)
    let navigation = UINavigationController(rootViewController: controller).prefersLargeTitles(true)
    #expect(navigation.navigationBar.prefersLargeTitles)
  }

  @Test func aScrollingStackFillsTheSafeAreaInOneCallWithItsModifiers() {
    var scroll: UIScrollingVStack?
    let controller = UIViewController {
      UIScrollingVStack(spacing: 12) {
        for index in 0..<30 { UILabel("Row \(index)").frame(height: 40) }
      }
      .keyboardDismissMode(.onDrag)
      .assign(to: &scroll)
    }
    let screen = UIScreen(device: .iPhone15)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(scroll?.superview === controller.view)
    #expect(scroll?.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(scroll?.keyboardDismissMode == .onDrag)
    #expect(scroll?.stack.frame.width == 393)
    #expect(scroll?.contentSize == CGSize(width: 393, height: 30 * 40 + 29 * 12))
  }
}
