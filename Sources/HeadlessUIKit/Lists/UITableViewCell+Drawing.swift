import Foundation

/// How a table cell shows what its table's style gives it, under its content: the background,
/// the selection, the separator and the accessory.
///
/// Colours: cell backgrounds are `systemBackground` (plain) or
/// `secondarySystemGroupedBackground` (grouped), separators the table's `separatorColor`, the
/// chevron `tertiaryLabel`.
extension UITableViewCell {
  func drawListDecoration(in bounds: CGRect, on canvas: inout SVGCanvas) {
    canvas.drawListRow(
      background: backgroundColor == nil ? listBackgroundColor : nil, corners: listRoundedCorners,
      selected: (isSelected || isHighlighted) && selectionStyle != .none, in: bounds)
    if let color = listSectionEdges.color {
      // A grouped section's full-width lines over its first and last rows.
      for (edge, atBottom) in [(listSectionEdges.top, false), (listSectionEdges.bottom, true)] where edge {
        canvas.drawSeparator(color: color, atBottom: atBottom, leading: 0, trailing: 0, in: bounds)
      }
    }
    if let color = listSeparatorColor {
      canvas.drawSeparator(
        color: color, atBottom: true, leading: separatorInset.left, trailing: separatorInset.right, in: bounds
      )
    }
    guard accessoryView == nil else { return }
    let x = bounds.width - listContentMargin
    let y = bounds.midY
    switch accessoryType {
    case .none:
      break
    case .disclosureIndicator:
      canvas.drawChevron(endingAt: x, midY: y, color: .tertiaryLabel)
    case .checkmark:
      canvas.drawCheckmark(endingAt: x, midY: y, color: tintColor ?? .systemBlue)
    case .detailButton, .detailDisclosureButton:
      canvas.drawInfoCircle(centre: CGPoint(x: x - 11, y: y), color: tintColor ?? .systemBlue)
    }
  }
}
