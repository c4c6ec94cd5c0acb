import Foundation

/// Text drawing shared by labels, buttons, text fields and segmented controls.
extension SVGRenderPass {
  /// The font stack a system font of a size is drawn with: SF Pro first, in the optical size iOS
  /// uses at that size (Text below 20 points, Display from 20: WWDC 2015 "Introducing the New
  /// System Fonts"; the HIG's Typography page names the two discrete sizes), then the other SF
  /// Pro size; then the viewer's system font (`-apple-system` for Safari, `system-ui`
  /// elsewhere), Helvetica Neue (the iOS font before SF), Arial and any sans-serif, so a viewer
  /// without SF Pro installed still shows a sans-serif close in width.
  static func systemFontFamily(size: CGFloat) -> String {
    let optical = size >= 20 ? "'SF Pro Display', 'SF Pro Text'" : "'SF Pro Text', 'SF Pro Display'"
    return optical + ", -apple-system, system-ui, 'Helvetica Neue', Arial, sans-serif"
  }
  /// The font stack of the monospaced system font.
  static let monospacedFontFamily = "ui-monospace, 'SF Mono', Menlo, Consolas, monospace"

  /// The text metrics of a font, as HeadlessUIKit's layout measures it.
  static func metrics(of font: UIFont) -> TextMetrics {
    TextMetrics(font: font)
  }

  /// The layout of a label's text in its current bounds, as it is drawn: wrapped to the label's
  /// width, limited to `numberOfLines`, and to the lines its height can show.
  static func textLayout(of label: UILabel, font: UIFont) -> TextLayout {
    let text = label.text ?? ""
    let metrics = metrics(of: font)
    let width = label.bounds.width
    let lineBreak = TextLayout.LineBreak(rawValue: label.lineBreakMode.rawValue) ?? .byTruncatingTail
    var layout = TextLayout(
      text: text, metrics: metrics, width: width, numberOfLines: label.numberOfLines, lineBreak: lineBreak)
    // A label shorter than its text shows the lines that fit, the last one truncated.
    // (A height or font size that is not finite, or a zero line height, shows one line.)
    let lines = ((label.bounds.height + 0.01) / metrics.lineHeight).rounded(.down)
    let fitting = lines.isFinite ? max(1, Int(min(lines, CGFloat(Int32.max)))) : 1
    if layout.lines.count > fitting {
      layout = TextLayout(
        text: text, metrics: metrics, width: width, numberOfLines: fitting, lineBreak: lineBreak)
    }
    return layout
  }

  /// The font family, weight and style attributes of a font.
  static func fontAttributes(_ font: UIFont) -> String {
    var family = font.isMonospaced ? monospacedFontFamily : systemFontFamily(size: font.pointSize)
    if !font.familyName.hasPrefix(".") && !font.isMonospaced {
      family = "'\(font.familyName)', " + family
    }
    var text =
      " font-family=\"\(SVGFormat.escape(family))\" font-size=\"\(SVGFormat.number(font.pointSize))\""
    let weight = cssWeight(font.weight)
    if weight != 400 { text += " font-weight=\"\(weight)\"" }
    if font.isItalic { text += " font-style=\"italic\"" }
    return text
  }

  /// The CSS weight (100 to 900) nearest to a `UIFont.Weight`.
  static func cssWeight(_ weight: UIFont.Weight) -> Int {
    let scale: [(CGFloat, Int)] = [
      (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
      (0.62, 900),
    ]
    let nearest = scale.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }
    return nearest?.1 ?? 400
  }

  /// Draws laid-out lines of text in a rectangle: the block centred vertically (or from
  /// `top` when given), each line placed by the alignment and stretched to its measured width.
  mutating func drawLines(
    _ layout: TextLayout, font: UIFont, color: CGColor, alignment: NSTextAlignment, in rect: CGRect,
    top: CGFloat? = nil
  ) {
    guard !layout.lines.isEmpty, SVGFormat.components(color).alpha > 0 else { return }
    let n = SVGFormat.number
    let metrics = Self.metrics(of: font)
    let blockHeight = TextMetrics.ceilToPixel(CGFloat(layout.lines.count) * metrics.lineHeight)
    let blockTop = top ?? rect.minY + (rect.height - blockHeight) / 2
    let fontAttributes = Self.fontAttributes(font) + SVGFormat.paint("fill", color)
    for (index, line) in layout.lines.enumerated() where !line.text.isEmpty {
      let x: CGFloat
      switch alignment {
      case .center: x = rect.minX + (rect.width - line.width) / 2
      case .right: x = rect.maxX - line.width
      default: x = rect.minX
      }
      let baseline = blockTop + metrics.ascender + CGFloat(index) * metrics.lineHeight
      var element = "<text x=\"\(n(x))\" y=\"\(n(baseline))\"\(fontAttributes)"
      if line.width > 0 {
        element += " textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\""
      }
      element += " xml:space=\"preserve\">\(SVGFormat.escape(line.text))</text>"
      document.add(element)
    }
  }

  /// Lays out one line of text (no wrapping) truncated to `width`.
  static func singleLine(
    _ text: String, font: UIFont, width: CGFloat, lineBreak: TextLayout.LineBreak = .byTruncatingTail
  ) -> TextLayout {
    TextLayout(
      text: text, metrics: metrics(of: font), width: max(0, width), numberOfLines: 1, lineBreak: lineBreak)
  }

  /// The first run's font and colour of an attributed string, where it sets them.
  static func attributes(of text: NSAttributedString?) -> (font: UIFont?, color: UIColor?) {
    guard let text, text.length > 0 else { return (nil, nil) }
    let attributes = text.attributes(at: 0, effectiveRange: nil)
    return (attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor)
  }
}
