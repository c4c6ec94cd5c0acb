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
    drawListRow(
      background: cell.backgroundColor == nil ? cell.listBackgroundColor : nil,
      corners: cell.listRoundedCorners,
      selected: (cell.isSelected || cell.isHighlighted) && cell.selectionStyle != .none, in: bounds)
    if let color = cell.listSeparatorColor {
      drawSeparator(
        color: color, atBottom: true, leading: cell.separatorInset.left, trailing: cell.separatorInset.right,
        in: bounds)
    }
    let n = SVGFormat.number
    guard cell.accessoryView == nil else { return }
    let x = bounds.width - TableMetrics.contentMargin
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

  /// Draws what a list section gives a collection view list cell under its content: the
  /// background and selection a table row of the same style has, and its separators.
  mutating func drawListCell(_ cell: UICollectionViewListCell, in bounds: CGRect) {
    guard let style = cell.listStyle else { return }
    drawListRow(
      background: cell.backgroundColor == nil ? style.backgroundColor : nil, corners: style.roundedCorners,
      selected: (cell.isSelected || cell.isHighlighted) && style.role == .cell, in: bounds)
    for (separator, atBottom) in [(style.topSeparator, false), (style.bottomSeparator, true)] {
      guard let separator else { continue }
      drawSeparator(
        color: separator.color, atBottom: atBottom, leading: separator.leading ?? cell.separatorLeading,
        trailing: separator.trailing ?? 0, in: bounds)
    }
  }

  /// A list row's background (rounded at `corners`) and, when selected, the selection over it.
  private mutating func drawListRow(
    background: UIColor?, corners: CACornerMask, selected: Bool, in bounds: CGRect
  ) {
    let radius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
    let shape = SVGPath.roundedRect(bounds, radius: radius, corners: corners, curve: .continuous)
    if let background {
      document.add("<path d=\"\(shape)\"\(SVGFormat.paint("fill", background.cgColor))/>")
    }
    if selected {
      document.add("<path d=\"\(shape)\"\(SVGFormat.paint("fill", UIColor.systemGray4.cgColor))/>")
    }
  }

  /// A separator line along the top or bottom edge of a row, `leading` and `trailing` points
  /// in from its sides.
  private mutating func drawSeparator(
    color: UIColor, atBottom: Bool, leading: CGFloat, trailing: CGFloat, in bounds: CGRect
  ) {
    let n = SVGFormat.number
    let thickness = TableMetrics.separatorThickness
    let width = bounds.width - leading - trailing
    guard width > 0 else { return }
    let y = atBottom ? bounds.height - thickness : 0
    document.add(
      "<rect x=\"\(n(leading))\" y=\"\(n(y))\" width=\"\(n(width))\" "
        + "height=\"\(n(thickness))\"\(SVGFormat.paint("fill", color.cgColor))/>")
  }
}
