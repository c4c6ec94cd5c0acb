import Foundation

extension SVGRenderPass {
  /// A search bar: its bar tint (when set) and, when it shows, the Cancel button's title in the
  /// tint colour. The field draws itself (`drawSearchTextField`).
  mutating func drawSearchBar(_ bar: UISearchBar, in bounds: CGRect) {
    if let tint = bar.barTintColor, bar.searchBarStyle != .minimal {
      document.add(
        "<rect x=\"0\" y=\"0\" width=\"\(SVGFormat.number(bounds.width))\" height=\"\(SVGFormat.number(bounds.height))\"\(SVGFormat.paint("fill", tint.cgColor))/>"
      )
    }
    if let cancel = bar.cancelButtonFrame {
      let font = UIFont.systemFont(ofSize: 17)
      let layout = Self.singleLine("Cancel", font: font, width: cancel.width)
      drawLines(
        layout, font: font, color: (bar.tintColor ?? .systemBlue).cgColor, alignment: .center, in: cancel)
    }
  }

  /// A search field: a rounded grey field, a magnifying glass, then the text or the placeholder
  /// in the secondary label colour.
  ///
  /// No public source gives UIKit's metrics: the 10-point corner radius, the glass's place and
  /// size and the 28-point text inset are HeadlessUIKit's own.
  mutating func drawSearchTextField(_ field: UISearchTextField, in bounds: CGRect) {
    let n = SVGFormat.number
    if field.backgroundColor == nil {
      document.add(
        "<path d=\"\(SVGPath.roundedRect(bounds, radius: 10))\"\(SVGFormat.paint("fill", UIColor.tertiarySystemFill.cgColor))/>"
      )
    }
    let glass = UIColor.secondaryLabel.cgColor
    let center = CGPoint(x: bounds.minX + 15, y: bounds.midY - 1)
    document.add(
      "<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"5.5\" fill=\"none\"\(SVGFormat.paint("stroke", glass)) stroke-width=\"1.8\"/>"
    )
    document.add(
      "<path d=\"M \(n(center.x + 4)) \(n(center.y + 4)) L \(n(center.x + 8)) \(n(center.y + 8))\"\(SVGFormat.paint("stroke", glass)) stroke-width=\"2\" stroke-linecap=\"round\"/>"
    )
    let font = field.font ?? .systemFont(ofSize: 17)
    let rect = CGRect(
      x: bounds.minX + 28, y: bounds.minY, width: Swift.max(0, bounds.width - 36), height: bounds.height)
    let text = field.text ?? ""
    let shown = text.isEmpty ? field.placeholder ?? "" : text
    guard !shown.isEmpty else { return }
    let color: UIColor = text.isEmpty ? .secondaryLabel : field.textColor ?? .label
    drawLines(
      Self.singleLine(shown, font: font, width: rect.width), font: font, color: color.cgColor,
      alignment: .left, in: rect)
  }
}
