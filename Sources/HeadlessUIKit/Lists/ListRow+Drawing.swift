import Foundation

/// What a list row draws under its content, shared by table cells and collection view list
/// cells: the background (rounded at the ends of an inset-grouped section), the selection, the
/// separators, and the accessory glyphs.
///
/// The selected background (`systemGray4`), the chevron, checkmark and info ring shapes are this
/// library's choice: no public source gives them.
extension SVGCanvas {
  /// What a list section gives a row, the same for table and list cells: its background when
  /// the cell has none of its own (rounded at `look.roundedCorners`), the selection over it,
  /// then the top and bottom separators, at the cell's automatic insets where the look gives
  /// none.
  mutating func drawListLook(
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
    let shape = SVGPathData.roundedRect(bounds, radius: radius, corners: corners, curve: .continuous)
    if let background {
      add(.path(shape).fill(background.cgColor))
    }
    if selected {
      add(.path(shape).fill(UIColor.systemGray4.cgColor))
    }
  }

  /// A separator line along the top or bottom edge of a row, `leading` and `trailing` points
  /// in from its sides.
  private mutating func drawSeparator(
    color: UIColor, atBottom: Bool, leading: CGFloat, trailing: CGFloat, in bounds: CGRect
  ) {
    let thickness = TableMetrics.separatorThickness
    let width = bounds.width - leading - trailing
    guard width > 0 else { return }
    let y = atBottom ? bounds.height - thickness : 0
    add(.rect(CGRect(x: leading, y: y, width: width, height: thickness)).fill(color.cgColor))
  }

  /// A chevron pointing to the trailing edge, its tip at `x`.
  mutating func drawChevron(endingAt x: CGFloat, midY y: CGFloat, color: UIColor) {
    var path = SVGPathData()
    path.move(to: CGPoint(x: x - 7, y: y - 6))
    path.line(to: CGPoint(x: x - 1, y: y))
    path.line(to: CGPoint(x: x - 7, y: y + 6))
    add(.path(path).noFill().stroke(color.cgColor, width: 2).lineCap(.round).lineJoin(.round))
  }

  /// The chevron of ``drawChevron(endingAt:midY:color:)`` turned a quarter turn clockwise to
  /// point down, centred on `centre` as the unturned one is.
  mutating func drawDownChevron(centre: CGPoint, color: UIColor) {
    var path = SVGPathData()
    path.move(to: CGPoint(x: centre.x - 6, y: centre.y - 3))
    path.line(to: CGPoint(x: centre.x, y: centre.y + 3))
    path.line(to: CGPoint(x: centre.x + 6, y: centre.y - 3))
    add(.path(path).noFill().stroke(color.cgColor, width: 2).lineCap(.round).lineJoin(.round))
  }

  /// A checkmark ending at `x`.
  mutating func drawCheckmark(endingAt x: CGFloat, midY y: CGFloat, color: UIColor) {
    var path = SVGPathData()
    path.move(to: CGPoint(x: x - 14, y: y))
    path.line(to: CGPoint(x: x - 9, y: y + 5))
    path.line(to: CGPoint(x: x, y: y - 6))
    add(.path(path).noFill().stroke(color.cgColor, width: 2).lineCap(.round).lineJoin(.round))
  }

  /// The ring of an info button.
  mutating func drawInfoCircle(centre: CGPoint, color: UIColor) {
    add(.circle(center: centre, radius: 10).noFill().stroke(color.cgColor, width: 1.5))
  }
}
