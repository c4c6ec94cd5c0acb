import Foundation

/// A view that shows one or more lines of read-only text.
///
/// ```swift
/// let label = UILabel()
/// label.text = "Hello"
/// label.font = .preferredFont(forTextStyle: .headline)
/// label.numberOfLines = 0
/// ```
///
/// `text` and `attributedText` are two views of one value: setting either updates the other
/// (plain text takes the label's font and colour as attributes; attributed text gives its string).
/// HeadlessUIKit stores text but does not measure it: sizes come from the layout engine.
@preconcurrency @MainActor
open class UILabel: UIView {
  // MARK: Content size

  /// The text on one line, or wrapped at `preferredMaxLayoutWidth` (else at the label's current
  /// width) when it may take several lines. Empty text is 0 x 0.
  open override var intrinsicContentSize: CGSize { labelIntrinsicContentSize }

  /// The text's size when wrapped within `size.width` (a label of one line is as wide as its
  /// text).
  /// - Parameter size: The space available.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { labelSizeThatFits(size) }

  // MARK: Drawing (UILabel+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawLabel(in: rect, on: &canvas) }
  override var contentDescription: [String] { labelDescription }
  override var textBaselineOffsets: (first: Double, last: Double)? { baselineOffsetsFromCenter }

  private var storedText: String?
  /// The attributed text the app set, if any (what drawing reads, so that plain text is drawn
  /// without building an attributed string each time).
  package private(set) var storedAttributedText: NSAttributedString?
  private var storedFont: UIFont = UILabel.defaultFont
  private var storedTextColor: UIColor = UILabel.defaultTextColor

  static var defaultFont: UIFont { .systemFont(ofSize: 17) }
  static var defaultTextColor: UIColor { .label }

  /// The text shown, or `nil` (the default). Setting it also sets `attributedText`.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = nil
      invalidateIntrinsicContentSize()
    }
  }

  /// The text with its attributes, or `nil` (the default). Setting it also sets `text` to its
  /// string; plain text reads back with the label's `font` and `textColor` as attributes.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText { return storedAttributedText }
      guard let storedText else { return nil }
      return NSAttributedString(
        string: storedText, attributes: [.font: storedFont, .foregroundColor: storedTextColor])
    }
    set {
      storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
      storedText = newValue?.string
      invalidateIntrinsicContentSize()
    }
  }

  /// The font; the system font at 17 points by default. Setting `nil` restores the default.
  /// A new font also applies to the whole of an attributed text.
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? UILabel.defaultFont
      if adjustsFontForContentSizeCategory,
        let adjusted = storedFont.adjusted(to: storedTraits.preferredContentSizeCategory)
      {
        storedFont = adjusted
      }
      applyToAttributedText(.font, storedFont)
      invalidateIntrinsicContentSize()
      appearanceCustomizationDidChange(\UILabel.font) { $0.font = newValue }
    }
  }

  /// Whether the font follows the content size category of the label's traits; `false` by
  /// default. It takes effect for fonts from `UIFont.preferredFont(forTextStyle:)` (and its
  /// `compatibleWith:` variant) and from `UIFontMetrics`: such a font is replaced by the same
  /// style's font for the new category whenever the category changes.
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory { withoutMarkingAppearance { font = storedFont } } }
  }

  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    if adjustsFontForContentSizeCategory,
      previous.preferredContentSizeCategory != storedTraits.preferredContentSizeCategory
    {
      withoutMarkingAppearance { font = storedFont }
    }
    // Text sizes are ceiled to the screen's pixels: a new scale is a new size.
    if TextMetrics.displayScale(of: previous) != TextMetrics.displayScale(of: storedTraits) {
      invalidateIntrinsicContentSize()
    }
  }

  /// The text colour; `.label` by default. Setting `nil` restores the default.
  /// A new colour also applies to the whole of an attributed text.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? UILabel.defaultTextColor
      applyToAttributedText(.foregroundColor, storedTextColor)
      appearanceCustomizationDidChange(\UILabel.textColor) { $0.textColor = newValue }
    }
  }

  /// The colour of the text's shadow, or `nil` (the default) for no shadow.
  open var shadowColor: UIColor? {
    didSet { appearancePropertyDidChange(\UILabel.shadowColor) }
  }

  /// The shadow's offset from the text; (0, -1), a shadow above the text, by default.
  open var shadowOffset = CGSize(width: 0, height: -1) {
    didSet { appearancePropertyDidChange(\UILabel.shadowOffset) }
  }

  /// How lines sit horizontally; `.natural` by default.
  open var textAlignment: NSTextAlignment = .natural

  /// What happens to text that does not fit; `.byTruncatingTail` by default.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The colour of the text while `isHighlighted` is true, or `nil` (the default).
  open var highlightedTextColor: UIColor? {
    didSet { appearancePropertyDidChange(\UILabel.highlightedTextColor) }
  }

  /// Whether the label draws highlighted; `false` by default.
  open var isHighlighted = false

  /// Whether the label draws as enabled; `true` by default.
  open var isEnabled = true

  /// The most lines shown; 1 by default, 0 for no limit.
  open var numberOfLines = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Whether the font shrinks to fit the width; `false` by default.
  open var adjustsFontSizeToFitWidth = false

  /// How the baseline moves when the font shrinks to fit; `.alignBaselines` by default.
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

  /// The smallest scale the font may shrink to when fitting the width; 0 by default.
  open var minimumScaleFactor: CGFloat = 0

  /// Whether letter spacing may tighten before text is truncated; `false` by default.
  open var allowsDefaultTighteningForTruncation = false

  /// The width at which a multi-line label wraps when computing its natural size; 0 (none) by
  /// default.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates an empty label with the given frame. Labels ignore user interaction by default.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
    guard let storedAttributedText else { return }
    let text = NSMutableAttributedString(attributedString: storedAttributedText)
    text.addAttribute(key, value: value, range: NSRange(location: 0, length: text.length))
    self.storedAttributedText = text
  }
}
