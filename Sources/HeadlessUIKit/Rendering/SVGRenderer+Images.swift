import Foundation

/// Images with pixels from files, and SF Symbols, which HeadlessUIKit cannot draw.
extension SVGRenderPass {
  /// Draws an image read from a file (see `UIImage.headlessImageDirectory`) stretched to `rect`,
  /// which the content mode chose; the image view's `clipsToBounds` clips what overflows, as in
  /// UIKit. Returns whether the image had a file.
  ///
  /// The file is embedded as a `data:` URI rather than linked: the drawing then stands alone, a
  /// snapshot reference does not depend on where the assets folder is, and a rasterizer or a
  /// browser shows it from any folder.
  mutating func drawImageFile(_ image: UIImage, in rect: CGRect) -> Bool {
    guard let file = image.file else { return false }
    let n = SVGFormat.number
    document.add(
      "<image x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
        + " preserveAspectRatio=\"none\" href=\"\(file.dataURI)\"><title>\(SVGFormat.escape(image.name ?? ""))</title></image>"
    )
    return true
  }

  /// Draws an SF Symbol as a placeholder that names it: a dashed circle in the tint colour with
  /// the first word of the symbol's name (`star` for `star.fill`) inside, shrunk to fit, and the
  /// whole name as its title. (No symbol artwork exists off Apple platforms; a solid square read
  /// as a checkbox.)
  mutating func drawSymbolPlaceholder(_ image: UIImage, in rect: CGRect, tint: UIColor?) {
    let n = SVGFormat.number
    let color = (tint ?? .systemBlue).cgColor
    let name = image.name ?? ""
    let side = min(rect.width, rect.height)
    let radius = side / 2 - max(0.5, side / 24)
    document.openGroup(" data-symbol=\"\(SVGFormat.escape(name))\"")
    document.add("<title>\(SVGFormat.escape(name))</title>")
    document.add(
      "<circle cx=\"\(n(rect.midX))\" cy=\"\(n(rect.midY))\" r=\"\(n(radius))\" fill=\"none\""
        + "\(SVGFormat.paint("stroke", color)) stroke-width=\"\(n(max(1, side / 12)))\""
        + " stroke-dasharray=\"\(n(max(1, side / 8))) \(n(max(1, side / 16)))\"/>")
    let word = String(name.prefix { $0 != "." })
    if !word.isEmpty {
      // The word shrinks to fit the circle, so that it fits in any renderer; textLength, which
      // not every rasterizer honours, only evens out the font's metrics.
      let available = radius * 1.7
      let natural = Self.metrics(of: .systemFont(ofSize: side * 0.34, weight: .semibold)).width(of: word)
      let fontSize = natural > available ? side * 0.34 * available / natural : side * 0.34
      let font = UIFont.systemFont(ofSize: fontSize, weight: .semibold)
      let metrics = Self.metrics(of: font)
      let width = min(available, metrics.width(of: word))
      let baseline = rect.midY + (metrics.ascender - (metrics.lineHeight - metrics.ascender)) / 2
      document.add(
        "<text x=\"\(n(rect.midX - width / 2))\" y=\"\(n(baseline))\"\(Self.fontAttributes(font))"
          + "\(SVGFormat.paint("fill", color)) textLength=\"\(n(width))\" lengthAdjust=\"spacingAndGlyphs\">"
          + "\(SVGFormat.escape(word))</text>")
    }
    document.closeGroup()
  }
}
