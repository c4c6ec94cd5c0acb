import Foundation

extension UIFont {
  /// The attributes of ``fontDescriptor``.
  func describedByAttributes() -> UIFontDescriptor {
    var attributes: [UIFontDescriptor.AttributeName: Any] = [.size: pointSize]
    if case .textStyle(let style) = scaling {
      attributes[.textStyle] = style.rawValue
    } else if let usage = Self.systemUsages.first(where: { $0.weight == weight && $0.italic == isItalic }),
      familyName == ".AppleSystemUIFont"
    {
      attributes[.textStyle] = usage.name
    } else {
      attributes[.name] = fontName
    }
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// Creates the font a descriptor describes.
  ///
  /// A descriptor without a size gives CoreText's default of 12 points. The bold trait on a
  /// text style gives the bold system font: UIKit resolves it to the style's emphasized variant
  /// (`UICTFontTextStyleEmphasized…`), whose weight on iOS has no public source here.
  /// - Parameters:
  ///   - descriptor: The descriptor.
  ///   - pointSize: The size in points, or 0 for the descriptor's own size.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let resolved = Self.resolve(descriptor, size: pointSize)
    self.init(
      name: resolved.name, family: resolved.family, size: resolved.size, weight: resolved.weight,
      italic: resolved.italic, monospaced: resolved.monospaced)
    if let style = resolved.style, resolved.weight == style.weight, !resolved.italic {
      scaling = .textStyle(style)
    }
  }

  /// The PostScript name of the face of this font's family with the bold and italic traits
  /// asked for (the lightest bold one), or `nil` when the family has none. Any weight and
  /// slant of the system font exists.
  func face(bold: Bool, italic: Bool) -> String? {
    if familyName.hasPrefix(".AppleSystemUIFont") { return fontName }
    return Self.faces(inFamily: familyName)
      .filter { $0.face.italic == italic && (bold ? $0.face.weight >= .bold : $0.face.weight == .regular) }
      .min { $0.face.weight < $1.face.weight }?.name
  }

  /// The faces HeadlessUIKit knows in a family, by name.
  private static func faces(inFamily family: String) -> [(name: String, face: Face)] {
    knownFaces.filter { $0.value.family == family }.map { ($0.key, $0.value) }.sorted { $0.name < $1.name }
  }

  // MARK: Resolving

  private struct Resolved {
    var name: String
    var family: String
    var size: CGFloat
    var weight: UIFont.Weight
    var italic = false
    var monospaced = false
    var style: UIFont.TextStyle?
  }

  /// The system font's usages: the strings UIKit puts in a system font's descriptor.
  private static let systemUsages: [(name: String, weight: UIFont.Weight, italic: Bool)] = [
    ("CTFontUltraLightUsage", .ultraLight, false), ("CTFontThinUsage", .thin, false),
    ("CTFontLightUsage", .light, false), ("CTFontRegularUsage", .regular, false),
    ("CTFontMediumUsage", .medium, false), ("CTFontDemiUsage", .semibold, false),
    ("CTFontBoldUsage", .bold, false), ("CTFontHeavyUsage", .heavy, false),
    ("CTFontBlackUsage", .black, false), ("CTFontObliqueUsage", .regular, true),
  ]

  private static let textStyles: [UIFont.TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
    .caption1, .caption2,
  ]

  private static func resolve(_ descriptor: UIFontDescriptor, size pointSize: CGFloat) -> Resolved {
    let attributes = descriptor.fontAttributes
    let traits = descriptor.requestedTraits
    let usage = attributes[.textStyle] as? String
    let style = textStyles.first { $0.rawValue == usage }
    var size: CGFloat = style?.pointSize(for: .large) ?? 12
    if descriptor.pointSize > 0 { size = descriptor.pointSize }
    if pointSize > 0 { size = pointSize }
    let bold = traits.contains(.traitBold)
    let italic = traits.contains(.traitItalic)

    let named = (attributes[.name] as? String).flatMap { name in UIFont(name: name, size: size) }
    let family = (attributes[.family] as? String).flatMap { family in
      faces(inFamily: family).first { $0.face.weight == .regular && !$0.face.italic }
        .flatMap { UIFont(name: $0.name, size: size) }
    }
    if let font = named ?? family, font.familyName != ".AppleSystemUIFont" {
      let wantsFace = bold || italic
      let name = wantsFace ? font.face(bold: bold, italic: italic) ?? font.fontName : font.fontName
      let face = UIFont(name: name, size: size) ?? font
      return Resolved(
        name: face.fontName, family: face.familyName, size: size, weight: face.weight, italic: face.isItalic,
        monospaced: face.isMonospaced)
    }

    // One step at a time: a chain of ?? over closures took 374 ms to type-check.
    let systemUsage = systemUsages.first { $0.name == usage }
    var weight: UIFont.Weight = style?.weight ?? .regular
    if let usageWeight = systemUsage?.weight { weight = usageWeight }
    if let requested = descriptor.requestedWeight { weight = requested }
    if bold && weight < .bold { weight = .bold }
    let italicFace = italic || systemUsage?.italic == true
    let monospaced = traits.contains(.traitMonoSpace)
    let face = weight.faceName + (italicFace ? "Italic" : "")
    return Resolved(
      name: monospaced ? ".SFUIMono-\(face)" : ".SFUI-\(face)",
      family: monospaced ? ".AppleSystemUIFontMonospaced" : ".AppleSystemUIFont",
      size: size, weight: weight, italic: italicFace, monospaced: monospaced, style: style)
  }
}
