import Foundation

/// The content UIKit's own views draw: text, images and controls in their state. Sizes are iOS
/// 15-16's; colours are dynamic, resolved for the traits of the view being drawn (see
/// `SVGRenderer+ControlColors.swift`).
extension SVGRenderPass {
  /// Draws the content of UIKit's views that draw something besides their layer.
  mutating func drawContent(of view: UIView, in bounds: CGRect) {
    switch view {
    case let label as UILabel: drawLabel(label, in: bounds)
    case let button as UIButton where button.configuration != nil: drawConfiguredButton(button, in: bounds)
    case let button as UIButton: drawButton(button, in: bounds)
    case let field as UISearchTextField: drawSearchTextField(field, in: bounds)
    case let field as UITextField: drawTextField(field, in: bounds)
    case let imageView as UIImageView:
      if let image = imageView.isHighlighted ? imageView.highlightedImage ?? imageView.image : imageView.image
      {
        drawImage(
          image, in: Self.imageRect(image.size, in: bounds, mode: imageView.contentMode),
          tint: imageView.tintColor)
      }
    case let control as UISwitch: drawSwitch(control)
    case let control as UISegmentedControl: drawSegmentedControl(control, in: bounds)
    case let slider as UISlider: drawSlider(slider, in: bounds)
    case let effectView as UIVisualEffectView: drawEffect(of: effectView, in: bounds)
    case let cell as UITableViewCell: drawCell(cell, in: bounds)
    case let cell as UICollectionViewListCell: drawListCell(cell, in: bounds)
    case let accessory as CellAccessoryView: drawCellAccessory(accessory, in: bounds)
    case let stepper as UIStepper: drawStepper(stepper, in: bounds)
    case let indicator as UIActivityIndicatorView: drawActivityIndicator(indicator, in: bounds)
    case let progressView as UIProgressView: drawProgressView(progressView, in: bounds)
    case let pageControl as UIPageControl: drawPageControl(pageControl, in: bounds)
    case let textView as UITextView: drawTextView(textView, in: bounds)
    case let refresh as UIRefreshControl: drawRefreshControl(refresh, in: bounds)
    case let picker as UIPickerView: drawPickerView(picker, in: bounds)
    case let searchBar as UISearchBar: drawSearchBar(searchBar, in: bounds)
    case let datePicker as UIDatePicker: drawDatePicker(datePicker, in: bounds)
    default: break
    }
  }

  // MARK: Label

  private mutating func drawLabel(_ label: UILabel, in bounds: CGRect) {
    guard let text = label.text, !text.isEmpty else { return }
    let attributes = Self.attributes(of: label.storedAttributedText)
    let font: UIFont = attributes.font ?? label.font
    var color: UIColor = attributes.color ?? label.textColor
    if label.isHighlighted, let highlighted = label.highlightedTextColor { color = highlighted }
    if !label.isEnabled { color = color.withAlphaComponent(0.5 * SVGFormat.components(color.cgColor).alpha) }
    let layout = Self.textLayout(of: label, font: font)
    drawLines(layout, font: font, color: color.cgColor, alignment: label.textAlignment, in: bounds)
  }

  // MARK: Button

