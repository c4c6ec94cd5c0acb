import Foundation

/// How a picker view shows itself: a rounded selection band across the middle, and in each
/// component the selected row's title on it with the rows above and below fading out.
///
/// No public source gives UIKit's wheel metrics: the band's 8-point side inset and 8-point
/// corner radius, the 34-point rows, the 21-point text and the fading are HeadlessUIKit's own.
extension UIPickerView {
  func drawWheels(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let components = numberOfComponents
    guard components > 0 else { return }
    let rowHeight = rowSize(forComponent: 0).height
    let band = CGRect(
      x: bounds.minX + 8, y: bounds.midY - rowHeight / 2, width: bounds.width - 16, height: rowHeight)
    canvas.add(.path(.roundedRect(band, radius: 8)).fill(UIColor.tertiarySystemFill.cgColor))
    let font = UIFont.systemFont(ofSize: 21)
    var x = bounds.minX
    for component in 0..<components {
      let size = rowSize(forComponent: component)
      let selected = selectedRow(inComponent: component)
      let rows = numberOfRows(inComponent: component)
      for offset in -3...3 {
        let row = selected + offset
        guard row >= 0, row < rows, let title = title(forRow: row, inComponent: component) else { continue }
        let rect = CGRect(
          x: x, y: bounds.midY - size.height / 2 + CGFloat(offset) * size.height, width: size.width,
          height: size.height)
        guard rect.minY >= bounds.minY - 0.5, rect.maxY <= bounds.maxY + 0.5 else { continue }
        let color = UIColor.label.withAlphaComponent(1 - 0.25 * CGFloat(abs(offset)))
        canvas.drawText(
          TextLayout.singleLine(title, font: font, width: size.width - 8), font: font, color: color.cgColor,
          alignment: .center, in: rect)
      }
      x += size.width
    }
  }
}
