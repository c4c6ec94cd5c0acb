import Foundation

/// How a table cell shows what its table's style gives it, under its content: the background,
/// the selection, the separator and the accessory.
///
/// Colours: cell backgrounds are `systemBackground` (plain) or
/// `secondarySystemGroupedBackground` (grouped), separators the table's `separatorColor`, the
/// chevron `tertiaryLabel`.
extension UITableViewCell {
  func drawListDecoration(in bounds: CGRect, on canvas: inout SVGCanvas) {
    // A cell outside a table has no look, but still shows its selection.
    canvas.drawListLook(
      listLook, ownBackground: backgroundColor,
      selected: (isSelected || isHighlighted) && selectionStyle != .none,
      automaticInsets: automaticSeparatorInsets, in: bounds)
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
