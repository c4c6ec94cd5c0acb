import Foundation

/// The status bar's battery, so that a drawing of a device reads as a phone.
extension SVGCanvas {
  /// Draws a full battery: an outline in a third of the colour's strength, the charge filled in
  /// the colour, and the terminal cap on the right.
  ///
  /// No public source gives the glyph's size: 25 x 12 points with a 1.5 x 4 cap is drawn to be
  /// recognisable at the status bar's scale, placed mirroring the clock (centred in the right
  /// quarter of the bar), not to match pixels.
  mutating func drawBattery(centeredAt center: CGPoint, color: CGColor) {
    let body = CGRect(x: center.x - 13.25, y: center.y - 6, width: 25, height: 12)
    let charge = body.insetBy(dx: 2, dy: 2)
    let cap = CGRect(x: body.maxX + 1, y: center.y - 2, width: 1.5, height: 4)
    add(
      .path(.roundedRect(body.insetBy(dx: 0.5, dy: 0.5), radius: 3.5)).noFill().stroke(
        color, opacity: 0.35, width: 1))
    add(.path(.roundedRect(charge, radius: 1.5)).fill(color))
    var capPath = SVGPathData()
    capPath.move(to: CGPoint(x: cap.minX, y: cap.minY))
    capPath.horizontalLine(toX: cap.maxX - 0.75)
    capPath.arc(to: CGPoint(x: cap.maxX - 0.75, y: cap.maxY), radiusX: 0.75, radiusY: 2)
    capPath.horizontalLine(toX: cap.minX)
    capPath.close()
    add(.path(capPath).fill(color, opacity: 0.4))
  }
}
