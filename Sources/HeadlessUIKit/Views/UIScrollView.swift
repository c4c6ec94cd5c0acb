import Foundation

/// A view that scrolls content larger than itself.
///
/// The scroll position, `contentOffset`, is the view's `bounds.origin`, as in UIKit. Content
/// that lays out with Auto Layout constrains itself to `contentLayoutGuide` (the scrollable
/// content) and `frameLayoutGuide` (the visible frame).
///
/// ```swift
/// let scroll = UIScrollView()
/// scroll.addSubview(content)
/// content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor).isActive = true
/// ```
@MainActor
open class UIScrollView: UIView {
  /// Creates a scroll view with a frame.
  /// - Parameter frame: The view's rectangle in its superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a scroll view from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The scroll position: the point of the content shown at the view's top-left corner.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Sets the scroll position (HeadlessUIKit does not animate).
  /// - Parameters:
  ///   - contentOffset: The new scroll position.
  ///   - animated: Whether to animate (ignored).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The size of the scrollable content; default zero.
  open var contentSize: CGSize = .zero

  /// Extra space around the content; default zero.
  open var contentInset: UIEdgeInsets = .zero

  /// The content inset plus the safe-area insets the adjustment behaviour adds.
  open var adjustedContentInset: UIEdgeInsets {
    guard contentInsetAdjustmentBehavior != .never else { return contentInset }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: contentInset.top + safe.top,
      left: contentInset.left + safe.left,
      bottom: contentInset.bottom + safe.bottom,
      right: contentInset.right + safe.right
    )
  }

  /// Whether and how the safe area adds to the content inset; default `.automatic`.
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

  /// Whether the user can scroll; default `true`.
  open var isScrollEnabled = true

  /// Whether scrolling stops on multiples of the view's size; default `false`.
  open var isPagingEnabled = false

  /// Whether the content bounces past its edges; default `true`.
  open var bounces = true

  /// Whether vertical bouncing happens even when the content is shorter than the view; default
  /// `false`.
  open var alwaysBounceVertical = false

  /// Whether horizontal bouncing happens even when the content is narrower than the view;
  /// default `false`.
  open var alwaysBounceHorizontal = false

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
    /// Like `.scrollableAxes`, and always vertically in a navigation controller.
    case automatic = 0
    /// Only along the axes that scroll.
    case scrollableAxes = 1
    /// Never.
    case never = 2
    /// Always.
    case always = 3
  }
}
