import Foundation

extension UILabel {
  /// The label's text laid out in a width, as measured and drawn: wrapping, line cap and
  /// truncation, sizes ceiled to the pixels of the label's screen. The one place a label's text
  /// is laid out.
  /// - Parameters:
  ///   - width: The width available, or `nil` (or 0) for no limit.
  ///   - font: The font to lay out in; the label's `font` unless drawing an attributed text's.
  package func textLayout(width: CGFloat?, font: UIFont? = nil) -> TextLayout {
    layOutText(within: width.flatMap { $0 > 0 ? $0 : nil }, font: font, numberOfLines: numberOfLines)
  }

  /// The layout of the text as the label shows it in its bounds: wrapped to its width (a zero
  /// width shows nothing), limited to `numberOfLines` and to the lines its height can show, the
  /// last one truncated.
  /// - Parameter font: The font drawn in (an attributed text's own, where it sets one).
  func displayedTextLayout(font: UIFont? = nil) -> TextLayout {
    let layout = layOutText(within: bounds.width, font: font, numberOfLines: numberOfLines)
    // A height or font size that is not finite, or a zero line height, shows one line.
    let lines = ((bounds.height + 0.01) / layout.lineHeight).rounded(.down)
    let fitting = lines.isFinite ? max(1, Int(min(lines, CGFloat(Int32.max)))) : 1
    guard layout.lines.count > fitting else { return layout }
    return layOutText(within: bounds.width, font: font, numberOfLines: fitting)
  }

  private func layOutText(within width: CGFloat?, font: UIFont?, numberOfLines: Int) -> TextLayout {
    TextLayout(
      text: text ?? "", metrics: TextMetrics(font: font ?? self.font), width: width,
      numberOfLines: numberOfLines,
      lineBreak: TextLayout.LineBreak(rawValue: lineBreakMode.rawValue) ?? .byTruncatingTail,
      scale: textScale)
  }

  /// The display scale the label's text sizes are ceiled to: its screen's, through its traits.
  var textScale: CGFloat { TextMetrics.displayScale(of: traitCollection) }

  /// Whether the label's content size depends on its own width: it may wrap and has no
  /// `preferredMaxLayoutWidth`, so UIKit measures it again once its width is known.
  var wrapsAtItsWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth <= 0
  }

  /// The label's content size with its text wrapped at `width` (0 for no limit), for labels
  /// that wrap at their own width.
  func contentSize(wrappingAt width: CGFloat) -> CGSize {
    guard !(text ?? "").isEmpty else { return .zero }
    return measuredSize(width: width)
  }

  /// The size of the text laid out in a width, remembered by everything it depends on (so a
  /// layout pass does not measure unchanged labels again).
  private func measuredSize(width: CGFloat?) -> CGSize {
    let key = TextSizeKey(
      text: text ?? "", metrics: TextMetrics(font: font), width: width.flatMap { $0 > 0 ? $0 : nil },
      numberOfLines: numberOfLines, lineBreak: lineBreakMode.rawValue, scale: textScale)
    if let size = UILabel.measuredSizes[key] { return size }
    let size = textLayout(width: width).size
    // Room for every label of a large screen: with fewer entries than labels, a pass over a
    // screen of 10,000 labels emptied the cache again and again and measured every label.
    if UILabel.measuredSizes.count >= 65_536 { UILabel.measuredSizes.removeAll(keepingCapacity: true) }
    UILabel.measuredSizes[key] = size
    return size
  }

  private static var measuredSizes: [TextSizeKey: CGSize] = [:]

  /// UILabel's content size: the text on one line, or wrapped at `preferredMaxLayoutWidth`
  /// (else at the label's current width) when it may take several lines. Empty text is 0 x 0.
  var labelIntrinsicContentSize: CGSize {
    guard !(text ?? "").isEmpty else { return .zero }
    if numberOfLines == 1 { return measuredSize(width: nil) }
    let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
    return measuredSize(width: width)
  }

  /// UILabel's `sizeThatFits(_:)`: the text's size when wrapped within `size.width` (a label of
  /// one line is as wide as its text).
  func labelSizeThatFits(_ size: CGSize) -> CGSize {
    guard !(text ?? "").isEmpty else { return .zero }
    return textLayout(width: numberOfLines == 1 ? nil : size.width).size
  }

  /// Where the first and last baselines are relative to the label's vertical centre: the text
  /// block is centred in the label, as UILabel draws it.
  var baselineOffsetsFromCenter: (first: Double, last: Double) {
    let metrics = TextMetrics(font: font)
    let layout = textLayout(width: numberOfLines == 1 ? nil : bounds.width)
    let lines = max(layout.lines.count, 1)
    let height = TextMetrics.ceilToPixel(CGFloat(lines) * metrics.lineHeight, scale: textScale)
    let first = Double(metrics.ascender - height / 2)
    return (first, first + Double(CGFloat(lines - 1) * metrics.lineHeight))
  }
}

/// What a label's text size depends on.
private struct TextSizeKey: Hashable {
  var text: String
  var metrics: TextMetrics
  var width: CGFloat?
  var numberOfLines: Int
  var lineBreak: Int
  var scale: CGFloat
}

extension TextMetrics {
  /// The metrics of a font: its size, weight and whether it is monospaced.
  /// - Parameter font: A font.
  package init(font: UIFont) {
    self.init(pointSize: font.pointSize, weight: font.weight.rawValue, isMonospaced: font.isMonospaced)
  }
}
