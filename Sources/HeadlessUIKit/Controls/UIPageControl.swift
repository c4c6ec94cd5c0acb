import Foundation

/// A row of dots, one per page, with the current page's dot highlighted.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = 4
/// pages.currentPage = 1
/// ```
///
/// `currentPage` is always a page that exists: values outside `0..<numberOfPages` are pinned to
/// the first or last page (0 when there are no pages), and removing pages moves it back. Setting
/// it from code sends no event; a simulated tap (`simulateTap(pageAt:)`, HeadlessUIKit only)
/// moves to a page and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  // MARK: Drawing (UIPageControl+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawPageIndicators(in: rect, on: &canvas) }

  // MARK: Content size

  /// The size of the dots for the current number of pages (`size(forNumberOfPages:)`).
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// The size that fits: the dots' size, whatever the space offered.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private var storedCurrentPage = 0

  /// The number of pages (dots); 0 by default. Negative values count as 0.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      storedCurrentPage = pinned(storedCurrentPage)
      if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
    }
  }

  /// The page shown; 0 by default, pinned to `0...numberOfPages - 1`. Sends no event.
  open var currentPage: Int {
    get { storedCurrentPage }
    set { storedCurrentPage = pinned(newValue) }
  }

  /// Whether the control hides itself when there is only one page; `false` by default.
  open var hidesForSinglePage = false

  /// The other pages' dot colour, or `nil` for the system's (a translucent form of the current
  /// page's colour).
  open var pageIndicatorTintColor: UIColor?

  /// The current page's dot colour, or `nil` for the system's.
  open var currentPageIndicatorTintColor: UIColor?

  /// The style of the platter behind the dots; `.automatic` by default.
  open var backgroundStyle: UIPageControl.BackgroundStyle = .automatic

  /// The direction the dots are laid out in; `.natural` by default.
  open var direction: UIPageControl.Direction = .natural

  /// How the user last changed the page; `.none` until they do.
  open private(set) var interactionState: UIPageControl.InteractionState = .none

  /// Whether the user may scrub through the pages; `true` by default.
  open var allowsContinuousInteraction = true

  /// The image every page's dot shows instead of a dot, or `nil`.
  open var preferredIndicatorImage: UIImage?

  /// The image the current page's dot shows, or `nil`.
  open var preferredCurrentPageIndicatorImage: UIImage?

  /// Creates a page control without pages.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a page control from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The size the dots of a number of pages take: a dot's pitch per page plus the platter's
  /// padding, and the platter's height (0 x 0 for no pages).
  ///
  /// The 26-point height is recorded: cashapp/AccessibilitySnapshot's `testPageControl`
  /// references (iOS 15.5 at 390 points and 16.4 at 393, 3x) hold a three-page control sized by
  /// `sizeThatFits` 26 points tall. The 16-point pitch and 12-point side padding are
  /// HeadlessUIKit's own: the same images suggest dots about 7.5 across, 17.33 to 18 apart and a
  /// 73-point width for three pages, measured from anti-aliased pixels and not adopted yet.
  /// - Parameter pageCount: The number of pages.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    guard pageCount > 0 else { return .zero }
    let metrics = UIPageControl.indicatorMetrics
    return CGSize(
      width: CGFloat(pageCount) * metrics.pitch + 2 * metrics.padding, height: metrics.height)
  }

  /// The dots' layout: height, distance from one dot's centre to the next, side padding and
  /// dot diameter. The height is recorded (see `size(forNumberOfPages:)`); the rest is
  /// HeadlessUIKit's own.
  static let indicatorMetrics = (
    height: CGFloat(26), pitch: CGFloat(16), padding: CGFloat(12), dot: CGFloat(8)
  )

  private func pinned(_ page: Int) -> Int {
    Swift.max(0, Swift.min(page, numberOfPages - 1))
  }

  /// Taps a page's dot as a user would. HeadlessUIKit only.
  ///
  /// Touches down (`.touchDown`), moves to the page, sends `.valueChanged` and
  /// `.primaryActionTriggered` when the page changed, then lifts inside (`.touchUpInside`).
  /// - Parameter page: The page tapped.
  /// - Returns: `false`, and nothing happens, when the control would not receive the touch or the
  ///   page does not exist.
  @discardableResult
  public func simulateTap(pageAt page: Int) -> Bool {
    guard (0..<numberOfPages).contains(page), acceptsSimulatedTouches else { return false }
    beginSimulatedTouch()
    let old = currentPage
    currentPage = page
    isHighlighted = false
    if currentPage != old {
      interactionState = .discrete
      sendActions(for: .valueChanged)
      sendActions(for: .primaryActionTriggered)
    }
    sendActions(for: .touchUpInside)
    endSimulatedTouch()
    return true
  }
}
