import DeclarativeUIKit
import Testing

/// Ordinary subviews get the part of their superview's safe area they cover, worked out by the
/// layout pass, and their `safeAreaLayoutGuide` and margins follow.
///
/// Sources: Apple's `safeAreaInsets` documentation
/// (https://developer.apple.com/documentation/uikit/uiview/2891103-safeareainsets): "For other
/// views in the view hierarchy, the insets reflect only the portion of the view that is
/// covered"; `insetsLayoutMarginsFromSafeArea`'s documentation: margins are measured from the safe
/// area when it is `true` (the default). The iPhone 15's portrait insets, top 59 and bottom 34,
/// are pinned with their sources in WindowAndDeviceTests.
@MainActor @Suite struct SubviewSafeAreaTests {
  /// A view that counts `safeAreaInsetsDidChange()` calls.
  private final class CountingView: UIView {
    var changes = 0
    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      changes += 1
    }
  }

  /// A view controller's view in a window on an iPhone 15 in portrait, laid out.
  private func screen() -> (window: UIWindow, root: UIView) {
    let screen = UIScreen(device: .iPhone15, orientation: .portrait)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let controller = UIViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (window, controller.view)
  }

  private func pin(_ view: UIView, to guide: UILayoutGuide) {
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  }

  private func pinToEdges(_ view: UIView, of superview: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
      view.topAnchor.constraint(equalTo: superview.topAnchor),
      view.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
    ])
  }

  @Test func aViewPinnedToItsSuperviewsEdgesHasTheWindowsInsets() {
    let (window, root) = screen()
    let content = UIView()
    root.addSubview(content)
    pinToEdges(content, of: root)
    window.layoutIfNeeded()
    #expect(content.frame == root.bounds)
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
  }

  @Test func aViewInTheMiddleHasNoInsets() {
    let (window, root) = screen()
    let card = UIView(frame: CGRect(x: 16, y: 300, width: 361, height: 200))
    root.addSubview(card)
    window.layoutIfNeeded()
    #expect(card.safeAreaInsets == .zero)
  }

  @Test func aViewHalfUnderTheStatusBarHasTheOverlap() {
    let (window, root) = screen()
    // 30 to 90 under a 59-point top inset: 29 points of it are covered.
    let banner = UIView(frame: CGRect(x: 0, y: 30, width: 393, height: 60))
    // 20 points from the right edge of a screen with no side insets; 12 into the bottom 34.
    let footer = UIView(frame: CGRect(x: 100, y: 770, width: 273, height: 60))
    root.addSubview(banner)
    root.addSubview(footer)
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
    #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
  }

  @Test func insetsPassDownThroughNestedViews() {
    let (window, root) = screen()
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    let inner = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
    root.addSubview(outer)
    outer.addSubview(inner)
    window.layoutIfNeeded()
    #expect(outer.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(inner.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
  }

  @Test func theSubviewsSafeAreaGuideFollowsInOnePass() {
    let (window, root) = screen()
    let content = UIView()
    root.addSubview(content)
    pinToEdges(content, of: root)
    let body = UIView()
    content.addSubview(body)
    pin(body, to: content.safeAreaLayoutGuide)
    window.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func marginsAreMeasuredFromTheSubviewsSafeArea() {
    let (window, root) = screen()
    let content = UIView(frame: root.bounds)
    root.addSubview(content)
    let body = UIView()
    content.addSubview(body)
    pin(body, to: content.layoutMarginsGuide)
    window.layoutIfNeeded()
    // Eight-point default margins inside the safe area.
    #expect(body.frame == CGRect(x: 8, y: 67, width: 377, height: 743))
    content.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 8, y: 8, width: 377, height: 836))
  }

  @Test func movingAViewRecomputesItsInsetsAtTheNextLayoutPass() {
    let (window, root) = screen()
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    root.addSubview(view)
    window.layoutIfNeeded()
    #expect(view.safeAreaInsets.top == 59)
    #expect(view.changes == 1)
    // Another pass with nothing moved changes nothing and calls nothing.
    view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(view.changes == 1)
    view.frame.origin.y = 300
    window.layoutIfNeeded()
    #expect(view.safeAreaInsets == .zero)
    #expect(view.changes == 2)
  }

  @Test func aRemovedViewHasNoInsets() {
    let (window, root) = screen()
    let view = UIView(frame: root.bounds)
    root.addSubview(view)
    window.layoutIfNeeded()
    #expect(view.safeAreaInsets.bottom == 34)
    view.removeFromSuperview()
    #expect(view.safeAreaInsets == .zero)
  }

  @Test func aViewOutsideAnySafeAreaHasNoInsetsEvenWhereItSticksOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: -10, y: -10, width: 120, height: 120))
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.safeAreaInsets == .zero)
  }
}

/// A custom container's child, placed by layout, gets its overlap when the layout pass places it
/// (Apple's `safeAreaInsets` documentation: a view controller's root view takes the portion of
/// its superview's safe area it covers, plus `additionalSafeAreaInsets`).
@MainActor @Suite struct ChildViewControllerSafeAreaTests {
  private final class CountingController: UIViewController {
    var changes = 0
    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      changes += 1
    }
  }

  @Test func aChildPlacedByLayoutGetsItsOverlap() {
    let screen = UIScreen(device: .iPhone15, orientation: .portrait)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let parent = UIViewController()
    window.rootViewController = parent
    let child = CountingController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    child.view.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    let changesAtTop = child.changes
    // Moved to the bottom half by the layout pass: 34 points of it under the home indicator.
    child.view.frame = CGRect(x: 0, y: 452, width: 393, height: 400)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(child.changes == changesAtTop + 1)
  }
}
