import Foundation

extension SVGRenderPass {
  /// A text view's text: wrapped in its text container, from the top inset and the line
  /// fragment padding, scrolled with the view's content offset (the renderer has shifted the
  /// subviews, not the content, so the text is shifted here).
  mutating func drawTextView(_ textView: UITextView, in bounds: CGRect) {
    guard let text = textView.text, !text.isEmpty else { return }
    let font = textView.effectiveFont
    let attributes = Self.attributes(of: textView.attributedText)
    let color: UIColor = attributes.color ?? textView.textColor ?? .label
    let layout = textView.textLayout(width: bounds.width)
    let inset = textView.textContainerInset
    let padding = textView.textContainer.lineFragmentPadding
    let offset = textView.contentOffset
    let rect = CGRect(
      x: bounds.minX + inset.left + padding - offset.x, y: bounds.minY + inset.top - offset.y,
      width: textView.lineWidth(forViewWidth: bounds.width), height: layout.size.height)
    let alignment: NSTextAlignment =
      textView.textAlignment == .natural
      ? (textView.effectiveUserInterfaceLayoutDirection == .leftToRight ? .left : .right)
      : textView.textAlignment
    drawLines(layout, font: font, color: color.cgColor, alignment: alignment, in: rect, top: rect.minY)
  }
}
