import Foundation

/// What UIKit's controls share in their drawing: colours where the app sets none, as dynamic
/// colours (a control drawn with dark traits gets its dark look: each resolves with the traits
/// the renderer sets while it draws the control, `UITraitCollection.current`), the thumb's
/// shadow, and the dimming of a disabled control.
///
/// Sources: Flutter's Cupertino widgets, which copy UIKit's controls value by value
/// (flutter/flutter, packages/flutter/lib/src/cupertino/): sliding_segmented_control.dart,
/// switch.dart and text_field.dart (its values "inspected from Xcode 11 & iOS 13.0 Simulator").
extension UIControl {
  /// A colour that is `light` with light (or unspecified) traits and `dark` with dark ones.
  static func controlColor(light: UIColor, dark: UIColor) -> UIColor {
    UIColor { $0.userInterfaceStyle == .dark ? dark : light }
  }

  /// The thumb of a switch or slider: white in both styles (Flutter's `CupertinoSwitch` thumb
  /// default, `CupertinoColors.white`, not dynamic).
  static var controlThumb: UIColor { .white }

  /// The group a control draws its content in: half as opaque when disabled.
  var enabledGroup: SVGElement {
    isEnabled ? .group : SVGElement.group.opacity(0.5)
  }
}

extension SVGCanvas {
  /// The id of the soft shadow under thumbs and the selected segment, defined on first use.
  mutating func controlShadow() -> String {
    sharedDefinition("controlShadow") { id in
      let steps = [
        SVGElement(.feGaussianBlur).setting(.in, "SourceAlpha").setting(.stdDeviation, 2),
        SVGElement(.feOffset).setting(.dy, 2).setting(.result, "blur"),
        SVGElement(.feFlood).setting(.floodColor, "#000000").setting(.floodOpacity, 0.15),
        SVGElement(.feComposite).setting(.in2, "blur").setting(.operator, "in"),
        SVGElement(
          .feMerge,
          content: .children([
            SVGElement(.feMergeNode), SVGElement(.feMergeNode).setting(.in, "SourceGraphic"),
          ])),
      ]
      return SVGElement(.filter, content: .children(steps)).setting(.id, id).setting(.x, "-50%")
        .setting(.y, "-50%").setting(.width, "200%").setting(.height, "200%")
    }
  }
}
