import Foundation

/// How a search field shows itself: a rounded grey field, a magnifying glass, then the text or
/// the placeholder in the secondary label colour.
///
/// No public source gives UIKit's metrics: the 10-point corner radius, the glass's place and
/// size and the 28-point text inset are HeadlessUIKit's own.
extension UISearchTextField {
  func drawSearchField(in bounds: CGRect, on canvas: inout SVGCanvas) {
    if backgroundColor == nil {
      canvas.add(.path(.roundedRect(bounds, radius: 10)).fill(UIColor.tertiarySystemFill.cgColor))
    }
    let glass = UIColor.secondaryLabel.cgColor
    let center = CGPoint(x: bounds.minX + 15, y: bounds.midY - 1)
    canvas.add(.circle(center: center, radius: 5.5).noFill().stroke(glass, width: 1.8))
    var handle = SVGPathData()
    handle.move(to: CGPoint(x: center.x + 4, y: center.y + 4))
    handle.line(to: CGPoint(x: center.x + 8, y: center.y + 8))
    canvas.add(.path(handle).stroke(glass, width: 2).lineCap(.round))
    let font = drawnFont
    let rect = CGRect(
      x: bounds.minX + 28, y: bounds.minY, width: Swift.max(0, bounds.width - 36), height: bounds.height)
    let text = self.text ?? ""
    let shown = text.isEmpty ? placeholder ?? "" : text
    guard !shown.isEmpty else { return }
    let color: UIColor = text.isEmpty ? .secondaryLabel : textColor ?? .label
    canvas.drawText(
      TextLayout.singleLine(shown, font: font, width: rect.width), font: font, color: color.cgColor,
      alignment: .left, in: rect)
  }
}
