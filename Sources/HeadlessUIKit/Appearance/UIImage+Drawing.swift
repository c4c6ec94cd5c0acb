import Foundation

/// How an image draws itself: with its pixels when it was read from a file, a symbol with its
/// glyph where the renderer has ``SymbolArtwork`` for it, as a placeholder naming it otherwise
/// (HeadlessUIKit has no asset catalogue).
extension UIImage {
  /// Draws the image stretched to `rect`, which a content mode or a control's layout chose;
  /// the `tint` colours a symbol.
  ///
  /// An image read from a file (`UIImage.headlessImageDirectory`) is embedded as a `data:` URI
  /// rather than linked: the drawing then stands alone, a snapshot reference does not depend on
  /// where the assets folder is, and a rasterizer or a browser shows it from any folder. A
  /// symbol is its glyph where the canvas has artwork for it, else a placeholder naming it; a named image without a file a grey box with a cross
  /// and its name; an unnamed image the same box without a name.
  func draw(in rect: CGRect, tint viewTint: UIColor?, on canvas: inout SVGCanvas) {
    guard rect.width > 0, rect.height > 0 else { return }
    let tint = ownTintColor ?? viewTint
    if let file {
      canvas.add(.image(file.dataURI, in: rect, title: name ?? ""))
    } else if isSymbolImage, let name,
      let outline = canvas.symbolArtwork?.outline(forSystemName: name, in: rect)
    {
      drawSymbolGlyph(outline, named: name, tint: tint, on: &canvas)
    } else if isSymbolImage {
      drawSymbolPlaceholder(in: rect, tint: tint, on: &canvas)
    } else {
      drawMissingImage(in: rect, on: &canvas)
    }
  }

  /// An SF Symbol drawn with its glyph from the renderer's ``SymbolArtwork``, filled with the
  /// tint colour as UIKit fills a template image, under a group that names the symbol.
  private func drawSymbolGlyph(
    _ outline: SVGPathData, named name: String, tint: UIColor?, on canvas: inout SVGCanvas
  ) {
    let color = (tint ?? .systemBlue).cgColor
    canvas.group(SVGElement.group.setting(.dataSymbol, name)) { canvas in
      canvas.add(.title(name))
      canvas.add(.path(outline).fill(color))
    }
  }

  /// A box with a cross, and the image's name on a plate where it fits.
  private func drawMissingImage(in rect: CGRect, on canvas: inout SVGCanvas) {
    let fill = UIColor.systemGray5.cgColor
    let stroke = UIColor.systemGray2.cgColor
    canvas.add(.rect(rect).fill(fill).stroke(stroke, width: 1))
    var cross = SVGPathData()
    cross.move(to: CGPoint(x: rect.minX, y: rect.minY))
    cross.line(to: CGPoint(x: rect.maxX, y: rect.maxY))
    cross.move(to: CGPoint(x: rect.maxX, y: rect.minY))
    cross.line(to: CGPoint(x: rect.minX, y: rect.maxY))
    canvas.add(.path(cross).stroke(stroke, width: 1))
    guard let title = name, !title.isEmpty else { return }
    let font = UIFont.systemFont(ofSize: 13, weight: .medium)
    let layout = TextLayout.singleLine(title, font: font, width: rect.width - 8)
    let lineHeight = TextMetrics(font: font).lineHeight
    // A backing for the name, so the cross does not run through it.
    if let line = layout.lines.first, lineHeight < rect.height {
      let plate = CGRect(
        x: rect.midX - line.width / 2 - 4, y: rect.midY - lineHeight / 2 - 2, width: line.width + 8,
        height: lineHeight + 4)
      canvas.add(.rect(plate).setting(.rx, 4).fill(fill))
      canvas.drawText(layout, font: font, color: UIColor.secondaryLabel.cgColor, alignment: .center, in: rect)
    }
  }

  /// An SF Symbol as a placeholder that names it: a dashed circle in the tint colour with the
  /// first word of the symbol's name (`star` for `star.fill`) inside, shrunk to fit, and the
  /// whole name as its title. (A solid square read as a checkbox.)
  private func drawSymbolPlaceholder(in rect: CGRect, tint: UIColor?, on canvas: inout SVGCanvas) {
    let color = (tint ?? .systemBlue).cgColor
    let name = name ?? ""
    let side = min(rect.width, rect.height)
    let radius = side / 2 - max(0.5, side / 24)
    canvas.group(SVGElement.group.setting(.dataSymbol, name)) { canvas in
      canvas.add(.title(name))
      canvas.add(
        .circle(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius).noFill()
          .stroke(color, width: max(1, side / 12)).dashes([max(1, side / 8), max(1, side / 16)]))
      let word = String(name.prefix { $0 != "." })
      guard !word.isEmpty else { return }
      // The word shrinks to fit the circle, so that it fits in any renderer; textLength, which
      // not every rasterizer honours, only evens out the font's metrics.
      let available = radius * 1.7
      let natural = TextMetrics(font: .systemFont(ofSize: side * 0.34, weight: .semibold)).width(of: word)
      let fontSize = natural > available ? side * 0.34 * available / natural : side * 0.34
      let font = UIFont.systemFont(ofSize: fontSize, weight: .semibold)
      let metrics = TextMetrics(font: font)
      let width = min(available, metrics.width(of: word))
      let baseline = rect.midY + (metrics.ascender - (metrics.lineHeight - metrics.ascender)) / 2
      canvas.add(
        .text(word, at: CGPoint(x: rect.midX - width / 2, y: baseline)).font(font).fill(color).textLength(
          width))
    }
  }
}
