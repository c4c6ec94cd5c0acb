import Foundation

/// How a segmented control shows itself: its grey track (unless it has a background colour),
/// the selected segment as a raised plate, dividers between unselected segments, and the titles
/// or images.
extension UISegmentedControl {
  /// The track: `tertiarySystemFill` (Flutter's sliding segmented control background default).
  static var track: UIColor { .tertiarySystemFill }

  /// The selected segment's plate: white, #636366 in dark mode (Flutter's `_kThumbColor`).
  static var selectedPlate: UIColor {
    controlColor(light: .white, dark: UIColor(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255, alpha: 1))
  }

  /// The divider between unselected segments. Light: #3C3C43 at 18%, as HeadlessUIKit has always
  /// drawn it (no public source). Dark: #8E8E93 at 0x4D / 255, Flutter's `_kSeparatorColor`
  /// (which Flutter uses in both styles).
  static var divider: UIColor {
    controlColor(
      light: UIColor(red: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255, alpha: 0.18),
      dark: UIColor(red: 0x8E / 255, green: 0x8E / 255, blue: 0x93 / 255, alpha: 0x4D / 255))
  }

  func drawSegments(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let count = numberOfSegments
    guard count > 0, bounds.width > 0 else { return }
    if backgroundColor == nil {
      canvas.add(.path(.roundedRect(bounds, radius: 9)).fill(UISegmentedControl.track.cgColor))
    }
    canvas.group(enabledGroup) { canvas in drawSegmentContent(count: count, in: bounds, on: &canvas) }
  }

  private func drawSegmentContent(count: Int, in bounds: CGRect, on canvas: inout SVGCanvas) {
    // Widths: fixed ones as set, the rest share what is left equally.
    let fixed = (0..<count).map { widthForSegment(at: $0) }
    let fixedTotal = fixed.filter { $0 > 0 }.reduce(0, +)
    let flexibleCount = fixed.filter { $0 <= 0 }.count
    let share = flexibleCount > 0 ? max(0, bounds.width - fixedTotal) / CGFloat(flexibleCount) : 0
    let widths = fixed.map { $0 > 0 ? $0 : share }
    var lefts: [CGFloat] = []
    var x = bounds.minX
    for width in widths {
      lefts.append(x)
      x += width
    }
    let selected = selectedSegmentIndex
    if selected >= 0 && selected < count {
      let plate = CGRect(x: lefts[selected], y: bounds.minY, width: widths[selected], height: bounds.height)
        .insetBy(dx: 2, dy: 2)
      let color = selectedSegmentTintColor ?? UISegmentedControl.selectedPlate
      let shadow = canvas.controlShadow()
      canvas.add(.path(.roundedRect(plate, radius: 7)).fill(color.cgColor).filter(shadow))
    }
    for index in 1..<max(count, 1) where index != selected && index - 1 != selected {
      let divider = CGRect(
        x: lefts[index] - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16))
      canvas.add(.rect(divider).fill(UISegmentedControl.divider.cgColor))
    }
    for index in 0..<count {
      let rect = CGRect(x: lefts[index], y: bounds.minY, width: widths[index], height: bounds.height)
      let state: UIControl.State = index == selected ? .selected : .normal
      let attributes = titleTextAttributes(for: state) ?? titleTextAttributes(for: .normal)
      let font =
        attributes?[.font] as? UIFont
        ?? .systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
      var color = (attributes?[.foregroundColor] as? UIColor) ?? .label
      if !isEnabledForSegment(at: index) { color = color.withAlphaComponent(0.3) }
      if let title = titleForSegment(at: index), !title.isEmpty {
        let layout = TextLayout.singleLine(title, font: font, width: rect.width - 12)
        canvas.drawText(layout, font: font, color: color.cgColor, alignment: .center, in: rect)
      } else if let image = imageForSegment(at: index) {
        let imageRect = CGRect(
          origin: CGPoint(x: rect.midX - image.size.width / 2, y: rect.midY - image.size.height / 2),
          size: image.size)
        image.draw(in: imageRect, tint: color, on: &canvas)
      }
    }
  }

  var segmentedControlDescription: [String] {
    let titles = (0..<numberOfSegments).map { index in
      titleForSegment(at: index).map(TreeDescriptionFormat.quoted)
        ?? imageForSegment(at: index).map(TreeDescriptionFormat.image) ?? "nil"
    }
    return ["segments=[\(titles.joined(separator: ", "))]", "selected=\(selectedSegmentIndex)"]
      + TreeDescriptionFormat.state(of: self)
  }
}
