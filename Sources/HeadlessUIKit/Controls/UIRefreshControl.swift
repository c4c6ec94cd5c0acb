import Foundation

/// The pull-to-refresh control of a scroll view.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { _ in reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
///
/// A user's pull (`simulatePullToRefresh()`, HeadlessUIKit only) starts refreshing and sends
/// `.valueChanged`; `beginRefreshing()` and `endRefreshing()` from code send no event. The
/// control sits above its scroll view's content, as wide as the scroll view.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  // MARK: Drawing (UIRefreshControl+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawRefreshing(in: rect, on: &canvas) }

  /// Any width, and the control's 60-point height (see `defaultHeight`).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIRefreshControl.defaultHeight)
  }

  /// The height the control takes above the content: 60 points, as iOS 17 prints a refresh
  /// control's frame, "(0 0; 0 60)" (devAYZ/UIRefreshControl_iOS_16_17, README.md), and as its
  /// `_refreshControlHeight` reads at run time (noppefoxwolf/UIRefreshControl-Reverse-Engineering,
  /// README.md).
  static let defaultHeight: CGFloat = 60

  private var refreshingFlag = false

  /// Whether the control shows that a refresh is under way.
  open var isRefreshing: Bool { refreshingFlag }

  /// Text shown under the spinner, or `nil`.
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control of the default height.
  /// - Parameter frame: The frame; its height is replaced by the control's.
  public override init(frame: CGRect) {
    super.init(
      frame: CGRect(
        origin: frame.origin, size: CGSize(width: frame.width, height: UIRefreshControl.defaultHeight)))
  }

  /// Creates a refresh control from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows the spinner as if the user had pulled, without sending an event.
  open func beginRefreshing() {
    refreshingFlag = true
  }

  /// Hides the spinner once the refresh is done.
  open func endRefreshing() {
    refreshingFlag = false
  }

  /// Places the control above the scroll view's content, as wide as the scroll view.
  func place(in scrollView: UIScrollView) {
    frame = CGRect(
      x: 0, y: -UIRefreshControl.defaultHeight, width: scrollView.bounds.width,
      height: UIRefreshControl.defaultHeight)
  }
}
