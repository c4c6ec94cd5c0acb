import Foundation

/// How a search bar shows itself: its bar tint (when set) and, when it shows, the Cancel
/// button's title in the tint colour. Its field draws itself.
extension UISearchBar {
  func drawSearchBar(in bounds: CGRect, on canvas: inout SVGCanvas) {
    if let tint = barTintColor, searchBarStyle != .minimal {
      canvas.add(.rect(CGRect(origin: .zero, size: bounds.size)).fill(tint.cgColor))
    }
    if let cancel = cancelButtonFrame {
      let font = UIFont.systemFont(ofSize: 17)
      let layout = TextLayout.singleLine("Cancel", font: font, width: cancel.width)
      canvas.drawText(
        layout, font: font, color: (tintColor ?? .systemBlue).cgColor, alignment: .center, in: cancel)
    }
  }
}
