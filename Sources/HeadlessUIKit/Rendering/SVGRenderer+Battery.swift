import Foundation

/// The status bar's battery, so that a drawing of a device reads as a phone.
extension SVGRenderPass {
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
    let n = SVGFormat.number
    document.add(
      "<path d=\"\(SVGPath.roundedRect(body.insetBy(dx: 0.5, dy: 0.5), radius: 3.5))\" fill=\"none\""
        + "\(SVGFormat.paint("stroke", color, opacity: 0.35)) stroke-width=\"1\"/>")
    document.add("<path d=\"\(SVGPath.roundedRect(charge, radius: 1.5))\"\(SVGFormat.paint("fill", color))/>")
    document.add(
      "<path d=\"M\(n(cap.minX)) \(n(cap.minY))H\(n(cap.maxX - 0.75))A0.75 2 0 0 1 \(n(cap.maxX - 0.75)) "
        + "\(n(cap.maxY))H\(n(cap.minX))Z\"\(SVGFormat.paint("fill", color, opacity: 0.4))/>")
  }
}
