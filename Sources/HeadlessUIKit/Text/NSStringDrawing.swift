import Foundation

/// How `boundingRect(with:options:attributes:context:)` measures (NSStringDrawing.h; raw values
/// are the header's).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  /// The options' bits, as the header numbers them.
  public let rawValue: Int

  /// Creates options from their raw value.
  /// - Parameter rawValue: The header's bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The origin is the top of the first line, and the text wraps within the width: how
  /// multi-line text is measured. Without it, the text is measured as one line.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Line heights include the font's leading (SF Pro has none, so this changes nothing here).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Glyph bounds instead of typographic bounds (measured typographically here).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Ends the last line that fits with an ellipsis; only with `usesLineFragmentOrigin`.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of measuring a string (NSStringDrawing.h). HeadlessUIKit does not shrink
/// text to fit, so `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
  /// The smallest scale the text may shrink to; 0, no shrinking, by default.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was measured at: always 1 here.
  open private(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the text last measured with this context.
  open internal(set) var totalBounds: CGRect = .zero

  /// Creates a context with the defaults.
  public override init() {
    super.init()
  }
}

/// Measures text as UIKit's NSString(NSStringDrawing) additions do, with the text layout labels
/// use: the same advances, line height and wrapping. Sizes are fractional, as UIKit's are
/// (Apple's documentation of `size(withAttributes:)`: "use the ceil function to round up").
enum StringMeasurement {
  /// The font measured when the attributes name none: NSAttributedString.h gives Helvetica 12.
  static var defaultFont: UIFont {
    UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
  }

  /// The size of the text on lines of unlimited width.
  static func size(of text: String, font: UIFont?) -> CGSize {
    boundingRect(
      of: text, size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, font: font, context: nil
    ).size
  }

  /// The rectangle the text takes within a size, also given to the context.
  static func boundingRect(
    of text: String, size: CGSize, options: NSStringDrawingOptions, font: UIFont?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let metrics = TextMetrics(font: font ?? defaultFont)
    // Without usesLineFragmentOrigin the text is one line from its baseline, whatever the width.
    let multiLine = options.contains(.usesLineFragmentOrigin)
    let width: CGFloat? =
      multiLine && size.width.isFinite && size.width < .greatestFiniteMagnitude
      ? max(0, size.width) : nil
    var lineLimit = multiLine ? 0 : 1
    if multiLine, size.height.isFinite, size.height < .greatestFiniteMagnitude, metrics.lineHeight > 0 {
      lineLimit = max(1, Int((size.height / metrics.lineHeight).rounded(.down)))
    }
    let truncates = multiLine && options.contains(.truncatesLastVisibleLine)
    let layout = TextLayout(
      text: text, metrics: metrics, width: width, numberOfLines: lineLimit,
      lineBreak: truncates ? .byTruncatingTail : .byWordWrapping)
    let widest = layout.lines.reduce(CGFloat(0)) { max($0, $1.width) }
    let height = CGFloat(layout.lines.count) * metrics.lineHeight
    // Measured from the baseline, one line's box starts at the ascender above it.
    let top = multiLine ? 0 : -metrics.ascender
    let rect = CGRect(x: 0, y: top, width: widest, height: height)
    context?.totalBounds = rect
    return rect
  }

  /// The font the attributes name, if any.
  static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont? {
    attributes?[.font] as? UIFont
  }
}

extension NSString {
  /// The size of the string drawn on one line with the attributes (each line of its own where
  /// it holds line breaks); fractional.
  /// - Parameter attrs: The attributes; the font is read, Helvetica 12 when none is given.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringMeasurement.size(of: self as String, font: StringMeasurement.font(in: attrs))
  }

  /// The rectangle the string takes when drawn within a size.
  /// - Parameters:
  ///   - size: The width to wrap in and the height to fit (with `usesLineFragmentOrigin`).
  ///   - options: How to measure; pass `usesLineFragmentOrigin` for multi-line text.
  ///   - attributes: The attributes; the font is read.
  ///   - context: Receives the bounds measured.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    StringMeasurement.boundingRect(
      of: self as String, size: size, options: options, font: StringMeasurement.font(in: attributes),
      context: context)
  }
}

extension String {
  /// The size of the string drawn on one line with the attributes; as NSString's.
  /// - Parameter attrs: The attributes; the font is read, Helvetica 12 when none is given.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringMeasurement.size(of: self, font: StringMeasurement.font(in: attrs))
  }

  /// The rectangle the string takes when drawn within a size; as NSString's.
  /// - Parameters:
  ///   - size: The width to wrap in and the height to fit (with `usesLineFragmentOrigin`).
  ///   - options: How to measure; pass `usesLineFragmentOrigin` for multi-line text.
  ///   - attributes: The attributes; the font is read.
  ///   - context: Receives the bounds measured.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    StringMeasurement.boundingRect(
      of: self, size: size, options: options, font: StringMeasurement.font(in: attributes), context: context)
  }
}

extension NSAttributedString {
  /// The size of the attributed string drawn on one line (each line of its own where it holds
  /// line breaks), measured with the font at its start; fractional.
  public func size() -> CGSize {
    boundingRect(
      with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      options: .usesLineFragmentOrigin, context: nil
    ).size
  }

  /// The rectangle the attributed string takes when drawn within a size, measured with the font
  /// at its start.
  /// - Parameters:
  ///   - size: The width to wrap in and the height to fit (with `usesLineFragmentOrigin`).
  ///   - options: How to measure; pass `usesLineFragmentOrigin` for multi-line text.
  ///   - context: Receives the bounds measured.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
    return StringMeasurement.boundingRect(
      of: string, size: size, options: options, font: font, context: context)
  }
}
