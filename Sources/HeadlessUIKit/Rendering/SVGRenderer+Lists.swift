import Foundation

extension SVGRenderPass {
  /// Draws what a table view's style gives a cell, under its content: the background (rounded at
  /// the ends of an inset-grouped section), the selection, the separator and the accessory.
  ///
  /// Colours: cell backgrounds are `systemBackground` (plain) or
  /// `secondarySystemGroupedBackground` (grouped), separators the table's `separatorColor`.
  /// The selected background (`systemGray4`), the chevron (`tertiaryLabel`) and the glyph
  /// shapes are this library's choice: no public source gives them.
  mutating func drawCell(_ cell: UITableViewCell, in bounds: CGRect) {
    let n = SVGFormat.number
    let corners = cell.listRoundedCorners
    let radius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
    let shape = SVGPath.roundedRect(bounds, radius: radius, corners: corners, curve: .continuous)
    if cell.backgroundColor == nil, let background = cell.listBackgroundColor {
      document.add("<path d=\"\(shape)\"\(SVGFormat.paint("fill", background.cgColor))/>")
    }
    if cell.isSelected || cell.isHighlighted, cell.selectionStyle != .none {
      document.add("<path d=\"\(shape)\"\(SVGFormat.paint("fill", UIColor.systemGray4.cgColor))/>")
    }
    if let color = cell.listSectionEdges.color {
      let thickness = TableMetrics.separatorThickness
      for (edge, y) in [
        (cell.listSectionEdges.top, 0), (cell.listSectionEdges.bottom, bounds.height - thickness),
      ]
      where edge {
        document.add(
          "<rect x=\"0\" y=\"\(n(y))\" width=\"\(n(bounds.width))\" height=\"\(n(thickness))\""
            + "\(SVGFormat.paint("fill", color.cgColor))/>")
      }
    }
    if let color = cell.listSeparatorColor {
      let thickness = TableMetrics.separatorThickness
      let left = cell.separatorInset.left
      let width = bounds.width - left - cell.separatorInset.right
      if width > 0 {
        document.add(
          "<rect x=\"\(n(left))\" y=\"\(n(bounds.height - thickness))\" width=\"\(n(width))\" "
            + "height=\"\(n(thickness))\"\(SVGFormat.paint("fill", color.cgColor))/>")
      }
    }
    guard cell.accessoryView == nil else { return }
    let x = bounds.width - cell.listContentMargin
    let y = bounds.midY
    switch cell.accessoryType {
    case .none:
      break
    case .disclosureIndicator:
      document.add(
        "<path d=\"M\(n(x - 7)) \(n(y - 6))L\(n(x - 1)) \(n(y))L\(n(x - 7)) \(n(y + 6))\" fill=\"none\""
          + "\(SVGFormat.paint("stroke", UIColor.tertiaryLabel.cgColor)) stroke-width=\"2\" "
          + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
    case .checkmark:
      let tint = (cell.tintColor ?? .systemBlue).cgColor
      document.add(
        "<path d=\"M\(n(x - 14)) \(n(y))L\(n(x - 9)) \(n(y + 5))L\(n(x)) \(n(y - 6))\" fill=\"none\""
          + "\(SVGFormat.paint("stroke", tint)) stroke-width=\"2\" stroke-linecap=\"round\" "
          + "stroke-linejoin=\"round\"/>")
    case .detailButton, .detailDisclosureButton:
      let tint = (cell.tintColor ?? .systemBlue).cgColor
      document.add(
        "<circle cx=\"\(n(x - 11))\" cy=\"\(n(y))\" r=\"10\" fill=\"none\"\(SVGFormat.paint("stroke", tint)) "
          + "stroke-width=\"1.5\"/>")
    }
  }
}
