import Foundation

/// How a text field shows itself: its border style, then its text (bullets when secure) or,
/// when empty, its placeholder in the placeholder colour, on one line truncated at the tail.
extension UITextField {
  /// A rounded-rect field's fill: white, black in dark mode (Flutter's
  /// `_kDefaultRoundedBorderDecoration`).
  static var roundedFill: UIColor { controlColor(light: .white, dark: .black) }

  /// A rounded-rect field's hairline: black at 0x33 / 255, white at 0x33 / 255 in dark mode
  /// (Flutter's `_kDefaultRoundedBorderSide`).
  static var roundedBorder: UIColor {
    controlColor(light: UIColor(white: 0, alpha: 0x33 / 255), dark: UIColor(white: 1, alpha: 0x33 / 255))
  }

  /// A `.line` field's border: black, white in dark mode. No public source for the dark value: it
  /// follows the label colour's opaque ends.
  static var lineBorder: UIColor { controlColor(light: .black, dark: .white) }

  /// A `.bezel` field's border: `systemGray` (#8E8E93 in both styles). No public source beyond
  /// the light value HeadlessUIKit has always drawn.
  static var bezelBorder: UIColor { .systemGray }

  /// The font the field's text is drawn and measured in.
  var drawnFont: UIFont { font ?? .systemFont(ofSize: 17) }

  func drawTextField(in bounds: CGRect, on canvas: inout SVGCanvas) {
    var padding: CGFloat = 0
    switch borderStyle {
    case .roundedRect:
      padding = 7
      if backgroundColor == nil {
        canvas.add(.path(.roundedRect(bounds, radius: 5)).fill(UITextField.roundedFill.cgColor))
      }
      let inset = bounds.insetBy(dx: 0.25, dy: 0.25)
      canvas.add(
        .path(.roundedRect(inset, radius: 5)).noFill().stroke(UITextField.roundedBorder.cgColor, width: 0.5))
    case .line, .bezel:
      padding = 2
      let stroke = borderStyle == .line ? UITextField.lineBorder : UITextField.bezelBorder
      canvas.add(.rect(bounds.insetBy(dx: 0.5, dy: 0.5)).noFill().stroke(stroke.cgColor, width: 1))
    case .none:
      break
    }
    let rect = bounds.insetBy(dx: padding, dy: 0)
    let text = self.text ?? ""
    if !text.isEmpty {
      let style = storedAttributedText?.firstRunStyle
      let font = style?.font ?? drawnFont
      let shown = isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
      var color = style?.color ?? textColor ?? .label
      if !isEnabled { color = color.withAlphaComponent(0.5 * SVGFormat.components(color.cgColor).alpha) }
      let layout = TextLayout.singleLine(shown, font: font, width: rect.width)
      canvas.drawText(layout, font: font, color: color.cgColor, alignment: textAlignment, in: rect)
    } else if let placeholder, !placeholder.isEmpty {
      let style = attributedPlaceholder?.firstRunStyle
      let font = style?.font ?? drawnFont
      let color = style?.color ?? .placeholderText
      let layout = TextLayout.singleLine(placeholder, font: font, width: rect.width)
      canvas.drawText(layout, font: font, color: color.cgColor, alignment: textAlignment, in: rect)
    }
  }

  /// The text's baseline: one line centred in the field.
  var textFieldBaselineOffsets: (first: Double, last: Double) {
    let metrics = TextMetrics(font: drawnFont)
    let offset = Double(metrics.ascender - TextMetrics.ceilToPixel(metrics.lineHeight) / 2)
    return (offset, offset)
  }

  var textFieldDescription: [String] {
    typealias Format = TreeDescriptionFormat
    var parts = ["text=\(Format.quoted(text ?? ""))"]
    if let placeholder { parts.append("placeholder=\(Format.quoted(placeholder))") }
    parts.append(Format.font(drawnFont))
    if let textColor { parts.append("color=\(Format.color(textColor))") }
    if borderStyle != .none { parts.append("borderStyle=\(borderStyle)") }
    if isSecureTextEntry { parts.append("secure") }
    return parts + Format.state(of: self)
  }
}
