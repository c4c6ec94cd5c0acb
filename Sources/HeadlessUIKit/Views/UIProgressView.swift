import Foundation

/// A bar that shows how far a task has got.
///
/// ```swift
/// let upload = UIProgressView(progressViewStyle: .default)
/// upload.setProgress(0.4, animated: false)
/// ```
///
/// `progress` runs from 0 to 1: values outside are pinned. The view is 4 points tall and takes
/// the width it is given.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  // MARK: Drawing (UIProgressView+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawProgress(in: rect, on: &canvas) }

  // MARK: Content size

  /// Any width, and the bar's height: 4 points for both styles.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight)
  }

  /// The size that fits: the current width and the bar's height.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: UIProgressView.barHeight)
  }

  /// The bar's height since iOS 14's rounded bar.
  static let barHeight: CGFloat = 4

  /// The style; `.default` unless given to `init(progressViewStyle:)`.
  open var progressViewStyle: UIProgressView.Style = .default

  private var storedProgress: Float = 0

  /// How far the task has got, from 0 to 1; 0 by default. Values outside are pinned (NaN is 0).
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1) }
  }

  /// The filled part's colour, or `nil` for the tint colour.
  open var progressTintColor: UIColor?

  /// The track's colour, or `nil` for the system fill colour (clear for the bar style).
  open var trackTintColor: UIColor?

  /// An image for the filled part, or `nil`.
  open var progressImage: UIImage?

  /// An image for the track, or `nil`.
  open var trackImage: UIImage?

  /// A progress object whose fraction completed the view shows, or `nil`. Reading the fraction
  /// happens when it is set (HeadlessUIKit does not observe later changes).
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }

  /// Creates a progress view of a style, at 0, with the bar's height.
  /// - Parameter style: The style.
  public convenience init(progressViewStyle style: UIProgressView.Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Creates a default-style progress view at 0.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a progress view from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the progress, pinned to 0...1.
  /// - Parameters:
  ///   - progress: The new progress.
  ///   - animated: Whether UIKit would animate the bar (no effect here).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }
}
