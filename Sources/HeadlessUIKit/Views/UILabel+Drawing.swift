import Foundation

/// How a label shows itself: its text as laid out in its bounds, in the attributed text's
/// font and colour where set, half as opaque when disabled.
extension UILabel {
  func drawLabel(in bounds: CGRect, on canvas: inout SVGCanvas) {
    guard let text, !text.isEmpty else { return }
    let attributes = storedAttributedText?.firstRunStyle
    let font: UIFont = attributes?.font ?? self.font
    var color: UIColor = attributes?.color ?? textColor
    if isHighlighted, let highlightedTextColor { color = highlightedTextColor }
    if !isEnabled { color = color.withAlphaComponent(0.5 * SVGFormat.components(color.cgColor).alpha) }
    let layout = displayedTextLayout(font: font)
    canvas.drawText(layout, font: font, color: color.cgColor, alignment: textAlignment, in: bounds)
  }

  /// The text, font, colour, alignment and line settings, and how many lines show.
  var labelDescription: [String] {
    typealias Format = TreeDescriptionFormat
    guard let text else { return ["text=nil"] }
    var parts = ["text=\(Format.quoted(text))", Format.font(font), "color=\(Format.color(textColor))"]
    if textAlignment != .natural { parts.append("alignment=\(Format.alignment(textAlignment))") }
    if numberOfLines != 1 { parts.append("numberOfLines=\(numberOfLines)") }
    let layout = displayedTextLayout()
    parts.append("lines=\(layout.lines.count)")
    if layout.isTruncated { parts.append("truncated") }
    return parts
  }
}
