import Foundation

/// A view that scrolls content larger than itself.
///
/// The scroll position, `contentOffset`, is the view's `bounds.origin`, as in UIKit. Content
/// that lays out with Auto Layout constrains itself to `contentLayoutGuide` (the scrollable
/// content) and `frameLayoutGuide` (the visible frame).
///
/// Constraints between the scroll view's own edges (or margins) and a view inside it attach to
/// the content area, as Apple's Auto Layout Guide ("Working with Scroll Views") describes, so
/// they set `contentSize` too; its width, height and centres stay the frame's. A scroll view
/// clips its content to its bounds, and the renderer draws only the subviews that show.
///
/// ```swift
/// let scroll = UIScrollView()
/// scroll.addSubview(content)
/// content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor).isActive = true
/// ```
@preconcurrency @MainActor
open class UIScrollView: UIView {
  // MARK: Drawing (UIScrollView+Drawing.swift)

  override var contentDescription: [String] { scrollViewDescription }
  override var subviewsToDraw: [UIView] { scrollViewSubviewsToDraw }

  /// Creates a scroll view with a frame.
  /// - Parameter frame: The view's rectangle in its superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // UIScrollView overrides UIView's default and clips (UIView.clipsToBounds documentation).
    clipsToBounds = true
  }

  /// Creates a scroll view from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// The scroll position: the point of the content shown at the view's top-left corner.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Moving the bounds' origin scrolls: the delegate hears of every change of the offset, as
  /// UIScrollView.h says of `scrollViewDidScroll(_:)` ("any offset changes").
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let moved = newValue.origin != super.bounds.origin
      super.bounds = newValue
      if moved { scrollDelegate?.scrollViewDidScroll(self) }
    }
  }

  /// Sets the scroll position (HeadlessUIKit does not animate). An animated change that moves
  /// the content ends with `scrollViewDidEndScrollingAnimation(_:)`, which UIScrollView.h says
  /// is not called without animation.
  /// - Parameters:
  ///   - contentOffset: The new scroll position.
  ///   - animated: Whether to animate (the change is made at once).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let moved = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    if animated, moved { scrollDelegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// The delegate, whatever protocol a subclass narrows `delegate` to.
  package weak var scrollDelegate: (any UIScrollViewDelegate)?

  /// Whether the user has touched the content; set while a simulated drag runs.
  open internal(set) var isTracking = false

  /// Whether the user is dragging the content; set while a simulated drag runs.
  open internal(set) var isDragging = false

  /// Whether the content is still moving after the user lifted the finger.
  open internal(set) var isDecelerating = false

  /// The size of the scrollable content; default zero.
  open var contentSize: CGSize = .zero {
    didSet { if contentSize != oldValue { updateAdjustedContentInset() } }
  }

  /// Extra space around the content; default zero.
  open var contentInset: UIEdgeInsets = .zero {
    // An inset the app sets leaves the offset where it is, as in UIKit: only the safe area's
    // adjustment moves a scroll view at rest.
    didSet { if contentInset != oldValue { updateAdjustedContentInset(movingOffset: false) } }
  }

  /// The content inset plus the safe-area insets the adjustment behaviour adds.
  ///
  /// `.always` adds the whole safe area, `.never` none; `.scrollableAxes` adds it on the edges of
  /// an axis that scrolls: one whose content is longer than the frame, or that always bounces.
  /// `.automatic` is `.scrollableAxes`, except that the top and bottom are always adjusted when
  /// the scroll view is the view of a view controller shown by a navigation or tab bar
  /// controller (Apple's documentation of `UIScrollView.ContentInsetAdjustmentBehavior.automatic`).
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var horizontal = contentSize.width > frame.width || alwaysBounceHorizontal
    var vertical = contentSize.height > frame.height || alwaysBounceVertical
    switch contentInsetAdjustmentBehavior {
    case .never:
      (horizontal, vertical) = (false, false)
    case .always:
      (horizontal, vertical) = (true, true)
    case .scrollableAxes:
      break
    case .automatic:
      if isContentViewOfBarController { vertical = true }
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0)
    )
  }

  /// Whether this is the content scroll view of a view controller that a navigation or tab bar
  /// controller shows: the controller's view, or the first subview of it, which is where UIKit
  /// looks for a controller's content scroll view when none is set (no Apple source states the
  /// rule; it is the behaviour developers report for large titles and bar appearances, and the
  /// one apps pinning a table or list to their view's edges rely on).
  private var isContentViewOfBarController: Bool {
    let controller =
      owningViewController
      ?? superview.flatMap { root in
        root.subviews.first === self ? root.owningViewController : nil
      }
    guard let controller else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// Called when `adjustedContentInset` changed; the default does nothing. The delegate hears
  /// of it afterwards in `scrollViewDidChangeAdjustedContentInset(_:)`.
  open func adjustedContentInsetDidChange() {}

  /// The adjusted inset last reported, to tell when it changes.
  private var reportedAdjustedContentInset = UIEdgeInsets.zero

  /// Works out the adjusted inset again; when it changed, a scroll view at rest at the top (or
  /// leading) edge moves with the inset, so its content starts below the bars, as UIKit places
  /// it (a table under a navigation bar and a tab bar on iOS 13.4.1, iPhone 11 Pro Max:
  /// `contentOffset: {0, -88}` with `adjustedContentInset: {88, 0, 83, 0}`, printed in
  /// AboutScrollViewLayoutViewController.m of a public test app); then tells the scroll view and
  /// its delegate.
  package func updateAdjustedContentInset(movingOffset: Bool = true) {
    let old = reportedAdjustedContentInset
    let new = adjustedContentInset
    guard new != old else { return }
    reportedAdjustedContentInset = new
    var offset = contentOffset
    if movingOffset, offset.y == -old.top { offset.y = -new.top }
    if movingOffset, offset.x == -old.left { offset.x = -new.left }
    if offset != contentOffset { contentOffset = offset }
    adjustedContentInsetDidChange()
    scrollDelegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// The safe area changed: the adjusted content inset may have too.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedContentInset()
  }

  /// The view changed size: whether an axis scrolls, and so the adjusted inset, may have too.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateAdjustedContentInset()
  }

  // MARK: Scroll indicators

  /// Extra space around the vertical scroll indicator; zero by default (iOS 11.1).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

  /// Extra space around the horizontal scroll indicator; zero by default (iOS 11.1).
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

  /// Both indicators' insets: reading gives the vertical one's, setting sets both.
  @available(
    iOS, deprecated: 13.0,
    message: "Use the verticalScrollIndicatorInsets or horizontalScrollIndicatorInsets property instead"
  )
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Whether the indicators also keep clear of what the content inset adjustment adds (the
  /// bars); `true` by default (iOS 13).
  open var automaticallyAdjustsScrollIndicatorInsets = true

  /// Where the vertical indicator runs, as insets from the scroll view's edges: its own insets,
  /// plus the adjustment's share of the adjusted content inset while
  /// `automaticallyAdjustsScrollIndicatorInsets` is on (HeadlessUIKit only; the renderer uses it).
  public var effectiveVerticalScrollIndicatorInsets: UIEdgeInsets {
    guard automaticallyAdjustsScrollIndicatorInsets else { return verticalScrollIndicatorInsets }
    let adjusted = adjustedContentInset
    let own = verticalScrollIndicatorInsets
    return UIEdgeInsets(
      top: own.top + adjusted.top - contentInset.top, left: own.left + adjusted.left - contentInset.left,
      bottom: own.bottom + adjusted.bottom - contentInset.bottom,
      right: own.right + adjusted.right - contentInset.right)
  }

  /// Scrolls the least distance that shows `rect` (in content coordinates), if it is not shown
  /// already; HeadlessUIKit does not animate.
  ///
  /// The offset stays within the scrollable range, from `-adjustedContentInset` to the content's
  /// far edge plus its inset, as on a device (a behaviour UIKit's documentation does not state).
  /// A rectangle larger than the view shows from its top-left corner.
  /// - Parameters:
  ///   - rect: The area of the content to show.
  ///   - animated: Whether to animate (ignored).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    let size = bounds.size
    func nearest(
      _ current: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat,
      _ content: CGFloat, _ before: CGFloat, _ after: CGFloat
    ) -> CGFloat {
      var offset = current
      if high - low > length || low < current {
        offset = low
      } else if high > current + length {
        offset = high - length
      }
      let lowest = -before
      let highest = max(lowest, content + after - length)
      return min(max(offset, lowest), highest)
    }
    let x = nearest(
      contentOffset.x, rect.minX, rect.maxX, size.width, contentSize.width, inset.left, inset.right)
    let y = nearest(
      contentOffset.y, rect.minY, rect.maxY, size.height, contentSize.height, inset.top, inset.bottom)
    setContentOffset(CGPoint(x: x, y: y), animated: animated)
  }

  /// Whether and how the safe area adds to the content inset; default `.automatic`.
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
  }

  /// Whether the user can scroll; default `true`.
  open var isScrollEnabled = true

  /// Whether scrolling stops on multiples of the view's size; default `false`.
  open var isPagingEnabled = false

  /// Whether dragging the content dismisses the keyboard; default `.none`.
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

  /// The pull-to-refresh control shown above the content, or `nil` (the default). Setting it
  /// adds it as a subview above the content and removes the previous one.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl {
        refreshControl.place(in: self)
        refreshControl.autoresizingMask = [.flexibleWidth]
        insertSubview(refreshControl, at: 0)
      }
    }
  }

  /// Whether the content bounces past its edges; default `true`.
  open var bounces = true

  /// Whether vertical bouncing happens even when the content is shorter than the view; default
  /// `false`.
  open var alwaysBounceVertical = false {
    didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
  }

  /// Whether horizontal bouncing happens even when the content is narrower than the view;
  /// default `false`.
  open var alwaysBounceHorizontal = false {
    didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
  }

  /// Whether the vertical scroll indicator shows; default `true`.
  open var showsVerticalScrollIndicator = true

  /// Whether the horizontal scroll indicator shows; default `true`.
  open var showsHorizontalScrollIndicator = true

  /// A layout guide for the scrollable content; constraints to it set `contentSize`.
  open var contentLayoutGuide: UILayoutGuide {
    if let guide = storedContentGuide { return guide }
    let guide = UILayoutGuide(kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    guide.owningView = self
    storedContentGuide = guide
    return guide
  }

  /// A layout guide for the scroll view's visible frame, which does not scroll.
  open var frameLayoutGuide: UILayoutGuide {
    if let guide = storedFrameGuide { return guide }
    let guide = UILayoutGuide(kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    guide.owningView = self
    storedFrameGuide = guide
    return guide
  }

  private var storedContentGuide: UILayoutGuide?
  private var storedFrameGuide: UILayoutGuide?

  /// The scroll view's own layout guides created so far (content and frame), for the layout
  /// engine.
  package var scrollLayoutGuides: [UILayoutGuide] {
    [storedContentGuide, storedFrameGuide].compactMap { $0 }
  }
}

extension UIScrollView {
  /// Whether the safe area adds to a scroll view's content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `.scrollableAxes`, and always vertically for a view controller's view in a navigation
    /// or tab bar controller.
    case automatic = 0
    /// Only along the axes that scroll.
    case scrollableAxes = 1
    /// Never.
    case never = 2
    /// Always.
    case always = 3
  }
}

/// Gives `UIScrollView` its `delegate` property from a protocol extension, so that subclasses
/// can declare their own `delegate` of a narrower protocol (`UITableView`'s is a
/// `UITableViewDelegate`), as Objective-C lets UIKit do. A Swift class cannot override a
/// property with one of another type; a member of the subclass does hide a protocol
/// extension's. Not a UIKit name: nothing needs to use it.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegateProperty: UIScrollView {}

extension UIScrollView: _UIScrollViewDelegateProperty {}

extension _UIScrollViewDelegateProperty {
  /// The object told about scrolling, dragging and zooming; not kept alive. A table or
  /// collection view's delegate is its scroll delegate too.
  public var delegate: (any UIScrollViewDelegate)? {
    get { scrollDelegate }
    set { scrollDelegate = newValue }
  }
}
