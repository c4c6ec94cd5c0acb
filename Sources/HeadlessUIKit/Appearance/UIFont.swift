import Foundation

/// A font: a typeface at a point size, with the metrics text layout needs.
///
/// HeadlessUIKit has no font files. Every font uses the vertical metrics of SF Pro, the iOS
/// system font, scaled to its point size: SF Pro's `hhea` table gives, per 2048 units per em,
/// ascender 1950, descender -494, cap height 1443 and x-height 1078, and no line gap. So a
/// 17-point font has ascender 16.19, descender -4.10 and line height 20.29, which matches what
/// UIKit reports for `UIFont.systemFont(ofSize: 17)`.
///
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)  // 17 pt, regular
/// let title = UIFont.systemFont(ofSize: 28, weight: .bold)
/// ```
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's weight, for text measurement.
  package let weight: UIFont.Weight
  /// Whether the font is italic.
  package let isItalic: Bool
  /// Whether every glyph of the font has the same advance.
  package let isMonospaced: Bool
  /// How the font follows the content size category, if it does.
  package var scaling: Scaling?

  /// The font's size in points.
  open private(set) var pointSize: CGFloat
  /// The font's PostScript-style name, such as `".SFUI-Regular"` or `"Helvetica-Bold"`.
  open private(set) var fontName: String
  /// The font's family name, such as `".AppleSystemUIFont"` or `"Helvetica"`.
  open private(set) var familyName: String

  package init(
    name: String,
    family: String,
    size: CGFloat,
    weight: UIFont.Weight,
    italic: Bool = false,
    monospaced: Bool = false
  ) {
    fontName = name
    familyName = family
    pointSize = size
    self.weight = weight
    isItalic = italic
    isMonospaced = monospaced
    super.init()
  }

  /// Creates a font from a font name, or returns `nil` when the name is not a font HeadlessUIKit
  /// knows.
  ///
  /// Known names are the system font's own names and these fonts that ship with iOS:
  /// Helvetica, Helvetica Neue, Arial, Avenir, Avenir Next, Courier, Courier New, Georgia,
  /// Menlo, Times New Roman and Verdana, in their regular and bold faces (for example
  /// `"Helvetica"`, `"Helvetica-Bold"`, `"HelveticaNeue-Medium"`, `"Menlo-Regular"`).
  /// - Parameters:
  ///   - fontName: The font's full name.
  ///   - fontSize: The size in points.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let face = UIFont.knownFaces[fontName] else { return nil }
    self.init(
      name: fontName,
      family: face.family,
      size: fontSize,
      weight: face.weight,
      italic: face.italic,
      monospaced: face.monospaced
    )
  }

  // MARK: System fonts

  /// The regular system font at a size.
  /// - Parameter fontSize: The size in points.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at a size and weight.
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: The weight, such as `.semibold`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(
      name: ".SFUI-\(weight.faceName)",
      family: ".AppleSystemUIFont",
      size: fontSize,
      weight: weight
    )
  }

  /// The bold system font at a size.
  /// - Parameter fontSize: The size in points.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at a size.
  /// - Parameter fontSize: The size in points.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      name: ".SFUI-RegularItalic",
      family: ".AppleSystemUIFont",
      size: fontSize,
      weight: .regular,
      italic: true
    )
  }

  /// The system font with fixed-width glyphs (SF Mono) at a size and weight.
  /// - Parameters:
  ///   - fontSize: The size in points.
  ///   - weight: The weight.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(
      name: ".SFUIMono-\(weight.faceName)",
      family: ".AppleSystemUIFontMonospaced",
      size: fontSize,
      weight: weight,
      monospaced: true
    )
  }

  /// The system font for a Dynamic Type text style at the app's content size category, which
  /// is always the default `.large` here (HeadlessUIKit has no Settings app; pass traits to
  /// `preferredFont(forTextStyle:compatibleWith:)` for another size).
  ///
  /// Sizes: largeTitle 34, title1 28, title2 22, title3 20, headline 17 (semibold), body 17,
  /// callout 16, subheadline 15, footnote 13, caption1 12, caption2 11; all regular except
  /// headline. An unknown style gives the body font.
  /// - Parameter style: The text style.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font for a Dynamic Type text style at the content size category of a trait
  /// collection.
  ///
  /// Sizes follow UIKit's table for every style and category (body is 14 pt at extra small,
  /// 17 pt at the default `.large`, 53 pt at the largest accessibility size); an unspecified
  /// category, or `nil` traits, give `.large`.
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: The traits whose `preferredContentSizeCategory` to use.
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    let font = systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
    font.scaling = .textStyle(style)
    return font
  }

  /// The standard size of the system font, 14 points.
  open class var systemFontSize: CGFloat { 14 }
  /// The size of small system text, 12 points.
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The standard size of label text, 17 points.
  open class var labelFontSize: CGFloat { 17 }
  /// The standard size of button text, 18 points.
  open class var buttonFontSize: CGFloat { 18 }

  /// Returns the same typeface at another size.
  /// - Parameter fontSize: The new size in points.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      name: fontName,
      family: familyName,
      size: fontSize,
      weight: weight,
      italic: isItalic,
      monospaced: isMonospaced
    )
  }

  /// The font's descriptor: its text style or system usage and size for a system font, its
  /// PostScript name and size for a named font.
  open var fontDescriptor: UIFontDescriptor { describedByAttributes() }

  // MARK: Metrics

  /// The distance from the baseline to the top of the tallest glyphs (positive).
  open var ascender: CGFloat { pointSize * 1950 / 2048 }
  /// The distance from the baseline to the bottom of the lowest glyphs (negative).
  open var descender: CGFloat { -pointSize * 494 / 2048 }
  /// The height of capital letters above the baseline.
  open var capHeight: CGFloat { pointSize * 1443 / 2048 }
  /// The height of lowercase letters such as "x" above the baseline.
  open var xHeight: CGFloat { pointSize * 1078 / 2048 }
  /// The extra space between lines; 0 for these fonts.
  open var leading: CGFloat { 0 }
  /// The height of one line of text: ascender minus descender plus leading.
  open var lineHeight: CGFloat { ascender - descender + leading }

  // MARK: Equality

  /// Whether another object is a font with the same name and point size.
  /// - Parameter object: The object to compare with.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
  }

  /// A hash of the name and point size.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// The font's name and size, for debugging.
  open override var description: String {
    "UIFont(\(fontName), \(pointSize) pt)"
  }

  struct Face {
    var family: String
    var weight: UIFont.Weight
    var italic = false
    var monospaced = false
  }

  static let knownFaces: [String: Face] = {
    var faces: [String: Face] = [:]
    func add(_ family: String, _ names: [(String, UIFont.Weight)], monospaced: Bool = false) {
      for (name, weight) in names {
        faces[name] = Face(
          family: family,
          weight: weight,
          italic: name.hasSuffix("Italic") || name.hasSuffix("Oblique"),
          monospaced: monospaced
        )
      }
    }
    add("Helvetica", [("Helvetica", .regular), ("Helvetica-Bold", .bold), ("Helvetica-Light", .light)])
    add(
      "Helvetica Neue",
      [
        ("HelveticaNeue", .regular), ("HelveticaNeue-Bold", .bold), ("HelveticaNeue-Medium", .medium),
        ("HelveticaNeue-Light", .light), ("HelveticaNeue-Thin", .thin), ("HelveticaNeue-Italic", .regular),
      ]
    )
    add("Arial", [("ArialMT", .regular), ("Arial-BoldMT", .bold)])
    add("Avenir", [("Avenir-Book", .regular), ("Avenir-Medium", .medium), ("Avenir-Heavy", .heavy)])
    add(
      "Avenir Next",
      [("AvenirNext-Regular", .regular), ("AvenirNext-Medium", .medium), ("AvenirNext-Bold", .bold)]
    )
    add("Courier", [("Courier", .regular), ("Courier-Bold", .bold)], monospaced: true)
    add("Courier New", [("CourierNewPSMT", .regular), ("CourierNewPS-BoldMT", .bold)], monospaced: true)
    add("Georgia", [("Georgia", .regular), ("Georgia-Bold", .bold)])
    add("Menlo", [("Menlo-Regular", .regular), ("Menlo-Bold", .bold)], monospaced: true)
    add("Times New Roman", [("TimesNewRomanPSMT", .regular), ("TimesNewRomanPS-BoldMT", .bold)])
    add("Verdana", [("Verdana", .regular), ("Verdana-Bold", .bold)])
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    add(".AppleSystemUIFont", weights.map { (".SFUI-\($0.faceName)", $0) })
    return faces
  }()
}
