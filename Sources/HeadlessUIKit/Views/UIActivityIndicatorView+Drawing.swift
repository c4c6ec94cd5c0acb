import Foundation

/// How an activity indicator shows itself in its first animation frame: 8 capsule spokes round
/// a ring, the brightest at 9 o'clock and each next one clockwise dimmer, down to a floor.
///
/// UIKit's drawing, read from its decompile (jackeltoncarbone/Jwift, Apple/Sizing.md section 8):
/// spoke half-thickness 1.25 (medium) or 2.5 (large), length 6.5 or 12, from the edge of a
/// 20- or 35-point ring inward (the large ring sits at the top left of its 37-point box); the
/// spoke `i` has alpha `max(0.32, 1 - 0.68 / 8 * (2i mod 16))`, times 0.85 and the colour's.
extension UIActivityIndicatorView {
  func drawSpokes(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let large = style.boxSize.width > 20
    let ring: CGFloat = large ? 35 : 20
    let halfThickness: CGFloat = large ? 2.5 : 1.25
    let length: CGFloat = large ? 12 : 6.5
    // The ring's centre: the box's for medium; 1 point up and left of it for large.
    let center = CGPoint(
      x: bounds.midX - (large ? 1 : 0) * bounds.width / 37,
      y: bounds.midY - (large ? 1 : 0) * bounds.height / 37)
    let color: UIColor = self.color
    let colorAlpha = SVGFormat.components(color.cgColor).alpha
    // The spoke at 9 o'clock, from the ring's edge inward.
    let spoke = SVGPathData.roundedRect(
      CGRect(x: -ring / 2, y: -halfThickness, width: length, height: 2 * halfThickness),
      radius: halfThickness)
    canvas.group(SVGElement.group.transform([.translate(center.x, center.y)])) { canvas in
      for index in 0..<8 {
        let step = CGFloat((2 * index) % 16)
        let alpha = Swift.max(0.32, 1 - 0.68 / 8 * step) * 0.85 * colorAlpha
        canvas.add(
          .path(spoke).transform([.rotate(CGFloat(index) * 45)])
            .fill(color.withAlphaComponent(1).cgColor, opacity: alpha))
      }
    }
  }
}
