import Foundation

/// How a text view shows itself: its text wrapped in its text container, from the top inset and
/// the line fragment padding, scrolled with the view's content offset (the renderer shifts the
/// subviews, not the view's own drawing, so the text is shifted here).
extension UITextView {
  func drawTextContent(in bounds: CGRect, on canvas: inout SVGCanvas) {
    guard let text, !text.isEmpty else { return }
    let font = effectiveFont
    let color: UIColor = attributedText?.firstRunStyle.color ?? textColor ?? .label
    let layout = textLayout(width: bounds.width)
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    let offset = contentOffset
    let rect = CGRect(
      x: bounds.minX + inset.left + padding - offset.x, y: bounds.minY + inset.top - offset.y,
      width: lineWidth(forViewWidth: bounds.width), height: layout.size.height)
    let alignment: NSTextAlignment =
      textAlignment == .natural
      ? (effectiveUserInterfaceLayoutDirection == .leftToRight ? .left : .right) : textAlignment
    canvas.drawText(layout, font: font, color: color.cgColor, alignment: alignment, in: rect, top: rect.minY)
  }
}