  /// A button's image and title side by side, placed by its content alignments and
  /// `contentEdgeInsets`, in the colours of its current state.
  private mutating func drawButton(_ button: UIButton, in bounds: CGRect) {
    let label = button.titleLabel
    // When the title label is a subview it draws itself.
    let drawsTitle = label?.superview !== button
    let title = drawsTitle ? button.currentTitle ?? "" : ""
    let image = button.imageView?.superview === button ? nil : button.currentImage
    guard !title.isEmpty || image != nil else { return }
    let insets = button.contentEdgeInsets
    let content = bounds.inset(by: insets)
    let imageSize = image?.size ?? .zero
    let attributes = Self.attributes(of: button.currentAttributedTitle)
    let font = attributes.font ?? label?.font ?? .systemFont(ofSize: 15)
    let color = attributes.color ?? button.currentTitleColor
    let layout = Self.singleLine(
      title, font: font, width: content.width - imageSize.width, lineBreak: .byTruncatingMiddle)
    let textWidth = layout.lines.first?.width ?? 0
    let contentWidth = imageSize.width + textWidth
    let contentHeight = max(imageSize.height, title.isEmpty ? 0 : layout.size.height)
    let x: CGFloat
    switch button.effectiveContentHorizontalAlignment {
    case .right, .trailing: x = content.maxX - contentWidth
    case .left, .leading, .fill: x = content.minX
    default: x = content.minX + (content.width - contentWidth) / 2
    }
    let y: CGFloat
    switch button.contentVerticalAlignment {
    case .top, .fill: y = content.minY
    case .bottom: y = content.maxY - contentHeight
    default: y = content.minY + (content.height - contentHeight) / 2
    }
    if let image {
      let rect = CGRect(x: x, y: y + (contentHeight - imageSize.height) / 2, size: imageSize)
      drawImage(image, in: rect, tint: button.tintColor)
    }
    if !title.isEmpty {
      let rect = CGRect(x: x + imageSize.width, y: y, width: textWidth, height: contentHeight)
      drawLines(layout, font: font, color: color.cgColor, alignment: .left, in: rect)
    }
  }

  // MARK: Text field

  /// A text field's border style, then its text (bullets when secure) or, when empty, its
  /// placeholder in the placeholder colour, on one line truncated at the tail.
  private mutating func drawTextField(_ field: UITextField, in bounds: CGRect) {
    let n = SVGFormat.number
    var padding: CGFloat = 0
    switch field.borderStyle {
    case .roundedRect:
      padding = 7
      if field.backgroundColor == nil {
        document.add(
          "<path d=\"\(SVGPath.roundedRect(bounds, radius: 5))\""
            + "\(SVGFormat.paint("fill", Self.roundedTextFieldFill.cgColor))/>")
      }
      let inset = bounds.insetBy(dx: 0.25, dy: 0.25)
      document.add(
        "<path d=\"\(SVGPath.roundedRect(inset, radius: 5))\" fill=\"none\""
          + "\(SVGFormat.paint("stroke", Self.roundedTextFieldBorder.cgColor)) stroke-width=\"0.5\"/>")
    case .line, .bezel:
      padding = 2
      let inset = bounds.insetBy(dx: 0.5, dy: 0.5)
      let stroke = field.borderStyle == .line ? Self.lineTextFieldBorder : Self.bezelTextFieldBorder
      document.add(
        "<rect x=\"\(n(inset.minX))\" y=\"\(n(inset.minY))\" width=\"\(n(inset.width))\" "
          + "height=\"\(n(inset.height))\" fill=\"none\"\(SVGFormat.paint("stroke", stroke.cgColor)) "
          + "stroke-width=\"1\"/>")
    case .none:
      break
    }
    let rect = bounds.insetBy(dx: padding, dy: 0)
    let text = field.text ?? ""
    let fieldFont = field.font ?? .systemFont(ofSize: 17)
    if !text.isEmpty {
      let attributes = Self.attributes(of: field.storedAttributedText)
      let font = attributes.font ?? fieldFont
      let shown = field.isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
      var color = attributes.color ?? field.textColor ?? .label
      if !field.isEnabled {
        color = color.withAlphaComponent(0.5 * SVGFormat.components(color.cgColor).alpha)
      }
      let layout = Self.singleLine(shown, font: font, width: rect.width)
      drawLines(layout, font: font, color: color.cgColor, alignment: field.textAlignment, in: rect)
    } else if let placeholder = field.placeholder, !placeholder.isEmpty {
      let attributes = Self.attributes(of: field.storedAttributedPlaceholder)
      let font = attributes.font ?? fieldFont
      let color = attributes.color ?? .placeholderText
      let layout = Self.singleLine(placeholder, font: font, width: rect.width)
      drawLines(layout, font: font, color: color.cgColor, alignment: field.textAlignment, in: rect)
    }
  }

  // MARK: Images

