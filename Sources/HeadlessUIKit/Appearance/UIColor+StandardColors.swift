import Foundation

// Component values: the named colours are UIKit's fixed ones; the system colours are the
// light-mode values Apple's Human Interface Guidelines list (hex RGB, shown beside each).

extension UIColor {
  /// A black colour.
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }

  /// A dark grey, one third white colour.
  public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }

  /// A light grey, two thirds white colour.
  public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }

  /// A white colour.
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }

  /// A mid grey, half white colour.
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }

  /// A pure red colour.
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }

  /// A pure green colour.
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }

  /// A pure blue colour.
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }

  /// A cyan (green and blue) colour.
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }

  /// A yellow (red and green) colour.
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }

  /// A magenta (red and blue) colour.
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }

  /// A orange colour.
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }

  /// A purple colour.
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }

  /// A brown colour.
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  /// A fully transparent colour: black at zero opacity.
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  /// The system red: #FF3B30 in light mode.
  public class var systemRed: UIColor { UIColor(rgb: 0xFF3B30, alpha: 1) }

  /// The system green: #34C759 in light mode.
  public class var systemGreen: UIColor { UIColor(rgb: 0x34C759, alpha: 1) }

  /// The system blue, the default tint: #007AFF in light mode.
  public class var systemBlue: UIColor { UIColor(rgb: 0x007AFF, alpha: 1) }

  /// The system orange: #FF9500 in light mode.
  public class var systemOrange: UIColor { UIColor(rgb: 0xFF9500, alpha: 1) }

  /// The system yellow: #FFCC00 in light mode.
  public class var systemYellow: UIColor { UIColor(rgb: 0xFFCC00, alpha: 1) }

  /// The system pink: #FF2D55 in light mode.
  public class var systemPink: UIColor { UIColor(rgb: 0xFF2D55, alpha: 1) }

  /// The system purple: #AF52DE in light mode.
  public class var systemPurple: UIColor { UIColor(rgb: 0xAF52DE, alpha: 1) }

  /// The system teal: #30B0C7 in light mode.
  public class var systemTeal: UIColor { UIColor(rgb: 0x30B0C7, alpha: 1) }

  /// The system indigo: #5856D6 in light mode.
  public class var systemIndigo: UIColor { UIColor(rgb: 0x5856D6, alpha: 1) }

  /// The system brown: #A2845E in light mode.
  public class var systemBrown: UIColor { UIColor(rgb: 0xA2845E, alpha: 1) }

  /// The base system grey: #8E8E93 in light mode.
  public class var systemGray: UIColor { UIColor(rgb: 0x8E8E93, alpha: 1) }

  /// The second system grey, lighter than `systemGray`: #AEAEB2 in light mode.
  public class var systemGray2: UIColor { UIColor(rgb: 0xAEAEB2, alpha: 1) }

  /// The third system grey: #C7C7CC in light mode.
  public class var systemGray3: UIColor { UIColor(rgb: 0xC7C7CC, alpha: 1) }

  /// The fourth system grey: #D1D1D6 in light mode.
  public class var systemGray4: UIColor { UIColor(rgb: 0xD1D1D6, alpha: 1) }

  /// The fifth system grey: #E5E5EA in light mode.
  public class var systemGray5: UIColor { UIColor(rgb: 0xE5E5EA, alpha: 1) }

  /// The lightest system grey: #F2F2F7 in light mode.
  public class var systemGray6: UIColor { UIColor(rgb: 0xF2F2F7, alpha: 1) }

  /// The colour of primary text: #000000 in light mode.
  public class var label: UIColor { UIColor(rgb: 0x000000, alpha: 1) }

  /// The colour of secondary text: #3C3C43 at 60% opacity in light mode.
  public class var secondaryLabel: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.6) }

  /// The colour of tertiary text: #3C3C43 at 30% opacity in light mode.
  public class var tertiaryLabel: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.3) }

  /// The colour of quaternary text: #3C3C43 at 18% opacity in light mode.
  public class var quaternaryLabel: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.18) }

  /// The colour of links: #007AFF in light mode.
  public class var link: UIColor { UIColor(rgb: 0x007AFF, alpha: 1) }

  /// The colour of placeholder text in fields: #3C3C43 at 30% opacity in light mode.
  public class var placeholderText: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.3) }

  /// The colour of thin separator lines, which lets content show through: #3C3C43 at 29% opacity in light mode.
  public class var separator: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.29) }

  /// The colour of opaque separator lines: #C6C6C8 in light mode.
  public class var opaqueSeparator: UIColor { UIColor(rgb: 0xC6C6C8, alpha: 1) }

  /// The background of a plain screen: #FFFFFF in light mode.
  public class var systemBackground: UIColor { UIColor(rgb: 0xFFFFFF, alpha: 1) }

  /// The background of content layered on `systemBackground`: #F2F2F7 in light mode.
  public class var secondarySystemBackground: UIColor { UIColor(rgb: 0xF2F2F7, alpha: 1) }

  /// The background of content layered on `secondarySystemBackground`: #FFFFFF in light mode.
  public class var tertiarySystemBackground: UIColor { UIColor(rgb: 0xFFFFFF, alpha: 1) }

  /// The background of a grouped screen: #F2F2F7 in light mode.
  public class var systemGroupedBackground: UIColor { UIColor(rgb: 0xF2F2F7, alpha: 1) }

  /// The background of content layered on `systemGroupedBackground`: #FFFFFF in light mode.
  public class var secondarySystemGroupedBackground: UIColor { UIColor(rgb: 0xFFFFFF, alpha: 1) }

  /// The background of content layered on `secondarySystemGroupedBackground`: #F2F2F7 in light mode.
  public class var tertiarySystemGroupedBackground: UIColor { UIColor(rgb: 0xF2F2F7, alpha: 1) }

  /// The fill of thin and small shapes: #787880 at 20% opacity in light mode.
  public class var systemFill: UIColor { UIColor(rgb: 0x787880, alpha: 0.2) }

  /// The fill of medium-size shapes: #787880 at 16% opacity in light mode.
  public class var secondarySystemFill: UIColor { UIColor(rgb: 0x787880, alpha: 0.16) }

  /// The fill of large shapes: #767680 at 12% opacity in light mode.
  public class var tertiarySystemFill: UIColor { UIColor(rgb: 0x767680, alpha: 0.12) }

  /// The fill of large areas holding complex content: #747480 at 8% opacity in light mode.
  public class var quaternarySystemFill: UIColor { UIColor(rgb: 0x747480, alpha: 0.08) }

  /// Text colour for light backgrounds: #000000 in light mode.
  public class var darkText: UIColor { UIColor(rgb: 0x000000, alpha: 1) }

  /// Text colour for dark backgrounds: #FFFFFF at 60% opacity in light mode.
  public class var lightText: UIColor { UIColor(rgb: 0xFFFFFF, alpha: 0.6) }

  /// Creates an opaque-or-not sRGB colour from a 24-bit hex value such as `0x007AFF`.
  private convenience init(rgb: Int, alpha: CGFloat) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255,
      green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255,
      alpha: alpha
    )
  }
}
