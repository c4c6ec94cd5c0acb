import Foundation

/// Artwork for SF Symbols off Apple platforms (HeadlessUIKit only: not UIKit API): glyph
/// outlines read at run time from an SVG font of an openly licensed icon set, drawn for the
/// symbol names HeadlessUIKit maps to the closest glyph.
///
/// Apple's symbols cannot be shipped, so HeadlessUIKit keeps only a table from symbol names to
/// glyph names of Material Design Icons, whose SVG font Debian and Ubuntu install with
/// `apt install fonts-materialdesignicons-webfont`. ``installed`` finds that font; an
/// ``SVGRenderer`` given artwork draws each mapped symbol with its glyph, filled with the
/// tint colour as a template image is, and every other symbol as the named placeholder it
/// draws without artwork. The renderer draws no artwork unless it is given some, so snapshot
/// references do not depend on what is installed on the machine that records them.
///
/// ```swift
/// var renderer = SVGRenderer()
/// renderer.symbolArtwork = SymbolArtwork.installed  // nil where the font is not installed
/// let svg = renderer.render(window)
/// ```
public struct SymbolArtwork: Sendable {
  /// The SVG fonts looked for by ``installed``, in order: where the Debian package
  /// `fonts-materialdesignicons-webfont` puts its SVG font.
  public static let installedFontPaths = [
    "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg",
    "/usr/share/fonts-materialdesignicons-webfont/fonts/materialdesignicons-webfont.svg",
  ]

  /// The environment variable that names another SVG font for ``installed`` to read first, or
  /// is `none` to draw placeholders although a font is installed (for drawings to commit, which
  /// must not hold the icon set's artwork).
  public static let fontPathVariable = "HEADLESS_SYMBOL_FONT"

  /// The artwork of the first readable font among the file named by ``fontPathVariable`` and
  /// ``installedFontPaths``, read once; `nil` when none is installed or the variable is `none`.
  public static let installed: SymbolArtwork? = {
    var paths = installedFontPaths
    if let path = ProcessInfo.processInfo.environment[fontPathVariable], !path.isEmpty {
      if path == "none" { return nil }
      paths.insert(path, at: 0)
    }
    for path in paths where FileManager.default.isReadableFile(atPath: path) {
      if let artwork = try? SymbolArtwork(svgFontAt: URL(fileURLWithPath: path)) { return artwork }
    }
    return nil
  }()

  /// One glyph: its outline in font units (y up from the baseline).
  struct Glyph: Sendable {
    /// The outline as SVG path data.
    let pathData: String
  }

  /// The glyphs by name.
  let glyphs: [String: Glyph]
  /// The font's em square, in font units.
  let unitsPerEm: CGFloat
  /// The top of the em square above the baseline, in font units.
  let ascent: CGFloat
  /// The bottom of the em square below the baseline, in font units (positive).
  let descent: CGFloat

  /// Reads the glyphs of an SVG font: each `<glyph>`'s `glyph-name` and outline `d`, with the
  /// em square from its `<font-face>`.
  /// - Parameter url: The SVG font file.
  /// - Throws: The error reading the file, or `CocoaError(.fileReadCorruptFile)` when it holds
  ///   no named glyph with an outline.
  public init(svgFontAt url: URL) throws {
    let text = try String(contentsOf: url, encoding: .utf8)
    var glyphs: [String: Glyph] = [:]
    let chunks = text.components(separatedBy: "<glyph")
    for chunk in chunks.dropFirst() {
      let tag = chunk.prefix { $0 != ">" }
      guard let name = Self.attribute("glyph-name", in: tag), let outline = Self.attribute("d", in: tag)
      else { continue }
      glyphs[name] = Glyph(pathData: outline)
    }
    guard !glyphs.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    let face = chunks.first.flatMap { $0.range(of: "<font-face").map { $0.upperBound } }.map {
      chunks[0][$0...].prefix { $0 != ">" }
    }
    let number = { (name: String) -> CGFloat? in
      face.flatMap { Self.attribute(name, in: $0) }.flatMap { Double($0) }.map { CGFloat($0) }
    }
    let unitsPerEm = number("units-per-em") ?? 1000
    self.glyphs = glyphs
    self.unitsPerEm = unitsPerEm
    ascent = number("ascent") ?? unitsPerEm
    descent = abs(number("descent") ?? 0)
  }

  /// How many glyphs the font has.
  public var glyphCount: Int { glyphs.count }

  /// The glyph a symbol is drawn with, if the table maps the symbol's name (or the name
  /// without a trailing `.fill`) to a glyph this font has.
  /// - Parameter systemName: A symbol name, such as `"star.fill"`.
  /// - Returns: The glyph's name in the font.
  public func glyphName(forSystemName systemName: String) -> String? {
    for name in SymbolGlyphNames.candidates(for: systemName) where glyphs[name] != nil {
      return name
    }
    return nil
  }

  /// The outline of a symbol's glyph placed in `rect`: the em square, centred on the rect, is
  /// 1.2 times its shorter side, since the icon set draws in the middle 20 of a 24-unit square
  /// and a symbol image's bounds are its glyph's.
  func outline(forSystemName systemName: String, in rect: CGRect) -> SVGPathData? {
    guard let name = glyphName(forSystemName: systemName), let glyph = glyphs[name] else { return nil }
    let scale = min(rect.width, rect.height) * 1.2 / unitsPerEm
    let middle = (ascent - descent) / 2
    // x goes to midX + (x - em / 2) * scale; y, upwards, to midY - (y - middle) * scale.
    let place = CGAffineTransform(
      a: scale, b: 0, c: 0, d: -scale, tx: rect.midX - unitsPerEm / 2 * scale, ty: rect.midY + middle * scale)
    return SVGPathData(fontOutline: glyph.pathData, transform: place)
  }

  /// The value of an attribute in an element's opening tag.
  private static func attribute(_ name: String, in tag: Substring) -> String? {
    var rest = tag[...]
    while let found = rest.range(of: name + "=") {
      let before = found.lowerBound == rest.startIndex ? " " : rest[rest.index(before: found.lowerBound)]
      let after = rest[found.upperBound...]
      guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
      let value = after.dropFirst().prefix { $0 != quote }
      if before.isWhitespace { return String(value) }
      rest = after
    }
    return nil
  }
}
