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
    // Read as bytes: the Debian font is 1.8 MB, and every preview's child process reads it.
    let bytes = [UInt8](try Data(contentsOf: url))
    var glyphs: [String: Glyph] = [:]
    var face: [String: String] = [:]
    var index = 0
    while let tag = Self.nextTag(in: bytes, from: &index) {
      switch tag.name {
      case "glyph":
        if let name = tag.attributes["glyph-name"], let outline = tag.attributes["d"] {
          glyphs[name] = Glyph(pathData: outline)
        }
      case "font-face":
        face = tag.attributes
      default:
        break
      }
    }
    guard !glyphs.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    let number = { (name: String) -> CGFloat? in face[name].flatMap { Double($0) }.map { CGFloat($0) } }
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

  /// The next opening tag at or after `index` (moving `index` past it): its element name and
  /// its quoted attributes.
  private static func nextTag(in bytes: [UInt8], from index: inout Int) -> (
    name: String, attributes: [String: String]
  )? {
    let (open, close, equals, slash) = (
      UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "/")
    )
    let isSpace = { (byte: UInt8) -> Bool in byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    while index < bytes.count, bytes[index] != open { index += 1 }
    guard index < bytes.count else { return nil }
    index += 1
    let nameStart = index
    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != close, bytes[index] != slash {
      index += 1
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    var attributes: [String: String] = [:]
    while index < bytes.count, bytes[index] != close {
      if isSpace(bytes[index]) || bytes[index] == slash {
        index += 1
        continue
      }
      let keyStart = index
      while index < bytes.count, bytes[index] != equals, bytes[index] != close, !isSpace(bytes[index]) {
        index += 1
      }
      let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
      guard index < bytes.count, bytes[index] == equals, index + 1 < bytes.count else { continue }
      let quote = bytes[index + 1]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        index += 1
        continue
      }
      index += 2
      let valueStart = index
      while index < bytes.count, bytes[index] != quote { index += 1 }
      attributes[key] = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
      index += 1
    }
    return (name, attributes)
  }
}
