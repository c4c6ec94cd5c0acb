import Foundation

/// How a switch shows itself: a pill-shaped track the switch's size (the on tint when on) and a
/// white thumb on the side of its state, its centre half the track's height from that end
/// (Flutter's `CupertinoSwitch`, `_kTrackInnerStart = _kTrackHeight / 2`).
extension UISwitch {
  /// The track when off: `secondarySystemFill` (Flutter's `CupertinoSwitch` track default).
  static var offTrack: UIColor { .secondarySystemFill }

  /// How far the thumb sits inside the track's edge: 2 points, a 27-point thumb in the 31-point
  /// track. No public source: HeadlessUIKit's drawing.
  static let thumbInset: CGFloat = 2

  func drawSwitch(on canvas: inout SVGCanvas) {
    let size = UISwitch.fixedSize
    let radius = size.height / 2
    let trackColor = isOn ? (onTintColor ?? .systemGreen) : UISwitch.offTrack
    let thumbX = isOn ? size.width - radius : radius
    let thumb = thumbTintColor ?? UIControl.controlThumb
    canvas.group(enabledGroup) { canvas in
      canvas.add(
        .path(.roundedRect(CGRect(origin: .zero, size: size), radius: radius)).fill(trackColor.cgColor))
      let shadow = canvas.controlShadow()
      canvas.add(
        .circle(center: CGPoint(x: thumbX, y: radius), radius: radius - UISwitch.thumbInset)
          .fill(thumb.cgColor).filter(shadow))
    }
  }

  var switchDescription: [String] {
    ["isOn=\(isOn)"] + TreeDescriptionFormat.state(of: self)
  }
}
