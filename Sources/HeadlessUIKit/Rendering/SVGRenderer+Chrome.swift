import Foundation

/// What the system draws over an app's window on a device: the status bar and the home
/// indicator. They are not views in UIKit either (the system draws them in its own windows).
extension SVGRenderPass {
  /// Draws the status bar's clock and battery and the home indicator over a window on a simulated device's
  /// screen, in the window's interface style (black on light, white on dark).
  ///
  /// Where they sit is sourced only in part: the status bar's height is the device's (see
  /// `SimulatedDevice`). The clock's text ("9:41", Apple's product-shot time), its 17-point
  /// semibold font and place (centred in the left quarter of the bar), and the indicator's
  /// 134 x 5-point pill 8 points above the bottom edge have no published source found; they
  /// are drawn to be recognisable, not to match pixels.
  mutating func drawSystemChrome(of window: UIWindow) {
    guard let device = window.screen.device else { return }
    let orientation = window.screen.orientation
    let previousTraits = UITraitCollection.current
    UITraitCollection.current = UITraitCollection(
      values: baseTraits.merged(with: window.traitCollection.values))
    defer { UITraitCollection.current = previousTraits }
    let color = UIColor.label.cgColor
    let width = window.bounds.width
    let statusBar = device.statusBarHeight(in: orientation)
    if statusBar > 0 {
      let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
      let text = "9:41"
      let metrics = TextMetrics(font: font)
      let textWidth = TextMetrics.ceilToPixel(metrics.width(of: text))
      let x = width / 8 - textWidth / 2
      let baseline = (statusBar - metrics.lineHeight) / 2 + metrics.ascender
      canvas.group(SVGElement.group.setting(.dataView, "StatusBar")) { canvas in
        canvas.add(.text(text, at: CGPoint(x: x, y: baseline)).font(font).fill(color).textLength(textWidth))
        canvas.drawBattery(centeredAt: CGPoint(x: width * 7 / 8, y: statusBar / 2), color: color)
      }
    }
    if device.hasHomeIndicator {
      let indicator = CGRect(x: (width - 134) / 2, y: window.bounds.height - 8 - 5, width: 134, height: 5)
      canvas.group(SVGElement.group.setting(.dataView, "HomeIndicator")) { canvas in
        canvas.add(.path(.roundedRect(indicator, radius: 2.5)).fill(color))
      }
    }
  }
}
