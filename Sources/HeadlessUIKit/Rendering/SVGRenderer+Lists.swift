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
    // A cell outside a table has no look, but still shows its selection.
    drawListLook(
      cell.listLook, ownBackground: cell.backgroundColor,
      selected: (cell.isSelected || cell.isHighlighted) && cell.selectionStyle != .none,
      automaticInsets: cell.automaticSeparatorInsets, in: bounds)
    guard cell.accessoryView == nil else { return }
    let x = bounds.width - cell.listContentMargin
    let y = bounds.midY
    switch cell.accessoryType {
    case .none:
      break
    case .disclosureIndicator:
      drawChevron(endingAt: x, midY: y, color: .tertiaryLabel)
    case .checkmark:
      drawCheckmark(endingAt: x, midY: y, color: cell.tintColor ?? .systemBlue)
    case .detailButton, .detailDisclosureButton:
      drawInfoCircle(centre: CGPoint(x: x - 11, y: y), color: cell.tintColor ?? .systemBlue)
    }
  }

  /// A chevron pointing to the trailing edge, its tip at `x`.
  private mutating func drawChevron(endingAt x: CGFloat, midY y: CGFloat, color: UIColor) {
    let n = SVGFormat.number
    document.add(
      "<path d=\"M\(n(x - 7)) \(n(y - 6))L\(n(x - 1)) \(n(y))L\(n(x - 7)) \(n(y + 6))\" fill=\"none\""
        + "\(SVGFormat.paint("stroke", color.cgColor)) stroke-width=\"2\" "
        + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
  }

  /// A checkmark ending at `x`.
  private mutating func drawCheckmark(endingAt x: CGFloat, midY y: CGFloat, color: UIColor) {
    let n = SVGFormat.number
    document.add(
      "<path d=\"M\(n(x - 14)) \(n(y))L\(n(x - 9)) \(n(y + 5))L\(n(x)) \(n(y - 6))\" fill=\"none\""
        + "\(SVGFormat.paint("stroke", color.cgColor)) stroke-width=\"2\" stroke-linecap=\"round\" "
        + "stroke-linejoin=\"round\"/>")
  }

  /// The ring of an info button.
  private mutating func drawInfoCircle(centre: CGPoint, color: UIColor) {
    let n = SVGFormat.number
    document.add(
      "<circle cx=\"\(n(centre.x))\" cy=\"\(n(centre.y))\" r=\"10\" fill=\"none\""
        + "\(SVGFormat.paint("stroke", color.cgColor)) stroke-width=\"1.5\"/>")
  }

  /// Draws a list cell's system accessory centred in its view, with the table's chevron,
  /// checkmark and info ring. Colours: UICellAccessory.h gives the checkmark's and the insert
  /// control's default green, the delete control's red and the reorder control's grey; the
  /// disclosure indicator is the table's; the shapes and the other colours are this library's
  /// choice: no public source gives them.
  mutating func drawCellAccessory(_ view: CellAccessoryView, in bounds: CGRect) {
    let n = SVGFormat.number
    let accessory = view.accessory
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let isSelected = (view.superview as? UICollectionViewCell)?.isSelected ?? false
    switch accessory.accessoryType {
    case .disclosureIndicator:
      drawChevron(endingAt: centre.x + 4, midY: centre.y, color: accessory.tintColor ?? .tertiaryLabel)
    case .checkmark:
      drawCheckmark(endingAt: centre.x + 7, midY: centre.y, color: accessory.tintColor ?? .systemGreen)
    case .detail:
      drawInfoCircle(centre: centre, color: accessory.tintColor ?? view.tintColor ?? .systemBlue)
    case .outlineDisclosure:
      drawChevron(
        endingAt: centre.x + 4, midY: centre.y, color: accessory.tintColor ?? view.tintColor ?? .systemBlue)
    case .delete, .insert:
      let isDelete = accessory.accessoryType == .delete
      let fill = accessory.backgroundColor ?? (isDelete ? .systemRed : .systemGreen)
      let sign = (accessory.tintColor ?? .white).cgColor
      var path = "M\(n(centre.x - 5.5)) \(n(centre.y))H\(n(centre.x + 5.5))"
      if !isDelete { path += "M\(n(centre.x)) \(n(centre.y - 5.5))V\(n(centre.y + 5.5))" }
      document.add(
        "<circle cx=\"\(n(centre.x))\" cy=\"\(n(centre.y))\" r=\"11\"\(SVGFormat.paint("fill", fill.cgColor))/>"
      )
      document.add(
        "<path d=\"\(path)\" fill=\"none\"\(SVGFormat.paint("stroke", sign)) stroke-width=\"2.5\" "
          + "stroke-linecap=\"round\"/>")
    case .reorder:
      let color = (accessory.tintColor ?? .systemGray).cgColor
      var path = ""
      for dy in [-5.0, 0, 5] as [CGFloat] {
        path += "M\(n(centre.x - 8)) \(n(centre.y + dy))H\(n(centre.x + 8))"
      }
      document.add(
        "<path d=\"\(path)\" fill=\"none\"\(SVGFormat.paint("stroke", color)) stroke-width=\"1.5\" "
          + "stroke-linecap=\"round\"/>")
    case .multiselect:
      if isSelected {
        let fill = accessory.backgroundColor ?? view.tintColor ?? .systemBlue
        document.add(
          "<circle cx=\"\(n(centre.x))\" cy=\"\(n(centre.y))\" r=\"11\"\(SVGFormat.paint("fill", fill.cgColor))/>"
        )
        drawCheckmark(endingAt: centre.x + 5, midY: centre.y, color: accessory.tintColor ?? .white)
      } else {
        document.add(
          "<circle cx=\"\(n(centre.x))\" cy=\"\(n(centre.y))\" r=\"11\" fill=\"none\""
            + "\(SVGFormat.paint("stroke", UIColor.systemGray3.cgColor)) stroke-width=\"1.5\"/>")
      }
    case .label, .customView, .popUpMenu:
      break
    }
  }

  /// Draws what a list section gives a collection view list cell under its content: the
  /// background and selection a table row of the same style has, and its separators.
  mutating func drawListCell(_ cell: UICollectionViewListCell, in bounds: CGRect) {
    guard let look = cell.listLook else { return }
    drawListLook(
      look, ownBackground: cell.backgroundColor,
      selected: (cell.isSelected || cell.isHighlighted) && look.role == .cell,
      automaticInsets: cell.automaticSeparatorInsets, in: bounds)
  }

  /// What a list section gives a row, the same for table and list cells: its background when
  /// the cell has none of its own (rounded at `look.roundedCorners`), the selection over it,
  /// then the top and bottom separators, at the cell's automatic insets where the look gives
  /// none.
  private mutating func drawListLook(
    _ look: ListCellLook?, ownBackground: UIColor?, selected: Bool,
    automaticInsets: (leading: CGFloat, trailing: CGFloat), in bounds: CGRect
  ) {
    drawListRow(
      background: ownBackground == nil ? look?.backgroundColor : nil, corners: look?.roundedCorners ?? [],
      selected: selected, in: bounds)
    for (separator, atBottom) in [(look?.topSeparator, false), (look?.bottomSeparator, true)] {
      guard let separator, let color = separator.color else { continue }
      drawSeparator(
        color: color, atBottom: atBottom, leading: separator.leading ?? automaticInsets.leading,
        trailing: separator.trailing ?? automaticInsets.trailing, in: bounds)
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
