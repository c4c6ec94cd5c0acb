import Foundation

/// A view that shows an image, or a second image while highlighted.
///
/// ```swift
/// let icon = UIImageView(image: UIImage(systemName: "star"))
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
  // MARK: Content size

  /// The image's size (a symbol's with ``preferredSymbolConfiguration`` applied, at the view's
  /// text size); no size without an image.
  open override var intrinsicContentSize: CGSize {
    guard let image = configured(image) else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size(compatibleWith: traitCollection)
  }

  /// The size that fits: the image's size, or the current size without an image.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeOrBounds }

  // MARK: Drawing (UIImageView+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawImageView(in: rect, on: &canvas) }
  override var contentDescription: [String] { imageViewDescription }

  /// A symbol that follows a text style is sized for the content size category.
  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    if previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
      invalidateIntrinsicContentSize()
    }
  }

  /// The symbol configuration applied over a symbol image's own, or `nil` (UIImageView.h): a
  /// symbol shows, and sizes the view, with this configuration on top of its own.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The image shown, or `nil` (the default).
  open var image: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The image shown while `isHighlighted` is true, or `nil` (the default).
  open var highlightedImage: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Whether the view shows `highlightedImage`; `false` by default.
  open var isHighlighted = false

  /// Creates an image view with the given frame and no image. Image views ignore user
  /// interaction by default.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing an image, sized to it.
  /// - Parameter image: The image, or `nil`.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
  }

  /// Creates an image view showing an image, and another while highlighted; sized to the first.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - highlightedImage: The image shown while highlighted, or `nil`.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
    self.image = image
    self.highlightedImage = highlightedImage
  }

  /// Creates an image view from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
