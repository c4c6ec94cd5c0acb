import DeclarativeUIKit
import Testing

/// A scroll view with the safe area a window would give it.
@MainActor
private final class SafeAreaScrollView: UIScrollView {
  var insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  override var safeAreaInsets: UIEdgeInsets { insets }
}

/// Scrolling: the content offset moves the content, the insets, and constraints from a scroll
/// view's edges to its content (Apple's Auto Layout Guide, "Working with Scroll Views").
@MainActor
@Suite struct ScrollingTests {
  // UIView.clipsToBounds documentation: UIScrollView overrides the default to true.
  @Test func scrollViewClipsToItsBounds() {
    #expect(UIScrollView().clipsToBounds)
    #expect(!UIView().clipsToBounds)
  }

  // UIView.convert(_:to:): a subview at y 150 in content scrolled by 120 shows at y 30.
  @Test func contentOffsetMovesTheContentOnScreen() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
    let content = UIView(frame: CGRect(x: 10, y: 150, width: 20, height: 20))
    root.addSubview(scroll)
    scroll.addSubview(content)
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 80))
    #expect(root.convert(CGPoint(x: 10, y: 80), to: content) == .zero)
    #expect(
      content.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: scroll).origin == CGPoint(x: 10, y: 150))
  }

  // UIScrollView.h: .always adds the safe area on every edge, .never on none.
  @Test func alwaysAndNeverAdjust() {
    let scroll = SafeAreaScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scroll.contentInsetAdjustmentBehavior = .always
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 48, left: 2, bottom: 37, right: 4))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  // UIScrollView.h: .scrollableAxes adjusts the edges of an axis whose content is longer than
  // the frame, or that always bounces.
  @Test(arguments: [UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes, .automatic])
  func scrollableAxesAdjustOnlyAnAxisThatScrolls(behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
    let scroll = SafeAreaScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scroll.insets = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10)
    scroll.contentInsetAdjustmentBehavior = behavior
    scroll.contentSize = CGSize(width: 390, height: 500)
    #expect(scroll.adjustedContentInset == .zero)
    scroll.contentSize = CGSize(width: 390, height: 2000)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    scroll.contentSize = CGSize(width: 390, height: 500)
    scroll.alwaysBounceHorizontal = true
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
  }

  // UIScrollView.h: scrollRectToVisible scrolls so the rectangle is just visible, by the
  // nearest edge, and does nothing when it is visible already.
  @Test func scrollRectToVisibleMovesByTheNearestEdge() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 50, width: 100, height: 40), animated: false)
    #expect(scroll.contentOffset == .zero)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 100, height: 40), animated: true)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 240))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 200, width: 100, height: 20), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    // Past the end, the offset stops at the content's far edge.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 100, height: 40), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 900))
  }

  // Apple's Auto Layout Guide, "Working with Scroll Views": constraints between the scroll
  // view's edges and its content attach to the content area, so they give the content size.
  @Test func edgeConstraintsToContentSetTheContentSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scroll = UIScrollView()
    let content = UIView()
    root.addSubview(scroll)
    scroll.addSubview(content)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      // Width and height: the frame's width, and a height of its own.
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2500),
    ])
    root.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2500))
    #expect(scroll.contentSize == CGSize(width: 390, height: 2500))
  }

  // The same guide: margins of the scroll view facing its content are inset from the content area.
  @Test func marginConstraintsToContentAreInsetFromTheContentArea() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let scroll = UIScrollView(frame: root.bounds)
    let content = UIView()
    root.addSubview(scroll)
    scroll.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      NSLayoutConstraint(
        item: scroll, attribute: .bottomMargin, relatedBy: .equal, toItem: content, attribute: .bottom,
        multiplier: 1, constant: 0),
      content.leftAnchor.constraint(equalTo: scroll.leftAnchor),
      content.rightAnchor.constraint(equalTo: scroll.rightAnchor),
      content.widthAnchor.constraint(equalToConstant: 100),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    root.layoutIfNeeded()
    // UIView.layoutMargins: 8 on every side by default.
    #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 900))
    #expect(scroll.contentSize == CGSize(width: 100, height: 908))
  }

  // The same guide: centres, width and height stay the frame's.
  @Test func centerConstraintsStayWithTheFrame() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let scroll = UIScrollView(frame: root.bounds)
    let content = UIView()
    root.addSubview(scroll)
    scroll.addSubview(content)
    content.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      content.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
      content.heightAnchor.constraint(equalTo: scroll.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 75, y: 0, width: 150, height: 400))
  }

  // A scroll view clips, so the renderer leaves out a subview that does not show.
  @Test func rendererDrawsOnlyWhatShows() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let shown = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10))
    shown.accessibilityIdentifier = "shown"
    shown.backgroundColor = .systemRed
    let hidden = UIView(frame: CGRect(x: 0, y: 10, width: 10, height: 10))
    hidden.backgroundColor = .systemGreen
    scroll.addSubview(shown)
    scroll.addSubview(hidden)
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    let svg = SVGRenderer().render(scroll)
    #expect(svg.contains("#FF3B30"))
    #expect(!svg.contains("#34C759"))
  }
}
