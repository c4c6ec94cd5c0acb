import HeadlessUIKit
import Testing

// Sources: UIPageViewController.h (iOS 16.5 SDK): NavigationOrientation horizontal 0, vertical 1;
// SpineLocation none 0 ("returned if spineLocation is queried when transitionStyle is not
// UIPageViewControllerTransitionStylePageCurl"), min 1, mid 2, max 3; NavigationDirection
// forward 0, reverse 1; TransitionStyle pageCurl 0, scroll 1;
// setViewControllers:direction:animated:completion:; the data source's before/after pages.

/// Three onboarding pages and a data source over them, as onboarding screens are written.
private final class Onboarding: NSObject, UIPageViewControllerDataSource {
  let pages = ["Welcome", "Budget", "Save"].map { title -> UIViewController in
    let page = UIViewController()
    page.title = title
    return page
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }
}

@MainActor struct PageViewControllerTests {
  @Test func rawValuesAreUIKits() {
    #expect(UIPageViewController.NavigationOrientation.vertical.rawValue == 1)
    #expect(UIPageViewController.SpineLocation.mid.rawValue == 2)
    #expect(UIPageViewController.NavigationDirection.reverse.rawValue == 1)
    #expect(UIPageViewController.TransitionStyle.scroll.rawValue == 1)
  }

  @Test func theScrollStyleHasNoSpineAndPageCurlStartsAtTheLeadingEdge() {
    #expect(
      UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal).spineLocation
        == .none)
    #expect(
      UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal).spineLocation
        == .min)
    let book = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    #expect(book.spineLocation == .mid)
  }

  @Test func theCurrentPageFillsTheControllerAndReplacesThePreviousOne() {
    let onboarding = Onboarding()
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = onboarding
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = pager
    window.makeKeyAndVisible()
    var completed: Bool?
    pager.setViewControllers([onboarding.pages[0]], direction: .forward, animated: true) { completed = $0 }
    window.layoutIfNeeded()
    #expect(completed == true)
    #expect(pager.children == [onboarding.pages[0]])
    #expect(onboarding.pages[0].view.frame == pager.view.bounds)
    let next = pager.dataSource?.pageViewController(pager, viewControllerAfter: onboarding.pages[0])
    pager.setViewControllers(next.map { [$0] }, direction: .forward, animated: false)
    #expect(pager.viewControllers?.first?.title == "Budget")
    #expect(pager.children == [onboarding.pages[1]])
    #expect(onboarding.pages[0].view.superview == nil)
    #expect(pager.dataSource?.pageViewController(pager, viewControllerBefore: onboarding.pages[0]) == nil)
    #expect(pager.dataSource?.presentationCount(for: pager) == 0)
  }
}
