import Foundation

/// A deterministic stand-in for the metrics of the system font (SF Pro), used to measure text
/// where no real font rasterizer exists.
///
/// Where the numbers come from:
/// - Vertical metrics are SF Pro Text's `hhea` values on its 2048-unit em: ascender 1950,
///   descender -494, no line gap, cap height 1443, x-height 1078. At 17 points this gives
///   UIKit's well-known `lineHeight` of 20.287 and, ceiled to a 3x pixel, a one-line label
///   height of 20.333.
/// - Advance widths are an approximation of SF Pro Text Regular at text sizes, in thousandths
///   of an em with the size-specific tracking folded in; the table was calibrated so that
///   "Label" at 17 points measures 41.5 points, the width Interface Builder gives a new label.
///   They are not Apple's data: close enough for layouts to look and wrap like iOS.
/// - Weights scale the advances: heavier strokes widen a glyph by a few percent (regular 1.0,
///   bold 1.065, black 1.11), lighter ones narrow it.
/// - Characters outside ASCII: wide East Asian characters and emoji are one em, combining marks
///   take no space, everything else 0.58 em (about an average lowercase letter).
package struct TextMetrics: Hashable, Sendable {
  /// The point size of the font.
  package var pointSize: CGFloat
  /// The weight, on UIKit's `UIFont.Weight` scale (regular 0, bold 0.4, black 0.62).
  package var weight: CGFloat
  /// Whether every character has the same advance (SF Mono: 0.6 em).
  package var isMonospaced: Bool

  /// The display scale text sizes are ceiled to when the view is on no screen that says
  /// otherwise (an iPhone's 3x, the scale of the default screen).
  package static let displayScale: CGFloat = 3

  /// Metrics for the system font at a point size and weight.
  /// - Parameters:
  ///   - pointSize: The font size in points.
  ///   - weight: The weight on `UIFont.Weight`'s scale.
  ///   - isMonospaced: Whether the font is SF Mono rather than SF Pro.
  package init(pointSize: CGFloat, weight: CGFloat = 0, isMonospaced: Bool = false) {
    self.pointSize = pointSize
    self.weight = weight
    self.isMonospaced = isMonospaced
  }

  /// Distance from the baseline to the top of the tallest glyphs.
  package var ascender: CGFloat { pointSize * 1950 / 2048 }
  /// Distance from the baseline to the bottom of descenders (negative, as in UIKit).
  package var descender: CGFloat { -pointSize * 494 / 2048 }
  /// Height of one line: ascender minus descender (SF has no line gap).
  package var lineHeight: CGFloat { ascender - descender }
  /// Height of capital letters above the baseline.
  package var capHeight: CGFloat { pointSize * 1443 / 2048 }
  /// Height of lowercase letters without ascenders.
  package var xHeight: CGFloat { pointSize * 1078 / 2048 }

  /// Width of the horizontal ellipsis used for truncation.
  package var ellipsisWidth: CGFloat { advance(of: "\u{2026}") }

  /// The advance width of one character in points.
  package func advance(of character: Character) -> CGFloat {
    CGFloat(units(of: character)) / 1000 * pointSize * weightFactor
  }

  /// The width of a run of characters on one line, in points (not rounded).
  package func width<S: Sequence>(of text: S) -> CGFloat where S.Element == Character {
    var units = 0
    for character in text { units += self.units(of: character) }
    return CGFloat(units) / 1000 * pointSize * weightFactor
  }

  /// Rounds a length up to the next pixel of a display scale, as UIKit does for text sizes: a
  /// 20.287-point line is 20.333 on a 3x screen and 20.5 on a 2x one.
  /// - Parameters:
  ///   - value: A length in points.
  ///   - scale: Pixels per point; ``displayScale`` unless the view's screen says otherwise.
  package static func ceilToPixel(_ value: CGFloat, scale: CGFloat = displayScale) -> CGFloat {
    let scaled = value * scale
    // A length that is a pixel within floating-point noise is not pushed up a whole pixel.
    let nearest = scaled.rounded()
    if abs(scaled - nearest) < 1e-6 { return nearest / scale }
    return scaled.rounded(.up) / scale
  }

  /// The display scale of a trait collection, or ``displayScale`` where it names none (a view
  /// on no screen).
  package static func displayScale(of traits: UITraitCollection) -> CGFloat {
    traits.displayScale > 0 ? traits.displayScale : displayScale
  }

  /// The width in points of a run whose advances add up to `units` thousandths of an em (the
  /// same arithmetic as ``width(of:)``, so a sum of ``units(of:)`` measures a run exactly as it).
  package func width(units: Int) -> CGFloat {
    CGFloat(units) / 1000 * pointSize * weightFactor
  }

  /// The advance of one character in thousandths of an em, before the point size and weight.
  package func units(of character: Character) -> Int {
    guard isMonospaced else { return Self.emAdvance(of: character) }
    // SF Mono's advance is 1229/2048 em for every character that takes space.
    return Self.emAdvance(of: character) == 0 ? 0 : 600
  }

  /// How much a weight widens (or narrows) advances relative to regular.
  var weightFactor: CGFloat {
    let points = Self.weightFactors
    if weight <= points[0].0 { return points[0].1 }
    for index in 1..<points.count where weight <= points[index].0 {
      let (w0, f0) = points[index - 1]
      let (w1, f1) = points[index]
      return f0 + (f1 - f0) * (weight - w0) / (w1 - w0)
    }
    return points[points.count - 1].1
  }

  /// UIFont.Weight raw values and the width factor measured against regular.
  private static let weightFactors: [(CGFloat, CGFloat)] = [
    (-0.8, 0.94), (-0.6, 0.955), (-0.4, 0.975), (0, 1), (0.23, 1.025), (0.3, 1.045),
    (0.4, 1.065), (0.56, 1.09), (0.62, 1.11),
  ]

  /// The advance of a character in thousandths of an em at regular weight.
  static func emAdvance(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return asciiAdvances[Int(value) - 0x20] }
    switch value {
    case 0x2026: return 1000  // horizontal ellipsis
    case 0x00A0: return asciiAdvances[0]  // no-break space
    case 0x0300...0x036F, 0x200B...0x200D, 0xFE00...0xFE0F: return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return 1000
    case 0...0x1F, 0x7F: return 0
    default: return 580
    }
  }

  /// Regular advances for U+0020 through U+007E, in thousandths of an em.
  static let asciiAdvances: [Int] = [
    // space ! " # $ % & ' ( ) * + , - . /
    276, 286, 400, 600, 600, 880, 700, 230, 340, 340, 460, 600, 260, 420, 260, 400,
    // 0 1 2 3 4 5 6 7 8 9
    600, 600, 600, 600, 600, 600, 600, 600, 600, 600,
    // : ; < = > ? @
    260, 260, 600, 600, 600, 500, 930,
    // A B C D E F G H I J K L M
    660, 640, 690, 700, 570, 550, 720, 720, 260, 510, 640, 521, 850,
    // N O P Q R S T U V W X Y Z
    720, 740, 610, 740, 630, 610, 590, 710, 650, 950, 640, 620, 610,
    // [ \ ] ^ _ `
    340, 400, 340, 600, 500, 330,
    // a b c d e f g h i j k l m
    540, 580, 540, 590, 560, 340, 590, 570, 240, 240, 520, 240, 860,
    // n o p q r s t u v w x y z
    570, 580, 590, 590, 360, 500, 340, 570, 520, 770, 510, 520, 510,
    // { | } ~
    370, 260, 370, 600,
  ]
}
