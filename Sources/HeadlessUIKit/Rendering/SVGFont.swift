import Foundation

/// How a `UIFont` is named in SVG: the font stack a viewer picks from, and the CSS weight.
enum SVGFont {
  /// The font stack of a font: its own family first when it is not a system font, then the
  /// system font stack (monospaced or not) for its size.
  static func family(of font: UIFont) -> String {
    var family = font.isMonospaced ? monospacedFamily : systemFamily(size: font.pointSize)
    if !font.familyName.hasPrefix(".") && !font.isMonospaced {
      family = "'\(font.familyName)', " + family
    }
    return family
  }

  /// The font stack a system font of a size is drawn with: SF Pro first, in the optical size iOS
  /// uses at that size (Text below 20 points, Display from 20: WWDC 2015 "Introducing the New
  /// System Fonts"; the HIG's Typography page names the two discrete sizes), then the other SF
  /// Pro size and `-apple-system` (Safari's name for the system font), so a viewer on an Apple
  /// platform draws SF. Then Inter, the first open font: its metrics are close to SF Pro's and,
  /// like SF Pro, it has a Display cut for large sizes (`Inter Display`, named first from 20
  /// points where the installed Inter has it); Debian installs it with `apt install fonts-inter`,
  /// and `rsvg-convert` then draws PNGs with it. Then the viewer's system font (`system-ui`),
  /// Helvetica Neue (the iOS font before SF), Arial and any sans-serif, so a viewer with none of
  /// these still shows a sans-serif close in width.
  static func systemFamily(size: CGFloat) -> String {
    let optical = size >= 20 ? "'SF Pro Display', 'SF Pro Text'" : "'SF Pro Text', 'SF Pro Display'"
    let open = size >= 20 ? "'Inter Display', 'Inter'" : "'Inter'"
    return optical + ", -apple-system, " + open + ", system-ui, 'Helvetica Neue', Arial, sans-serif"
  }

  /// The font stack of the monospaced system font.
  static let monospacedFamily = "ui-monospace, 'SF Mono', Menlo, Consolas, monospace"

  /// The CSS weight (100 to 900) nearest to a `UIFont.Weight`.
  static func cssWeight(_ weight: UIFont.Weight) -> Int {
    let scale: [(CGFloat, Int)] = [
      (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
      (0.62, 900),
    ]
    let nearest = scale.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }
    return nearest?.1 ?? 400
  }
}
