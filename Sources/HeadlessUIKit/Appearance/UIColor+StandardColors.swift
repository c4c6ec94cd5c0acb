import Foundation

// Component values: the named colours are UIKit's fixed ones. The system colours are dynamic:
// their light values are the ones Apple's Human Interface Guidelines list (hex RGB, opacity in
// percent); their dark values are UIKit's as recorded from iOS 13 in flutter/flutter's
// packages/flutter/lib/src/cupertino/colors.dart (8-bit RGB and alpha, the alpha written as
// n / 255 here). Three dark values are not in that recording: systemTeal's (iOS 15 changed the
// teal; #40C8E0 is the HIG's iOS 15 value as copied in third-party palettes), systemBrown's
// (#AC8E68, likewise) and systemMint's and systemCyan's (added in iOS 15, likewise). No Apple
// recording of those four was found; ColorTests says so beside them.

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

  /// The system red: #FF3B30 in light mode, #FF453A in dark mode.
  public class var systemRed: UIColor {
    UIColor(
      systemName: "systemRed", light: UIColor(rgb: 0xFF3B30, alpha: 1), dark: UIColor(rgb: 0xFF453A, alpha: 1)
    )
  }

  /// The system green: #34C759 in light mode, #30D158 in dark mode.
  public class var systemGreen: UIColor {
    UIColor(
      systemName: "systemGreen", light: UIColor(rgb: 0x34C759, alpha: 1),
      dark: UIColor(rgb: 0x30D158, alpha: 1))
  }

  /// The system blue, the default tint: #007AFF in light mode, #0A84FF in dark mode.
  public class var systemBlue: UIColor {
    UIColor(
      systemName: "systemBlue", light: UIColor(rgb: 0x007AFF, alpha: 1),
      dark: UIColor(rgb: 0x0A84FF, alpha: 1))
  }

  /// The system orange: #FF9500 in light mode, #FF9F0A in dark mode.
  public class var systemOrange: UIColor {
    UIColor(
      systemName: "systemOrange", light: UIColor(rgb: 0xFF9500, alpha: 1),
      dark: UIColor(rgb: 0xFF9F0A, alpha: 1))
  }

  /// The system yellow: #FFCC00 in light mode, #FFD60A in dark mode.
  public class var systemYellow: UIColor {
    UIColor(
      systemName: "systemYellow", light: UIColor(rgb: 0xFFCC00, alpha: 1),
      dark: UIColor(rgb: 0xFFD60A, alpha: 1))
  }

  /// The system pink: #FF2D55 in light mode, #FF375F in dark mode.
  public class var systemPink: UIColor {
    UIColor(
      systemName: "systemPink", light: UIColor(rgb: 0xFF2D55, alpha: 1),
      dark: UIColor(rgb: 0xFF375F, alpha: 1))
  }

  /// The system purple: #AF52DE in light mode, #BF5AF2 in dark mode.
  public class var systemPurple: UIColor {
    UIColor(
      systemName: "systemPurple", light: UIColor(rgb: 0xAF52DE, alpha: 1),
      dark: UIColor(rgb: 0xBF5AF2, alpha: 1))
  }

  /// The system teal: #30B0C7 in light mode, #40C8E0 in dark mode.
  public class var systemTeal: UIColor {
    UIColor(
      systemName: "systemTeal", light: UIColor(rgb: 0x30B0C7, alpha: 1),
      dark: UIColor(rgb: 0x40C8E0, alpha: 1))
  }

  /// The system indigo: #5856D6 in light mode, #5E5CE6 in dark mode.
  public class var systemIndigo: UIColor {
    UIColor(
      systemName: "systemIndigo", light: UIColor(rgb: 0x5856D6, alpha: 1),
      dark: UIColor(rgb: 0x5E5CE6, alpha: 1))
  }

  /// The system brown: #A2845E in light mode, #AC8E68 in dark mode.
  public class var systemBrown: UIColor {
    UIColor(
      systemName: "systemBrown", light: UIColor(rgb: 0xA2845E, alpha: 1),
      dark: UIColor(rgb: 0xAC8E68, alpha: 1))
  }

  /// The base system grey: #8E8E93 in light mode, #8E8E93 in dark mode.
  public class var systemGray: UIColor {
    UIColor(
      systemName: "systemGray", light: UIColor(rgb: 0x8E8E93, alpha: 1),
      dark: UIColor(rgb: 0x8E8E93, alpha: 1))
  }

  /// The second system grey, lighter than `systemGray`: #AEAEB2 in light mode, #636366 in dark mode.
  public class var systemGray2: UIColor {
    UIColor(
      systemName: "systemGray2", light: UIColor(rgb: 0xAEAEB2, alpha: 1),
      dark: UIColor(rgb: 0x636366, alpha: 1))
  }

  /// The third system grey: #C7C7CC in light mode, #48484A in dark mode.
  public class var systemGray3: UIColor {
    UIColor(
      systemName: "systemGray3", light: UIColor(rgb: 0xC7C7CC, alpha: 1),
      dark: UIColor(rgb: 0x48484A, alpha: 1))
  }

  /// The fourth system grey: #D1D1D6 in light mode, #3A3A3C in dark mode.
  public class var systemGray4: UIColor {
    UIColor(
      systemName: "systemGray4", light: UIColor(rgb: 0xD1D1D6, alpha: 1),
      dark: UIColor(rgb: 0x3A3A3C, alpha: 1))
  }

  /// The fifth system grey: #E5E5EA in light mode, #2C2C2E in dark mode.
  public class var systemGray5: UIColor {
    UIColor(
      systemName: "systemGray5", light: UIColor(rgb: 0xE5E5EA, alpha: 1),
      dark: UIColor(rgb: 0x2C2C2E, alpha: 1))
  }

  /// The lightest system grey: #F2F2F7 in light mode, #1C1C1E in dark mode.
  public class var systemGray6: UIColor {
    UIColor(
      systemName: "systemGray6", light: UIColor(rgb: 0xF2F2F7, alpha: 1),
      dark: UIColor(rgb: 0x1C1C1E, alpha: 1))
  }

  /// The colour of primary text: #000000 in light mode, #FFFFFF in dark mode.
  public class var label: UIColor {
    UIColor(
      systemName: "label", light: UIColor(rgb: 0x000000, alpha: 1), dark: UIColor(rgb: 0xFFFFFF, alpha: 1))
  }

  /// The colour of secondary text: #3C3C43 at 60% opacity in light mode, #EBEBF5 at alpha 153/255 in dark mode.
  public class var secondaryLabel: UIColor {
    UIColor(
      systemName: "secondaryLabel", light: UIColor(rgb: 0x3C3C43, alpha: 0.6),
      dark: UIColor(rgb: 0xEBEBF5, alpha: 153.0 / 255))
  }

  /// The colour of tertiary text: #3C3C43 at 30% opacity in light mode, #EBEBF5 at alpha 76/255 in dark mode.
  public class var tertiaryLabel: UIColor {
    UIColor(
      systemName: "tertiaryLabel", light: UIColor(rgb: 0x3C3C43, alpha: 0.3),
      dark: UIColor(rgb: 0xEBEBF5, alpha: 76.0 / 255))
  }

  /// The colour of quaternary text: #3C3C43 at 18% opacity in light mode, #EBEBF5 at alpha 40/255 in dark mode.
  public class var quaternaryLabel: UIColor {
    UIColor(
      systemName: "quaternaryLabel", light: UIColor(rgb: 0x3C3C43, alpha: 0.18),
      dark: UIColor(rgb: 0xEBEBF5, alpha: 40.0 / 255))
  }

  /// The colour of links: #007AFF in light mode, #0984FF in dark mode.
  public class var link: UIColor {
    UIColor(
      systemName: "link", light: UIColor(rgb: 0x007AFF, alpha: 1), dark: UIColor(rgb: 0x0984FF, alpha: 1))
  }

  /// The colour of placeholder text in fields: #3C3C43 at 30% opacity in light mode, #EBEBF5 at alpha 76/255 in dark mode.
  public class var placeholderText: UIColor {
    UIColor(
      systemName: "placeholderText", light: UIColor(rgb: 0x3C3C43, alpha: 0.3),
      dark: UIColor(rgb: 0xEBEBF5, alpha: 76.0 / 255))
  }

  /// The colour of thin separator lines, which lets content show through: #3C3C43 at 29% opacity in light mode, #545458 at alpha 153/255 in dark mode.
  public class var separator: UIColor {
    UIColor(
      systemName: "separator", light: UIColor(rgb: 0x3C3C43, alpha: 0.29),
      dark: UIColor(rgb: 0x545458, alpha: 153.0 / 255))
  }

  /// The colour of opaque separator lines: #C6C6C8 in light mode, #38383A in dark mode.
  public class var opaqueSeparator: UIColor {
    UIColor(
      systemName: "opaqueSeparator", light: UIColor(rgb: 0xC6C6C8, alpha: 1),
      dark: UIColor(rgb: 0x38383A, alpha: 1))
  }

  /// The background of a plain screen: #FFFFFF in light mode, #000000 in dark mode.
  public class var systemBackground: UIColor {
    UIColor(
      systemName: "systemBackground", light: UIColor(rgb: 0xFFFFFF, alpha: 1),
      dark: UIColor(rgb: 0x000000, alpha: 1))
  }

  /// The background of content layered on `systemBackground`: #F2F2F7 in light mode, #1C1C1E in dark mode.
  public class var secondarySystemBackground: UIColor {
    UIColor(
      systemName: "secondarySystemBackground", light: UIColor(rgb: 0xF2F2F7, alpha: 1),
      dark: UIColor(rgb: 0x1C1C1E, alpha: 1))
  }

  /// The background of content layered on `secondarySystemBackground`: #FFFFFF in light mode, #2C2C2E in dark mode.
  public class var tertiarySystemBackground: UIColor {
    UIColor(
      systemName: "tertiarySystemBackground", light: UIColor(rgb: 0xFFFFFF, alpha: 1),
      dark: UIColor(rgb: 0x2C2C2E, alpha: 1))
  }

  /// The background of a grouped screen: #F2F2F7 in light mode, #000000 in dark mode.
  public class var systemGroupedBackground: UIColor {
    UIColor(
      systemName: "systemGroupedBackground", light: UIColor(rgb: 0xF2F2F7, alpha: 1),
      dark: UIColor(rgb: 0x000000, alpha: 1))
  }

  /// The background of content layered on `systemGroupedBackground`: #FFFFFF in light mode, #1C1C1E in dark mode.
  public class var secondarySystemGroupedBackground: UIColor {
    UIColor(
      systemName: "secondarySystemGroupedBackground", light: UIColor(rgb: 0xFFFFFF, alpha: 1),
      dark: UIColor(rgb: 0x1C1C1E, alpha: 1))
  }

  /// The background of content layered on `secondarySystemGroupedBackground`: #F2F2F7 in light mode, #2C2C2E in dark mode.
  public class var tertiarySystemGroupedBackground: UIColor {
    UIColor(
      systemName: "tertiarySystemGroupedBackground", light: UIColor(rgb: 0xF2F2F7, alpha: 1),
      dark: UIColor(rgb: 0x2C2C2E, alpha: 1))
  }

  /// The fill of thin and small shapes: #787880 at 20% opacity in light mode, #787880 at alpha 91/255 in dark mode.
  public class var systemFill: UIColor {
    UIColor(
      systemName: "systemFill", light: UIColor(rgb: 0x787880, alpha: 0.2),
      dark: UIColor(rgb: 0x787880, alpha: 91.0 / 255))
  }

  /// The fill of medium-size shapes: #787880 at 16% opacity in light mode, #787880 at alpha 81/255 in dark mode.
  public class var secondarySystemFill: UIColor {
    UIColor(
      systemName: "secondarySystemFill", light: UIColor(rgb: 0x787880, alpha: 0.16),
      dark: UIColor(rgb: 0x787880, alpha: 81.0 / 255))
  }

  /// The fill of large shapes: #767680 at 12% opacity in light mode, #767680 at alpha 61/255 in dark mode.
  public class var tertiarySystemFill: UIColor {
    UIColor(
      systemName: "tertiarySystemFill", light: UIColor(rgb: 0x767680, alpha: 0.12),
      dark: UIColor(rgb: 0x767680, alpha: 61.0 / 255))
  }

  /// The fill of large areas holding complex content: #747480 at 8% opacity in light mode, #767680 at alpha 45/255 in dark mode.
  public class var quaternarySystemFill: UIColor {
    UIColor(
      systemName: "quaternarySystemFill", light: UIColor(rgb: 0x747480, alpha: 0.08),
      dark: UIColor(rgb: 0x767680, alpha: 45.0 / 255))
  }

  /// The system mint (iOS 15): #00C7BE in light mode, #63E6E2 in dark mode.
  public class var systemMint: UIColor {
    UIColor(
      systemName: "systemMint", light: UIColor(rgb: 0x00C7BE, alpha: 1),
      dark: UIColor(rgb: 0x63E6E2, alpha: 1))
  }

  /// The system cyan (iOS 15): #32ADE6 in light mode, #64D2FF in dark mode.
  public class var systemCyan: UIColor {
    UIColor(
      systemName: "systemCyan", light: UIColor(rgb: 0x32ADE6, alpha: 1),
      dark: UIColor(rgb: 0x64D2FF, alpha: 1))
  }

  /// Text colour for light backgrounds, the same in every style: #000000.
  public class var darkText: UIColor { UIColor(rgb: 0x000000, alpha: 1) }

  /// Text colour for dark backgrounds, the same in every style: #FFFFFF at 60% opacity.
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
