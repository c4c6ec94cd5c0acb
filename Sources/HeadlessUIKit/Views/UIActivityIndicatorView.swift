import Foundation

/// A spinner that shows a task is under way.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
///
/// Its size is its style's (20 or 37 points square). With `hidesWhenStopped` (the default) it is
/// hidden while stopped, and shown by `startAnimating()`. HeadlessUIKit does not animate: the
/// spinner is drawn in its first frame.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  // MARK: Drawing (UIActivityIndicatorView+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawSpokes(in: rect, on: &canvas) }

  // MARK: Content size

  /// The style's square: 20 points for `.medium` (and the deprecated white and grey styles),
  /// 37 for `.large` and `.whiteLarge`.
  open override var intrinsicContentSize: CGSize { style.boxSize }

  /// The size that fits: the style's square, whatever the space offered.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { style.boxSize }

  /// The style; `.medium` by default. Changing it changes the size and the default colour.
  open var style: UIActivityIndicatorView.Style = .medium {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Whether the spinner hides itself while stopped; `true` by default. Setting it while stopped
  /// hides or shows the spinner at once.
  open var hidesWhenStopped = true {
    didSet { if !animating { isHidden = hidesWhenStopped } }
  }

  private var customColor: UIColor?

  /// The spokes' colour: the style's unless set (secondary label for the current styles, white
  /// or grey for the deprecated ones). Setting `nil` restores the style's.
  open var color: UIColor! {
    get { customColor ?? style.defaultColor }
    set { customColor = newValue }
  }

  private var animating = false

  /// Whether the spinner is spinning.
  open var isAnimating: Bool { animating }

  /// Creates a stopped, hidden spinner of a style, sized for it.
  /// - Parameter style: The style.
  public init(style: UIActivityIndicatorView.Style) {
    super.init(frame: CGRect(origin: .zero, size: style.boxSize))
    self.style = style
    commonInit()
  }

  /// Creates a stopped, hidden medium spinner with a frame.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  /// Creates a spinner from an archive.
  /// - Parameter coder: The archive.
  public required init(coder: NSCoder) {
    super.init(coder: coder)!
    commonInit()
  }

  /// A stopped spinner is hidden (`hidesWhenStopped` is on), and keeps its square size against
  /// stretching: UIKit marks it as usually of fixed width and height (hugging 750).
  private func commonInit() {
    isHidden = true
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// Starts spinning, and shows the spinner.
  open func startAnimating() {
    animating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops spinning; with `hidesWhenStopped`, hides the spinner.
  open func stopAnimating() {
    animating = false
    if hidesWhenStopped { isHidden = true }
  }
}

extension UIActivityIndicatorView.Style {
  /// The size of the spinner's square.
  var boxSize: CGSize {
    switch rawValue {
    case UIActivityIndicatorView.Style.large.rawValue, 0: CGSize(width: 37, height: 37)
    default: CGSize(width: 20, height: 20)
    }
  }

  /// The colour of the spokes when `color` is not set: white for the deprecated white styles,
  /// grey for `.gray`, the secondary label colour for the current ones.
  @MainActor var defaultColor: UIColor {
    switch rawValue {
    case 0, 1: .white
    case 2: .gray
    default: .secondaryLabel
    }
  }
}
