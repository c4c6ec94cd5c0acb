import DeclarativeUIKit
import Testing

// UIKit's documented order (UIViewController.h; Apple's documentation of viewIsAppearing(_:),
// which UIKit calls after viewWillAppear(_:), once the view is in the window with its traits
// and geometry, and before the view lays out): loadView, viewDidLoad, viewWillAppear,
// viewIsAppearing, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear; then
// viewWillDisappear, viewDidDisappear. The same order without viewIsAppearing is recorded on a
// simulator in jchudzynski/ViewControllerTest (README.md).

@MainActor private final class Recorder {
  var events: [String] = []
}

@MainActor private final class RecordingViewController: UIViewController {
  let name: String
  let recorder: Recorder

  init(_ name: String, _ recorder: Recorder) {
    self.name = name
    self.recorder = recorder
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  private func log(_ event: String) { recorder.events.append("\(name).\(event)") }
  override func loadView() {
    log("loadView")
    super.loadView()
  }
  override func viewDidLoad() { log("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log("viewWillAppear") }
  override func viewIsAppearing(_ animated: Bool) { log("viewIsAppearing") }
  override func viewWillLayoutSubviews() { log("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log("viewDidLayoutSubviews") }
  override func viewDidAppear(_ animated: Bool) { log("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log("viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) {
    log("willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log("didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

@MainActor @Suite struct ViewControllerLifecycleTests {
  @Test func theViewLoadsOnFirstAccessOnly() {
    let recorder = Recorder()
    let controller = RecordingViewController("a", recorder)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(recorder.events.isEmpty)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(recorder.events == ["a.loadView", "a.viewDidLoad"])
  }

  @Test func theDefaultViewIsAPlainViewThatResizesWithItsSuperview() {
    let view: UIView = UIViewController().view
    #expect(type(of: view) == UIView.self)
    #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(view.backgroundColor == nil)
  }

  @Test func appearingInAWindowFollowsUIKitsOrder() {
    let recorder = Recorder()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = RecordingViewController("root", recorder)
    #expect(recorder.events == ["root.loadView", "root.viewDidLoad"])
    window.makeKeyAndVisible()
    #expect(
      recorder.events == [
        "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewIsAppearing",
        "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews", "root.viewDidAppear",
      ])
    recorder.events = []
    window.rootViewController = nil
    #expect(recorder.events == ["root.viewWillDisappear", "root.viewDidDisappear"])
  }

  @Test func childrenFollowTheirParentAtEachStep() {
    let recorder = Recorder()
    let parent = RecordingViewController("parent", recorder)
    let child = RecordingViewController("child", recorder)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = parent
    recorder.events = []
    window.makeKeyAndVisible()
    #expect(
      recorder.events == [
        "parent.viewWillAppear", "child.viewWillAppear", "parent.viewIsAppearing", "child.viewIsAppearing",
        "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews", "child.viewWillLayoutSubviews",
        "child.viewDidLayoutSubviews", "parent.viewDidAppear", "child.viewDidAppear",
      ])
  }

  @Test func containmentCallsWillAndDidMove() {
    let recorder = Recorder()
    let parent = RecordingViewController("parent", recorder)
    let child = RecordingViewController("child", recorder)
    parent.addChild(child)
    #expect(child.parent === parent)
    #expect(parent.children == [child])
    #expect(child.isMovingToParent)
    child.didMove(toParent: parent)
    #expect(!child.isMovingToParent)
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
    #expect(
      recorder.events == [
        "child.willMove(parent)", "child.didMove(parent)", "child.willMove(nil)", "child.didMove(nil)",
      ])
  }

  @Test func aChildAddedToASecondParentLeavesTheFirst() {
    // UIKit's documentation of addChild(_:): a child of another container is removed from it first.
    let first = UIViewController()
    let second = UIViewController()
    let child = UIViewController()
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children == [child])
    #expect(child.parent === second)
  }

  @Test func childrenTakeTheirParentsTraitsAndOverrides() {
    let screen = UIScreen(device: .iPhone15, traitCollection: UITraitCollection(userInterfaceStyle: .dark))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    window.rootViewController = parent
    #expect(parent.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(child.view.traitCollection.displayScale == 3)
    parent.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .accessibilityLarge), forChild: child)
    #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(child.view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(parent.traitCollection.preferredContentSizeCategory == .unspecified)
    parent.overrideUserInterfaceStyle = .light
    #expect(child.view.traitCollection.userInterfaceStyle == .light)
  }

  @Test func titleSetsTheNavigationItemsTitle() {
    let controller = UIViewController()
    #expect(controller.title == nil)
    controller.title = "Inbox"
    #expect(controller.navigationItem.title == "Inbox")
    #expect(controller.navigationItem.largeTitleDisplayMode == .automatic)
    #expect(controller.modalPresentationStyle == .automatic)
  }
}