  /// Where an image of `size` is drawn in `bounds` for a content mode.
  static func imageRect(_ size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
    switch mode {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard size.width > 0, size.height > 0 else { return bounds }
      let scales = (bounds.width / size.width, bounds.height / size.height)
      let scale = mode == .scaleAspectFit ? min(scales.0, scales.1) : max(scales.0, scales.1)
      let fitted = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, size: fitted)
    default:
      let x: CGFloat
      switch mode {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.midX - size.width / 2
      }
      let y: CGFloat
      switch mode {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.midY - size.height / 2
      }
      return CGRect(x: x, y: y, size: size)
    }
  }

  /// Draws an image: one read from a file with its pixels (`SVGRenderer+Images.swift`), a
  /// symbol as a placeholder naming it, a named image without a file as a grey box with a
  /// cross and its name, an unnamed image as the same box without a name.
  mutating func drawImage(_ image: UIImage, in rect: CGRect, tint: UIColor?) {
    guard rect.width > 0, rect.height > 0 else { return }
    let n = SVGFormat.number
    if drawImageFile(image, in: rect) { return }
    if image.isSymbolImage {
      drawSymbolPlaceholder(image, in: rect, tint: tint)
      return
    }
    document.add(
      "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
        + "height=\"\(n(rect.height))\"\(SVGFormat.paint("fill", UIColor.systemGray5.cgColor))"
        + "\(SVGFormat.paint("stroke", UIColor.systemGray2.cgColor)) stroke-width=\"1\"/>")
    document.add(
      "<path d=\"M\(n(rect.minX)) \(n(rect.minY))L\(n(rect.maxX)) \(n(rect.maxY))M\(n(rect.maxX)) "
        + "\(n(rect.minY))L\(n(rect.minX)) \(n(rect.maxY))\"\(SVGFormat.paint("stroke", UIColor.systemGray2.cgColor)) "
        + "stroke-width=\"1\"/>")
    guard let title = image.name, !title.isEmpty else { return }
    let font = UIFont.systemFont(ofSize: 13, weight: .medium)
    let layout = Self.singleLine(title, font: font, width: rect.width - 8)
    let textRect = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    let metrics = Self.metrics(of: font)
    // A backing for the name, so the cross does not run through it.
    if let line = layout.lines.first, metrics.lineHeight < rect.height {
      let plate = CGRect(
        x: rect.midX - line.width / 2 - 4, y: rect.midY - metrics.lineHeight / 2 - 2, width: line.width + 8,
        height: metrics.lineHeight + 4)
      document.add(
        "<rect x=\"\(n(plate.minX))\" y=\"\(n(plate.minY))\" width=\"\(n(plate.width))\" "
          + "height=\"\(n(plate.height))\" rx=\"4\"\(SVGFormat.paint("fill", UIColor.systemGray5.cgColor))/>")
      drawLines(layout, font: font, color: UIColor.secondaryLabel.cgColor, alignment: .center, in: textRect)
    }
  }

  // MARK: Switch

  /// A 51 by 31 switch: a pill-shaped track (the on tint when on) and a white thumb on the side
  /// of its state.
  private mutating func drawSwitch(_ control: UISwitch) {
    let n = SVGFormat.number
    let track = CGRect(x: 0, y: 0, width: 51, height: 31)
    let trackColor =
      control.isOn ? (control.onTintColor ?? .systemGreen) : Self.switchOffTrack
    let opacity = control.isEnabled ? "" : " opacity=\"0.5\""
    document.openGroup(opacity)
    document.add(
      "<path d=\"\(SVGPath.roundedRect(track, radius: 15.5))\"\(SVGFormat.paint("fill", trackColor.cgColor))/>"
    )
    let shadow = controlShadow()
    let thumbX: CGFloat = control.isOn ? 51 - 15.5 : 15.5
    let thumb = control.thumbTintColor ?? Self.controlThumb
    document.add(
      "<circle cx=\"\(n(thumbX))\" cy=\"15.5\" r=\"13.5\"\(SVGFormat.paint("fill", thumb.cgColor)) "
        + "filter=\"url(#\(shadow))\"/>")
    document.closeGroup()
  }

  /// The soft shadow under thumbs and the selected segment.
  private mutating func controlShadow() -> String {
    sharedDefinition("controlShadow") { id in
      "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
        + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"2\"/><feOffset dy=\"2\" result=\"blur\"/>"
        + "<feFlood flood-color=\"#000000\" flood-opacity=\"0.15\"/><feComposite in2=\"blur\" operator=\"in\"/>"
        + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
    }
  }

  // MARK: Segmented control

  /// A segmented control: its grey track (unless it has a background colour), the selected
  /// segment as a raised white plate, dividers between unselected segments, and the titles.
  private mutating func drawSegmentedControl(_ control: UISegmentedControl, in bounds: CGRect) {
    let n = SVGFormat.number
    let count = control.numberOfSegments
    guard count > 0, bounds.width > 0 else { return }
    if control.backgroundColor == nil {
      document.add(
        "<path d=\"\(SVGPath.roundedRect(bounds, radius: 9))\""
          + "\(SVGFormat.paint("fill", Self.segmentedControlTrack.cgColor))/>")
    }
    let opacity = control.isEnabled ? "" : " opacity=\"0.5\""
    document.openGroup(opacity)
    // Widths: fixed ones as set, the rest share what is left equally.
    let fixed = (0..<count).map { control.widthForSegment(at: $0) }
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
    let selected = control.selectedSegmentIndex
    if selected >= 0 && selected < count {
      let plate = CGRect(x: lefts[selected], y: bounds.minY, width: widths[selected], height: bounds.height)
        .insetBy(dx: 2, dy: 2)
      let color = control.selectedSegmentTintColor ?? Self.segmentedControlThumb
      document.add(
        "<path d=\"\(SVGPath.roundedRect(plate, radius: 7))\"\(SVGFormat.paint("fill", color.cgColor)) "
          + "filter=\"url(#\(controlShadow()))\"/>")
    }
    for index in 1..<max(count, 1) where index != selected && index - 1 != selected {
      document.add(
        "<rect x=\"\(n(lefts[index] - 0.5))\" y=\"\(n(bounds.minY + 8))\" width=\"1\" "
          + "height=\"\(n(max(0, bounds.height - 16)))\""
          + "\(SVGFormat.paint("fill", Self.segmentedControlDivider.cgColor))/>")
    }
    for index in 0..<count {
      let rect = CGRect(x: lefts[index], y: bounds.minY, width: widths[index], height: bounds.height)
      let state: UIControl.State = index == selected ? .selected : .normal
      let attributes = control.titleTextAttributes(for: state) ?? control.titleTextAttributes(for: .normal)
      let font =
        attributes?[.font] as? UIFont
        ?? .systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
      var color = (attributes?[.foregroundColor] as? UIColor) ?? .label
      if !control.isEnabledForSegment(at: index) { color = color.withAlphaComponent(0.3) }
      if let title = control.titleForSegment(at: index), !title.isEmpty {
        let layout = Self.singleLine(title, font: font, width: rect.width - 12)
        drawLines(layout, font: font, color: color.cgColor, alignment: .center, in: rect)
      } else if let image = control.imageForSegment(at: index) {
        let imageRect = CGRect(
          x: rect.midX - image.size.width / 2, y: rect.midY - image.size.height / 2, size: image.size)
        drawImage(image, in: imageRect, tint: color)
      }
    }
    document.closeGroup()
  }

  // MARK: Slider

  /// A slider: a 4-point track, tinted up to the value, and a 28-point white thumb at the value.
  private mutating func drawSlider(_ slider: UISlider, in bounds: CGRect) {
    let n = SVGFormat.number
    let thumbDiameter: CGFloat = 28
    guard bounds.width >= thumbDiameter else { return }
    let range = slider.maximumValue - slider.minimumValue
    let fraction = range > 0 ? CGFloat(min(max((slider.value - slider.minimumValue) / range, 0), 1)) : 0
    let centerX = bounds.minX + thumbDiameter / 2 + fraction * (bounds.width - thumbDiameter)
    let centerY = bounds.midY
    let opacity = slider.isEnabled ? "" : " opacity=\"0.5\""
    document.openGroup(opacity)
    let minimum = slider.minimumTrackTintColor ?? slider.tintColor ?? .systemBlue
    let maximum = slider.maximumTrackTintColor ?? .systemFill
    let track = CGRect(x: bounds.minX, y: centerY - 2, width: bounds.width, height: 4)
    document.add(
      "<path d=\"\(SVGPath.roundedRect(track, radius: 2))\"\(SVGFormat.paint("fill", maximum.cgColor))/>")
    let filled = CGRect(x: bounds.minX, y: centerY - 2, width: centerX - bounds.minX, height: 4)
    document.add(
      "<path d=\"\(SVGPath.roundedRect(filled, radius: 2))\"\(SVGFormat.paint("fill", minimum.cgColor))/>")
    let thumb = slider.thumbTintColor ?? Self.controlThumb
    document.add(
      "<circle cx=\"\(n(centerX))\" cy=\"\(n(centerY))\" r=\"\(n(thumbDiameter / 2))\""
        + "\(SVGFormat.paint("fill", thumb.cgColor)) filter=\"url(#\(controlShadow()))\"/>")
    document.closeGroup()
  }

  // MARK: Visual effect view

  /// A blur effect view as a translucent fill of its shape: light styles white, dark styles a
  /// near-black, thicker materials more opaque; the styles that adapt to the interface style
  /// take the tone of the traits drawn with. SVG cannot blur what lies behind an element.
  private mutating func drawEffect(of view: UIVisualEffectView, in bounds: CGRect) {
    guard let blur = view.effect as? UIBlurEffect else { return }
    let (color, alpha) = Self.blurTone(blur.style, in: UITraitCollection.current.userInterfaceStyle)
    let layer = view.layer
    let shape = SVGPath.roundedRect(
      bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
    document.add("<path d=\"\(shape)\" fill=\"\(color)\" fill-opacity=\"\(SVGFormat.number(alpha))\"/>")
  }

  /// The fill colour and opacity standing in for a blur style. `.regular`, `.prominent` and the
  /// `system...Material` styles without Light or Dark in their name adapt to the interface style
  /// (Apple's UIBlurEffect.Style documentation:
  /// https://developer.apple.com/documentation/uikit/uiblureffect/style), so they take the
  /// dark tone with dark traits.
  static func blurTone(
    _ style: UIBlurEffect.Style, in interfaceStyle: UIUserInterfaceStyle = .light
  ) -> (color: String, alpha: CGFloat) {
    let light = "#F2F2F7"
    let dark = "#1C1C1E"
    let adaptive = interfaceStyle == .dark ? dark : light
    switch style {
    case .extraLight: return ("#FFFFFF", 0.85)
    case .light: return (light, 0.75)
    case .dark: return (dark, 0.75)
    case .regular: return (adaptive, 0.8)
    case .prominent: return (adaptive, 0.9)
    case .systemUltraThinMaterial: return (adaptive, 0.45)
    case .systemThinMaterial: return (adaptive, 0.6)
    case .systemMaterial: return (adaptive, 0.75)
    case .systemThickMaterial: return (adaptive, 0.9)
    case .systemChromeMaterial: return (adaptive, 0.8)
    case .systemUltraThinMaterialLight: return (light, 0.45)
    case .systemThinMaterialLight: return (light, 0.6)
    case .systemMaterialLight: return (light, 0.75)
    case .systemThickMaterialLight: return (light, 0.9)
    case .systemChromeMaterialLight: return (light, 0.8)
    case .systemUltraThinMaterialDark: return (dark, 0.45)
    case .systemThinMaterialDark: return (dark, 0.6)
    case .systemMaterialDark: return (dark, 0.75)
    case .systemThickMaterialDark: return (dark, 0.9)
    case .systemChromeMaterialDark: return (dark, 0.8)
    }
  }
}

extension CGRect {
  fileprivate init(x: CGFloat, y: CGFloat, size: CGSize) {
    self.init(origin: CGPoint(x: x, y: y), size: size)
  }

}
