import Foundation

/// How a collection view list cell shows what its list section gives it, under its content:
/// the background and selection a table row of the same style has, and its separators.
extension UICollectionViewListCell {
  func drawListDecoration(in bounds: CGRect, on canvas: inout SVGCanvas) {
    guard let look = listLook else { return }
    var ownBackground = backgroundColor
    if let configuration = backgroundConfiguration {
      // The configuration's background replaces the section's; a nil colour is the cell's tint
      // (UIBackgroundConfiguration.h).
      let color = configuration.resolvedBackgroundColor(for: tintColor ?? .systemBlue)
      ownBackground = color
      let shape = SVGPathData.roundedRect(
        bounds, radius: configuration.cornerRadius,
        corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
        curve: .continuous)
      canvas.add(.path(shape).fill(color.cgColor))
    }
    // A background configuration shows the selection itself, through its colour for the state.
    let showsSelection = backgroundConfiguration == nil && (isSelected || isHighlighted) && look.role == .cell
    canvas.drawListLook(
      look, ownBackground: ownBackground, selected: showsSelection,
      automaticInsets: automaticSeparatorInsets, in: bounds)
  }
}

/// How a list cell's system accessory shows itself, centred in its view, with the table's
/// chevron, checkmark and info ring. Colours: UICellAccessory.h gives the checkmark's and the
/// insert control's default green, the delete control's red and the reorder control's grey;
/// the disclosure indicator is the table's; the shapes and the other colours are this library's
/// choice: no public source gives them.
extension CellAccessoryView {
  func drawAccessory(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let isSelected = (superview as? UICollectionViewCell)?.isSelected ?? false
    switch accessory.accessoryType {
    case .disclosureIndicator:
      canvas.drawChevron(endingAt: centre.x + 4, midY: centre.y, color: accessory.tintColor ?? .tertiaryLabel)
    case .checkmark:
      canvas.drawCheckmark(endingAt: centre.x + 7, midY: centre.y, color: accessory.tintColor ?? .systemGreen)
    case .detail:
      canvas.drawInfoCircle(centre: centre, color: accessory.tintColor ?? tintColor ?? .systemBlue)
    case .outlineDisclosure:
      // The chevron turns a quarter turn to point down while its item is expanded
      // (UICellAccessory.h: "a rotating disclosure chevron").
      let expanded = (superview as? UICollectionViewListCell)?.isOutlineExpanded ?? false
      let color = accessory.tintColor ?? tintColor ?? .systemBlue
      if expanded {
        canvas.drawDownChevron(centre: centre, color: color)
      } else {
        canvas.drawChevron(endingAt: centre.x + 4, midY: centre.y, color: color)
      }
    case .delete, .insert:
      let isDelete = accessory.accessoryType == .delete
      let fill = accessory.backgroundColor ?? (isDelete ? .systemRed : .systemGreen)
      let sign = (accessory.tintColor ?? .white).cgColor
      var path = SVGPathData()
      path.move(to: CGPoint(x: centre.x - 5.5, y: centre.y))
      path.horizontalLine(toX: centre.x + 5.5)
      if !isDelete {
        path.move(to: CGPoint(x: centre.x, y: centre.y - 5.5))
        path.verticalLine(toY: centre.y + 5.5)
      }
      canvas.add(.circle(center: centre, radius: 11).fill(fill.cgColor))
      canvas.add(.path(path).noFill().stroke(sign, width: 2.5).lineCap(.round))
    case .reorder:
      let color = (accessory.tintColor ?? .systemGray).cgColor
      var path = SVGPathData()
      for dy in [-5.0, 0, 5] as [CGFloat] {
        path.move(to: CGPoint(x: centre.x - 8, y: centre.y + dy))
        path.horizontalLine(toX: centre.x + 8)
      }
      canvas.add(.path(path).noFill().stroke(color, width: 1.5).lineCap(.round))
    case .multiselect:
      if isSelected {
        let fill = accessory.backgroundColor ?? tintColor ?? .systemBlue
        canvas.add(.circle(center: centre, radius: 11).fill(fill.cgColor))
        canvas.drawCheckmark(endingAt: centre.x + 5, midY: centre.y, color: accessory.tintColor ?? .white)
      } else {
        canvas.add(
          .circle(center: centre, radius: 11).noFill().stroke(UIColor.systemGray3.cgColor, width: 1.5))
      }
    case .label, .customView, .popUpMenu:
      break
    }
  }
}
