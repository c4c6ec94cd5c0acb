import Foundation

/// How a slider shows itself: a 4-point track, tinted up to the value, and a white thumb at the
/// value.
extension UISlider {
  /// The thumb's diameter: 28 points. No public source: HeadlessUIKit's drawing.
  static let thumbDiameter: CGFloat = 28

  func drawSlider(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let thumbDiameter = UISlider.thumbDiameter
    guard bounds.width >= thumbDiameter else { return }
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? CGFloat(min(max((value - minimumValue) / range, 0), 1)) : 0
    let centerX = bounds.minX + thumbDiameter / 2 + fraction * (bounds.width - thumbDiameter)
    let centerY = bounds.midY
    let minimum = minimumTrackTintColor ?? tintColor ?? .systemBlue
    let maximum = maximumTrackTintColor ?? .systemFill
    let thumb = thumbTintColor ?? UIControl.controlThumb
    canvas.group(enabledGroup) { canvas in
      let track = CGRect(x: bounds.minX, y: centerY - 2, width: bounds.width, height: 4)
      canvas.add(.path(.roundedRect(track, radius: 2)).fill(maximum.cgColor))
      let filled = CGRect(x: bounds.minX, y: centerY - 2, width: centerX - bounds.minX, height: 4)
      canvas.add(.path(.roundedRect(filled, radius: 2)).fill(minimum.cgColor))
      let shadow = canvas.controlShadow()
      canvas.add(
        .circle(center: CGPoint(x: centerX, y: centerY), radius: thumbDiameter / 2).fill(thumb.cgColor)
          .filter(shadow))
    }
  }

  var sliderDescription: [String] {
    let n = SVGFormat.number
    return ["value=\(n(CGFloat(value)))", "range=\(n(CGFloat(minimumValue)))...\(n(CGFloat(maximumValue)))"]
      + TreeDescriptionFormat.state(of: self)
  }
}
