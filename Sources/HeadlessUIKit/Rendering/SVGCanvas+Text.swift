import Foundation

/// Text on the canvas: laid-out lines, each placed by its alignment and stretched to the width
/// HeadlessUIKit measured, so wrapping and truncation look as laid out whatever font the viewer
/// has.
extension SVGCanvas {
  /// Draws laid-out lines of text in a rectangle: the block (as tall as the layout measured
  /// it) centred vertically, or from `top` when given, each line placed by the alignment.
  /// - Parameters:
  ///   - layout: The lines.
  ///   - font: The font they were laid out in.
  ///   - color: The text colour.
  ///   - alignment: `.center` and `.right` place each line so; anything else from the left.
  ///   - rect: Where the block goes.
  ///   - top: The top of the block, when it is not centred.
  mutating func drawText(
    _ layout: TextLayout, font: UIFont, color: CGColor, alignment: NSTextAlignment, in rect: CGRect,
    top: CGFloat? = nil
  ) {
    guard !layout.lines.isEmpty, SVGFormat.components(color).alpha > 0 else { return }
    let metrics = TextMetrics(font: font)
    let blockTop = top ?? rect.minY + (rect.height - layout.size.height) / 2
    for (index, line) in layout.lines.enumerated() where !line.text.isEmpty {
      let x: CGFloat
      switch alignment {
      case .center: x = rect.minX + (rect.width - line.width) / 2
      case .right: x = rect.maxX - line.width
      default: x = rect.minX
      }
      let baseline = blockTop + metrics.ascender + CGFloat(index) * metrics.lineHeight
      var element = SVGElement.text(line.text, at: CGPoint(x: x, y: baseline)).font(font).fill(color)
      if line.width > 0 { element = element.textLength(line.width) }
      add(element.preservingSpaces())
    }
  }
}

extension TextLayout {
  /// One line of text (no wrapping) truncated to `width`, measured at the default display scale.
  static func singleLine(
    _ text: String, font: UIFont, width: CGFloat, lineBreak: LineBreak = .byTruncatingTail
  ) -> TextLayout {
    TextLayout(
      text: text, metrics: TextMetrics(font: font), width: max(0, width), numberOfLines: 1,
      lineBreak: lineBreak)
  }
}

extension NSAttributedString {
  /// The font and colour of the first run, where it sets them.
  var firstRunStyle: (font: UIFont?, color: UIColor?) {
    guard length > 0 else { return (nil, nil) }
    let attributes = attributes(at: 0, effectiveRange: nil)
    return (attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor)
  }
}
