import Foundation

/// How a visual effect view shows itself: a blur as a translucent fill of its shape (SVG cannot
/// blur what lies behind an element).
extension UIVisualEffectView {
  func drawEffect(in bounds: CGRect, on canvas: inout SVGCanvas) {
    guard let blur = effect as? UIBlurEffect else { return }
    let (color, alpha) = UIVisualEffectView.blurTone(
      blur.style, in: UITraitCollection.current.userInterfaceStyle)
    canvas.add(.path(.outline(of: layer, in: bounds)).setting(.fill, color).setting(.fillOpacity, alpha))
  }

  /// The fill colour and opacity standing in for a blur style: light styles white, dark styles a
  /// near-black, thicker materials more opaque. `.regular`, `.prominent` and the
  /// `system...Material` styles without Light or Dark in their name adapt to the interface style
  /// (Apple's UIBlurEffect.Style documentation:
  /// https://developer.apple.com/documentation/uikit/uiblureffect/style), so they take the
  /// dark tone with dark traits.
  static func blurTone(
    _ style: UIBlurEffect.Style, in interfaceStyle: UIUserInterfaceStyle = .light
  ) -> (color: String, alpha: CGFloat) {
    let light = "#F2F2F7"
    let dark = "#1C1C1E"
    let adaptive = interfaceStyle == .dark ? dark : light
    switch style {
    case .extraLight: return ("#FFFFFF", 0.85)
    case .light: return (light, 0.75)
    case .dark: return (dark, 0.75)
    case .regular: return (adaptive, 0.8)
    case .prominent: return (adaptive, 0.9)
    case .systemUltraThinMaterial: return (adaptive, 0.45)
    case .systemThinMaterial: return (adaptive, 0.6)
    case .systemMaterial: return (adaptive, 0.75)
    case .systemThickMaterial: return (adaptive, 0.9)
    case .systemChromeMaterial: return (adaptive, 0.8)
    case .systemUltraThinMaterialLight: return (light, 0.45)
    case .systemThinMaterialLight: return (light, 0.6)
    case .systemMaterialLight: return (light, 0.75)
    case .systemThickMaterialLight: return (light, 0.9)
    case .systemChromeMaterialLight: return (light, 0.8)
    case .systemUltraThinMaterialDark: return (dark, 0.45)
    case .systemThinMaterialDark: return (dark, 0.6)
    case .systemMaterialDark: return (dark, 0.75)
    case .systemThickMaterialDark: return (dark, 0.9)
    case .systemChromeMaterialDark: return (dark, 0.8)
    }
  }

  var effectDescription: [String] {
    guard let blur = effect as? UIBlurEffect else { return ["effect=nil"] }
    return ["blur=\(blur.style)"]
  }
}
