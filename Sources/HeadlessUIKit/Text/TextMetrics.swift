import Foundation

/// A deterministic stand-in for the metrics of the system font (SF Pro), used to measure text
/// where no real font rasterizer exists.
///
/// A run of text is as wide as its characters' advances, each widened by SF Pro's tracking at
/// the point size, with the kerning of the pairs that have one. Where the numbers come from:
/// - Vertical metrics are SF Pro Text's `hhea` values on its 2048-unit em: ascender 1950,
///   descender -494, no line gap, cap height 1443, x-height 1078. At 17 points this gives
///   UIKit's well-known `lineHeight` of 20.287 and, ceiled to a 3x pixel, a one-line label
///   height of 20.333.
/// - Tracking is the table of Apple's Human Interface Guidelines (Typography, Specifications,
///   "iOS, iPadOS, visionOS tracking values", SF Pro), linear between the sizes it lists.
/// - Advances and kerning are fitted to label widths, one table per release
///   (`scripts/fit-text-advances.py --release`, on the tuned part of the fidelity suite; the
///   recordings are listed in `Tests/HeadlessUIKitTests/Fidelity`). No public file gives SF Pro's
///   advances: iOS 16.4's are the fit's, for the characters its recordings show, and the earlier
///   approximation's, less its folded-in 17-point tracking, for the others. iOS 12.1's and 13.3's
///   are iOS 16.4's corrected by the few strings their recordings show: the releases' fonts
///   differ (swift-snapshot-testing's iOS 13 recordings show a 17-point "the" 25 points wide,
///   which iOS 16.4's table makes 24.333). The iOS 16 recordings are 15- and 17-point text: SF's
///   narrower Display design at 20 points and more is not modelled (no recording), so large text
///   is measured with the Text design's advances and the table's tracking, and likely comes out
///   wide.
/// - Weights scale the advances (not the tracking): semibold by the factor fitted with them, the
///   other weights by a few percent each (no public source: heavier strokes widen a glyph, lighter
///   ones narrow it).
/// - Characters outside ASCII: wide East Asian characters and emoji are one em, combining marks
///   take no space, everything else 0.58 em (about an average lowercase letter); none of them is
///   tracked (no recording shows one).
package struct TextMetrics: Hashable, Sendable {
  /// The point size of the font.
  package var pointSize: CGFloat
  /// The weight, on UIKit's `UIFont.Weight` scale (regular 0, bold 0.4, black 0.62).
  package var weight: CGFloat
  /// Whether every character has the same advance (SF Mono: 0.6 em).
  package var isMonospaced: Bool
  /// The iOS release whose font is measured.
  package var release: SimulatedRelease

  /// The display scale text sizes are ceiled to when the view is on no screen that says
  /// otherwise (an iPhone's 3x, the scale of the default screen).
  package static let displayScale: CGFloat = 3

  /// Metrics for the system font at a point size and weight, on the modelled release.
  /// - Parameters:
  ///   - pointSize: The font size in points.
  ///   - weight: The weight on `UIFont.Weight`'s scale.
  ///   - isMonospaced: Whether the font is SF Mono rather than SF Pro.
  package init(pointSize: CGFloat, weight: CGFloat = 0, isMonospaced: Bool = false) {
    self.pointSize = pointSize
    self.weight = weight
    self.isMonospaced = isMonospaced
    self.release = .current
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

  /// SF Pro's tracking at this size, in thousandths of an em (0 for SF Mono).
  package var tracking: CGFloat { isMonospaced ? 0 : Self.tracking(atPointSize: pointSize) }

  /// The advance width of one character in points, tracking included, kerning not.
  package func advance(of character: Character) -> CGFloat {
    units(of: character, table: fitted.advances) / 1000 * pointSize
  }

  /// The advance of each character of a run in points, tracking included, and the kerning of
  /// each pair added to the first character of the pair (as a text system moves the glyphs after
  /// it), so the advances of a run add up to its width.
  package func advances<S: Sequence>(of text: S) -> [CGFloat] where S.Element == Character {
    let table = fitted.advances
    var result: [CGFloat] = []
    var previous: Character?
    for character in text {
      if let previous, let last = result.indices.last {
        result[last] += kerning(previous, character) / 1000 * pointSize
      }
      result.append(units(of: character, table: table) / 1000 * pointSize)
      previous = character
    }
    return result
  }

  /// The width of a run of characters on one line, in points (not rounded): the sum of
  /// ``advances(of:)``, without making the array.
  package func width<S: Sequence>(of text: S) -> CGFloat where S.Element == Character {
    let table = fitted.advances
    // The same additions in the same order as summing `advances(of:)`, so the two agree exactly:
    // each character's advance, with its kerning with the next, once the next is known.
    var total: CGFloat = 0
    var pending: (character: Character, advance: CGFloat)?
    for character in text {
      if let (previous, advance) = pending {
        total += advance + kerning(previous, character) / 1000 * pointSize
      }
      pending = (character, units(of: character, table: table) / 1000 * pointSize)
    }
    if let pending { total += pending.advance }
    return total
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

  /// The advance of one character in thousandths of an em: the weight's width and the size's
  /// tracking applied, before the point size.
  private func units(of character: Character, table: [Int]) -> CGFloat {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    // A no-break space is as wide as a space.
    let value = scalar.value == 0xA0 ? 0x20 : scalar.value
    let isASCII = value >= 0x20 && value < 0x7F
    if isMonospaced {
      // SF Mono's advance is 1229/2048 em for every character that takes space.
      return isASCII || Self.untrackedAdvance(of: value) != 0 ? 600 : 0
    }
    if isASCII {
      return CGFloat(table[Int(value) - 0x20]) * weightFactor + tracking
    }
    return CGFloat(Self.untrackedAdvance(of: value))
  }

  /// The kerning between two characters in thousandths of an em: SF Pro pulls a lowercase
  /// letter without an ascender under a capital T's bar (the fit's one kerning class: the
  /// recordings show no other pair often enough to fit it; which letters are in the class has
  /// no public source, it is a type designer's usual one).
  private func kerning(_ first: Character, _ second: Character) -> CGFloat {
    guard !isMonospaced, first == "T", Self.kernedAfterCapitalT.contains(second) else { return 0 }
    return CGFloat(fitted.capitalTKerning) * weightFactor
  }

  /// The lowercase letters kerned after a capital T: those with no ascender.
  private static let kernedAfterCapitalT = Set("acdegmnopqrsuvwxyz")

  /// The advances, semibold's width and kerning fitted to the modelled release's recordings.
  private var fitted: FittedAdvances { Self.fittedAdvances.value(on: release) }

  /// How much a weight widens (or narrows) advances relative to regular.
  var weightFactor: CGFloat {
    let points = Self.weightFactors(semibold: fitted.semiboldFactor)
    if weight <= points[0].0 { return points[0].1 }
    for index in 1..<points.count where weight <= points[index].0 {
      let (w0, f0) = points[index - 1]
      let (w1, f1) = points[index]
      return f0 + (f1 - f0) * (weight - w0) / (w1 - w0)
    }
    return points[points.count - 1].1
  }

  /// UIFont.Weight raw values and the width factor against regular. Semibold's (0.3) is fitted
  /// with the advances; the others have no public source.
  private static func weightFactors(semibold: CGFloat) -> [(CGFloat, CGFloat)] {
    [
      (-0.8, 0.94), (-0.6, 0.955), (-0.4, 0.975), (0, 1), (0.23, 1.025), (0.3, semibold),
      (0.4, 1.065), (0.56, 1.09), (0.62, 1.11),
    ]
  }

  /// What `scripts/fit-text-advances.py` fits for one release: the advances of U+0020 through
  /// U+007E at regular weight, untracked, in thousandths of an em; semibold's width against
  /// regular; and the kerning of a capital T before a lowercase letter without an ascender, in
  /// thousandths of an em.
  struct FittedAdvances: Sendable {
    /// The 95 advances, U+0020 first.
    var advances: [Int]
    /// Semibold's width against regular.
    var semiboldFactor: CGFloat
    /// The capital-T kerning.
    var capitalTKerning: Int
  }

  /// SF Pro's tracking at a point size, in thousandths of an em: the Human Interface Guidelines'
  /// table (Typography, Specifications; the copy in github.com/6639835/apple-hig,
  /// foundations/human-interface-guidelines-Typography @ b9bb27bc), linear between its sizes and
  /// held beyond its ends.
  package static func tracking(atPointSize size: CGFloat) -> CGFloat {
    let table = trackingTable
    if size <= table[0].size { return table[0].tracking }
    for index in 1..<table.count where size <= table[index].size {
      let (s0, t0) = table[index - 1]
      let (s1, t1) = table[index]
      return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
    }
    return table[table.count - 1].tracking
  }

  /// The Human Interface Guidelines' SF Pro tracking table: point size and tracking in
  /// thousandths of an em.
  private static let trackingTable: [(size: CGFloat, tracking: CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
    (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
    (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
    (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
    (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
    (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (96, 0),
  ]

  /// The advance of a character outside the ASCII table, in thousandths of an em, untracked.
  static func untrackedAdvance(of value: UInt32) -> Int {
    switch value {
    case 0x2026: return 1000  // horizontal ellipsis
    case 0x0300...0x036F, 0x200B...0x200D, 0xFE00...0xFE0F: return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return 1000
    case 0...0x1F, 0x7F: return 0
    default: return 580
    }
  }

  /// The advances fitted to each release's recordings (`scripts/fit-text-advances.py --release`,
  /// on the tuned part of the fidelity suite, writes each release's entry between its markers). A
  /// release with no entry takes the newest earlier release's, or the first.
  static let fittedAdvances = ReleaseValue<FittedAdvances>([
    // FIT-BEGIN 12.1
    // Generated by scripts/fit-text-advances.py from 8 label widths of iOS 12.1
    // (prior: iOS 16.4's fitted table; ridge 1e-06, leave-one-out mean error 0.125 pt).
    (
      .iOS12,
      FittedAdvances(
        advances: [
          // space ! " # $ % & ' ( ) * + , - . /
          285, 312, 426, 626, 626, 906, 726, 249, 366, 366, 486, 626, 286, 447, 283, 426,
          // 0 1 2 3 4 5 6 7 8 9 : ; < = > ?
          619, 522, 631, 637, 672, 626, 660, 573, 660, 626, 279, 286, 626, 626, 626, 513,
          // @ A B C D E F G H I J K L M N O
          956, 678, 662, 713, 730, 589, 584, 746, 746, 269, 536, 666, 557, 886, 746, 774,
          // P Q R S T U V W X Y Z [ \ ] ^ _
          647, 766, 655, 642, 574, 734, 659, 967, 666, 646, 636, 366, 426, 366, 626, 526,
          // ` a b c d e f g h i j k l m n o
          356, 551, 601, 554, 608, 572, 362, 612, 592, 254, 266, 551, 245, 875, 594, 584,
          // p q r s t u v w x y z { | } ~
          597, 616, 384, 526, 375, 584, 552, 783, 517, 553, 536, 396, 286, 396, 626,
        ],
        semiboldFactor: 1.0457, capitalTKerning: -37)
    ),
    // FIT-END 12.1
    // FIT-BEGIN 13.3
    // Generated by scripts/fit-text-advances.py from 8 label widths of iOS 13.3
    // (prior: iOS 16.4's fitted table; ridge 1e-06, leave-one-out mean error 0.208 pt).
    (
      .iOS13,
      FittedAdvances(
        advances: [
          // space ! " # $ % & ' ( ) * + , - . /
          285, 312, 426, 626, 626, 906, 726, 250, 366, 366, 486, 626, 286, 447, 283, 426,
          // 0 1 2 3 4 5 6 7 8 9 : ; < = > ?
          619, 522, 631, 637, 672, 626, 660, 573, 660, 626, 279, 286, 626, 626, 626, 519,
          // @ A B C D E F G H I J K L M N O
          956, 678, 662, 713, 730, 589, 584, 746, 746, 269, 536, 666, 557, 886, 746, 774,
          // P Q R S T U V W X Y Z [ \ ] ^ _
          647, 766, 655, 642, 574, 734, 659, 968, 666, 646, 636, 366, 426, 366, 626, 526,
          // ` a b c d e f g h i j k l m n o
          356, 552, 601, 554, 608, 569, 362, 612, 590, 255, 266, 551, 245, 875, 595, 585,
          // p q r s t u v w x y z { | } ~
          598, 616, 384, 527, 375, 584, 552, 783, 517, 553, 536, 396, 286, 396, 626,
        ],
        semiboldFactor: 1.0457, capitalTKerning: -37)
    ),
    // FIT-END 13.3
    // FIT-BEGIN 16.4
    // Generated by scripts/fit-text-advances.py from 37 label widths of iOS 16.4
    // (prior: the table before the first fit; ridge 0.0001, leave-one-out mean error 0.410 pt).
    (
      .iOS16,
      FittedAdvances(
        advances: [
          // space ! " # $ % & ' ( ) * + , - . /
          285, 312, 426, 626, 626, 906, 726, 256, 366, 366, 486, 626, 286, 447, 283, 426,
          // 0 1 2 3 4 5 6 7 8 9 : ; < = > ?
          619, 522, 631, 637, 672, 626, 660, 573, 660, 626, 279, 286, 626, 626, 626, 526,
          // @ A B C D E F G H I J K L M N O
          956, 678, 662, 713, 730, 589, 584, 746, 746, 269, 536, 666, 557, 886, 746, 774,
          // P Q R S T U V W X Y Z [ \ ] ^ _
          647, 766, 655, 642, 574, 734, 659, 974, 666, 646, 636, 366, 426, 366, 626, 526,
          // ` a b c d e f g h i j k l m n o
          356, 558, 601, 554, 608, 553, 362, 612, 580, 255, 266, 551, 245, 875, 595, 585,
          // p q r s t u v w x y z { | } ~
          598, 616, 384, 533, 364, 584, 552, 783, 517, 553, 536, 396, 286, 396, 626,
        ],
        semiboldFactor: 1.0457, capitalTKerning: -37)
    ),
    // FIT-END 16.4
  ])
}
