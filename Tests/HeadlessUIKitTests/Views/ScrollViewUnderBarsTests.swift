import DeclarativeUIKit
import Testing

// Sources: Apple's documentation of UIScrollView.ContentInsetAdjustmentBehavior.automatic
// ("Content is always adjusted vertically when the scroll view is the content view of a view
// controller that is currently displayed by a navigation or tab bar controller"; otherwise as
// scrollableAxes) and of adjustedContentInsetDidChange() / scrollViewDidChangeAdjustedContentInset;
// a recording on iOS 13.4.1 (iPhone 11 Pro Max, AboutScrollViewLayoutViewController.m in a
// public test app): a table under a navigation bar and a tab bar starts at
// `contentOffset: {0, -88}` with `adjustedContentInset: {88, 0, 83, 0}`; UIScrollView.h (iOS
// 16.5 SDK) for the indicator insets (`verticalScrollIndicatorInsets`,
// `horizontalScrollIndicatorInsets`, `scrollIndicatorInsets` deprecated in 13.0,
// `automaticallyAdjustsScrollIndicatorInsets` default YES). A scroll view that is the first
// subview of a controller's view counts as its content view: no Apple source states it; it is
// the behaviour developers report (large titles follow only that scroll view) and what screens
// pinning a short table to their view's edges under a navigation bar show on devices.

@MainActor private func show(_ root: UIViewController) -> UIWindow {
  let screen = UIScreen(device: .iPhone15)
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  window.rootViewController = root
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window
}

private final class ScrollingController: UIViewController {
  let scroll = RecordingScrollView()
  override func loadView() { view = scroll }
}

private final class RecordingScrollView: UIScrollView {
  var changes = 0
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    changes += 1
  }
}

/// A screen that pins a short table to its view's edges, as tutorials write it.
private final class PinnedTableController: UIViewController {
  let table = UITableView()
  let overlay = UIScrollView()
  override func viewDidLoad() {
    super.viewDidLoad()
    for scroll in [table, overlay] {
      scroll.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scroll)
      NSLayoutConstraint.activate([
        scroll.topAnchor.constraint(equalTo: view.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    }
  }
}

@MainActor @Suite struct ScrollViewUnderBarsTests {
  @Test func aTablePinnedAsTheFirstSubviewStartsBelowTheNavigationBar() {
    let controller = PinnedTableController()
    let window = show(UINavigationController(rootViewController: controller))
    #expect(abs(controller.table.adjustedContentInset.top - (59 + 44)) < 0.01)
    #expect(abs(controller.table.contentOffset.y + (59 + 44)) < 0.01)
    #expect(controller.overlay.adjustedContentInset.top == 0, "only the first subview is the content view")
    withExtendedLifetime(window) {}
  }

  @Test func automaticAdjustsShortContentVerticallyInANavigationController() {
    let controller = ScrollingController()
    controller.scroll.contentSize = CGSize(width: 393, height: 100)  // shorter than the view
    let window = show(UINavigationController(rootViewController: controller))
    #expect(abs(controller.scroll.adjustedContentInset.top - (59 + 44)) < 0.01)
    #expect(controller.scroll.adjustedContentInset.bottom == 34)
    withExtendedLifetime(window) {}
  }

  @Test func automaticLeavesShortContentAloneOutsideBarControllers() {
    let controller = ScrollingController()
    controller.scroll.contentSize = CGSize(width: 393, height: 100)
    _ = show(controller)
    #expect(controller.scroll.adjustedContentInset == .zero)
    controller.scroll.contentInsetAdjustmentBehavior = .always
    #expect(controller.scroll.adjustedContentInset.top == 59)
  }

  @Test func theContentStartsBelowTheBars() {
    let controller = ScrollingController()
    controller.scroll.contentSize = CGSize(width: 393, height: 2000)
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: controller)]
    _ = show(tabs)
    #expect(controller.scroll.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    #expect(controller.scroll.contentOffset == CGPoint(x: 0, y: -103))
    #expect(controller.scroll.changes >= 1)
  }

  @Test func aScrolledViewKeepsItsOffsetWhenTheInsetChanges() {
    let controller = ScrollingController()
    controller.scroll.contentSize = CGSize(width: 393, height: 2000)
    let navigation = UINavigationController(rootViewController: controller)
    _ = show(navigation)
    controller.scroll.contentOffset = CGPoint(x: 0, y: 300)
    controller.navigationItem.prompt = "Scrolled"
    navigation.view.layoutIfNeeded()
    #expect(controller.scroll.contentOffset.y == 300)
  }

  @Test func anInsetTheAppSetsLeavesTheOffset() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.adjustedContentInset.top == 20)
  }

  @Test func theDelegateHearsOfAdjustedInsetChanges() {
    final class Delegate: NSObject, UIScrollViewDelegate {
      var calls = 0
      func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls += 1 }
    }
    let delegate = Delegate()
    let controller = ScrollingController()
    controller.scroll.delegate = delegate
    _ = show(UINavigationController(rootViewController: controller))
    #expect(delegate.calls >= 1)
  }

  @Test func indicatorInsetsDefaultToZeroAndTheOldPropertySetsBoth() {
    let scroll = UIScrollView()
    #expect(scroll.verticalScrollIndicatorInsets == .zero)
    #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scroll.horizontalScrollIndicatorInsets = insets
    #expect(scroll.horizontalScrollIndicatorInsets == insets)
    #expect(scroll.verticalScrollIndicatorInsets == .zero)
  }

  @Test func indicatorsKeepClearOfTheBarsWhileAdjusted() {
    let controller = ScrollingController()
    let window = show(UINavigationController(rootViewController: controller))
    #expect(controller.scroll.effectiveVerticalScrollIndicatorInsets.top == 103)
    controller.scroll.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(controller.scroll.effectiveVerticalScrollIndicatorInsets.top == 0)
    withExtendedLifetime(window) {}
  }
}
