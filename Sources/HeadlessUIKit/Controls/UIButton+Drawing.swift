import Foundation

/// How a button shows itself: styled by its `configuration` when it has one, else its image and
/// title side by side in the colours of its current state.
extension UIButton {
  func drawButton(in bounds: CGRect, on canvas: inout SVGCanvas) {
    if let configuration {
      drawConfiguredButton(configuration, in: bounds, on: &canvas)
    } else {
      drawPlainButton(in: bounds, on: &canvas)
    }
  }

  /// The image and title where `plainContentPlacement(in:title:image:)` puts them. A title label
  /// or image view that is in the view tree draws itself instead.
  private func drawPlainButton(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let drawsTitle = titleLabel?.superview !== self
    let image = imageView?.superview === self ? nil : displayedImage
    guard
      let placement = plainContentPlacement(
        in: bounds, title: drawsTitle ? displayedTitle : nil, image: image)
    else { return }
    if let (image, rect) = placement.image {
      image.draw(in: rect, tint: tintColor, on: &canvas)
    }
    if let (layout, rect) = placement.title {
      let color = currentAttributedTitle?.firstRunStyle.color ?? currentTitleColor
      canvas.drawText(layout, font: plainTitleFont, color: color.cgColor, alignment: .left, in: rect)
    }
  }

  /// The style's background for the button's state (a rounded or capsule fill, a stroke when
  /// set), then the image or activity indicator and the title and subtitle in the state's
  /// foreground colour. Colours resolve for the traits drawn with, so system colours follow
  /// light and dark mode.
  private func drawConfiguredButton(
    _ configuration: Configuration, in bounds: CGRect, on canvas: inout SVGCanvas
  ) {
    let colors = configuration.colors(tint: tintColor ?? .systemBlue, state: state)
    let background = configuration.background
    let insets = background.backgroundInsets
    let plate = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: bounds.width - insets.leading - insets.trailing,
      height: bounds.height - insets.top - insets.bottom)
    if plate.width > 0, plate.height > 0 {
      let radius = min(configuration.cornerRadius(forHeight: plate.height), plate.height / 2, plate.width / 2)
      let path = SVGPathData.roundedRect(plate, radius: radius)
      if SVGFormat.components(colors.background.cgColor).alpha > 0 {
        canvas.add(.path(path).fill(colors.background.cgColor))
      }
      if let stroke = background.strokeColor, background.strokeWidth > 0 {
        canvas.add(.path(path).noFill().stroke(stroke.cgColor, width: background.strokeWidth))
      }
    }
    let layout = configuredLayout(in: bounds)
    let foreground = colors.foreground
    if let rect = layout.image {
      if configuration.showsActivityIndicator {
        Self.drawActivityIndicator(in: rect, color: foreground, on: &canvas)
      } else if let image = configuration.configuredImage {
        image.draw(in: rect, tint: foreground, on: &canvas)
      }
    }
    let fonts = configuredFonts(configuration)
    // An attributed title's colour replaces the style's, as its font does.
    if let rect = layout.title, let title = configuration.title {
      let text = TextLayout.singleLine(title, font: fonts.title, width: rect.width + 1)
      let color = UIButton.firstRun(of: configuration.attributedTitle).color ?? foreground
      canvas.drawText(text, font: fonts.title, color: color.cgColor, alignment: .left, in: rect)
    }
    if let rect = layout.subtitle, let subtitle = configuration.subtitle {
      let text = TextLayout.singleLine(subtitle, font: fonts.subtitle, width: rect.width + 1)
      let color = UIButton.firstRun(of: configuration.attributedSubtitle).color ?? foreground
      canvas.drawText(text, font: fonts.subtitle, color: color.cgColor, alignment: .left, in: rect)
    }
  }

  /// Eight spokes fading around the centre, as UIKit's spinner looks at rest.
  private static func drawActivityIndicator(in rect: CGRect, color: UIColor, on canvas: inout SVGCanvas) {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    for spoke in 0..<8 {
      let angle = CGFloat(spoke) * .pi / 4
      let start = CGPoint(x: center.x + cos(angle) * outer * 0.45, y: center.y + sin(angle) * outer * 0.45)
      let end = CGPoint(x: center.x + cos(angle) * outer, y: center.y + sin(angle) * outer)
      let opacity = 0.3 + 0.7 * CGFloat(spoke) / 7
      canvas.add(
        .line(from: start, to: end).stroke(color.cgColor, opacity: opacity, width: outer / 5).lineCap(.round))
    }
  }

  /// With a configuration, its title, subtitle, image, size and corner style; without, the
  /// current title, font, title colour and image; then the control's state.
  var buttonDescription: [String] {
    typealias Format = TreeDescriptionFormat
    var parts: [String] = []
    if let configuration {
      if let title = configuration.title { parts.append("title=\(Format.quoted(title))") }
      if let subtitle = configuration.subtitle { parts.append("subtitle=\(Format.quoted(subtitle))") }
      if let image = configuration.image { parts.append("image=\(Format.image(image))") }
      parts.append("buttonSize=\(configuration.buttonSize)")
      parts.append("cornerStyle=\(configuration.cornerStyle)")
    } else {
      if let title = currentTitle { parts.append("title=\(Format.quoted(title))") }
      if let font = titleLabel?.font { parts.append(Format.font(font)) }
      parts.append("titleColor=\(Format.color(currentTitleColor))")
      if let image = currentImage { parts.append("image=\(Format.image(image))") }
    }
    return parts + Format.state(of: self)
  }
}
