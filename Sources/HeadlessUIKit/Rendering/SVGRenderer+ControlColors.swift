import Foundation

/// The colours UIKit's controls draw with where the app sets none, as dynamic colours, so a
/// control drawn with dark traits gets its dark look. Each resolves with the traits the
/// renderer sets while it draws the control (`UITraitCollection.current`).
///
/// Sources: Flutter's Cupertino widgets, which copy UIKit's controls value by value
/// (flutter/flutter, packages/flutter/lib/src/cupertino/): sliding_segmented_control.dart,
/// switch.dart and text_field.dart (its values "inspected from Xcode 11 & iOS 13.0 Simulator").
extension SVGRenderPass {
  /// A colour that is `light` with light (or unspecified) traits and `dark` with dark ones.
  static func controlColor(light: UIColor, dark: UIColor) -> UIColor {
    UIColor { $0.userInterfaceStyle == .dark ? dark : light }
  }

  /// A segmented control's track: `tertiarySystemFill` (Flutter's sliding segmented control
  /// background default).
  static var segmentedControlTrack: UIColor { .tertiarySystemFill }

  /// The selected segment's plate: white, #636366 in dark mode (Flutter's `_kThumbColor`).
  static var segmentedControlThumb: UIColor {
    controlColor(light: .white, dark: UIColor(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255, alpha: 1))
  }

  /// The divider between unselected segments. Light: #3C3C43 at 18%, as HeadlessUIKit has always
  /// drawn it (no public source). Dark: #8E8E93 at 0x4D / 255, Flutter's `_kSeparatorColor`
  /// (which Flutter uses in both styles).
  static var segmentedControlDivider: UIColor {
    controlColor(
      light: UIColor(red: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255, alpha: 0.18),
      dark: UIColor(red: 0x8E / 255, green: 0x8E / 255, blue: 0x93 / 255, alpha: 0x4D / 255))
  }

  /// A switch's track when off: `secondarySystemFill` (Flutter's `CupertinoSwitch` track default).
  static var switchOffTrack: UIColor { .secondarySystemFill }

  /// The thumb of a switch or slider: white in both styles (Flutter's `CupertinoSwitch` thumb
  /// default, `CupertinoColors.white`, not dynamic).
  static var controlThumb: UIColor { .white }

  /// A rounded-rect text field's fill: white, black in dark mode (Flutter's
  /// `_kDefaultRoundedBorderDecoration`).
  static var roundedTextFieldFill: UIColor { controlColor(light: .white, dark: .black) }

  /// A rounded-rect text field's hairline: black at 0x33 / 255, white at 0x33 / 255 in dark mode
  /// (Flutter's `_kDefaultRoundedBorderSide`).
  static var roundedTextFieldBorder: UIColor {
    controlColor(light: UIColor(white: 0, alpha: 0x33 / 255), dark: UIColor(white: 1, alpha: 0x33 / 255))
  }

  /// A `.line` text field's border: black, white in dark mode. No public source for the dark
  /// value: it follows the label colour's opaque ends.
  static var lineTextFieldBorder: UIColor { controlColor(light: .black, dark: .white) }

  /// A `.bezel` text field's border: `systemGray` (#8E8E93 in both styles). No public source
  /// beyond the light value HeadlessUIKit has always drawn.
  static var bezelTextFieldBorder: UIColor { .systemGray }
}
