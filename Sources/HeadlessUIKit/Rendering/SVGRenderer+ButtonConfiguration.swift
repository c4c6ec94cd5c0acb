import Foundation

/// Buttons styled by a `UIButton.Configuration`: the style's background for the button's state
/// (a rounded or capsule fill, a stroke when set), then the image or activity indicator and the
/// title and subtitle in the state's foreground colour. Colours resolve for the pass's traits,
/// so system colours follow light and dark mode.
extension SVGRenderPass {
  mutating func drawConfiguredButton(_ button: UIButton, in bounds: CGRect) {
    guard let configuration = button.configuration else { return }
    let n = SVGFormat.number
    let colors = configuration.colors(tint: button.tintColor ?? .systemBlue, state: button.state)
    let background = configuration.background
    let insets = background.backgroundInsets
    let plate = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: bounds.width - insets.leading - insets.trailing,
      height: bounds.height - insets.top - insets.bottom)
    if plate.width > 0, plate.height > 0 {
      let radius = min(configuration.cornerRadius(forHeight: plate.height), plate.height / 2, plate.width / 2)
      let path = SVGPath.roundedRect(plate, radius: radius)
      if SVGFormat.components(colors.background.cgColor).alpha > 0 {
        document.add("<path d=\"\(path)\"\(SVGFormat.paint("fill", colors.background.cgColor))/>")
      }
      if let stroke = background.strokeColor, background.strokeWidth > 0 {
        document.add(
          "<path d=\"\(path)\" fill=\"none\"\(SVGFormat.paint("stroke", stroke.cgColor)) "
            + "stroke-width=\"\(n(background.strokeWidth))\"/>")
      }
    }
    let layout = button.configuredLayout(in: bounds)
    let foreground = colors.foreground
    if let rect = layout.image {
      if configuration.showsActivityIndicator {
        drawConfiguredActivityIndicator(in: rect, color: foreground)
      } else if let image = configuration.image {
        drawImage(image, in: rect, tint: foreground)
      }
    }
    let fonts = button.configuredFonts(configuration)
    // An attributed title's colour replaces the style's, as its font does.
    if let rect = layout.title, let title = configuration.title {
      let text = Self.singleLine(title, font: fonts.title, width: rect.width + 1)
      let color = UIButton.firstRun(of: configuration.attributedTitle).color ?? foreground
      drawLines(text, font: fonts.title, color: color.cgColor, alignment: .left, in: rect)
    }
    if let rect = layout.subtitle, let subtitle = configuration.subtitle {
      let text = Self.singleLine(subtitle, font: fonts.subtitle, width: rect.width + 1)
      let color = UIButton.firstRun(of: configuration.attributedSubtitle).color ?? foreground
      drawLines(text, font: fonts.subtitle, color: color.cgColor, alignment: .left, in: rect)
    }
  }

  /// Eight spokes fading around the centre, as UIKit's spinner looks at rest.
  private mutating func drawConfiguredActivityIndicator(in rect: CGRect, color: UIColor) {
    let n = SVGFormat.number
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    for spoke in 0..<8 {
      let angle = CGFloat(spoke) * .pi / 4
      let start = CGPoint(x: center.x + cos(angle) * outer * 0.45, y: center.y + sin(angle) * outer * 0.45)
      let end = CGPoint(x: center.x + cos(angle) * outer, y: center.y + sin(angle) * outer)
      let opacity = 0.3 + 0.7 * CGFloat(spoke) / 7
      document.add(
        "<line x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\""
          + "\(SVGFormat.paint("stroke", color.cgColor, opacity: opacity)) stroke-width=\"\(n(outer / 5))\" "
          + "stroke-linecap=\"round\"/>")
    }
  }
}
