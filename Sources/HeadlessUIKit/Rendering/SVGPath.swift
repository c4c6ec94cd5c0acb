import Foundation

/// Outlines of layer shapes as SVG path data.
enum SVGPath {
  /// The outline of a rectangle with the layer's rounded corners.
  ///
  /// The radius is clamped to half the shorter side, as Core Animation does. Circular corners
  /// are quarter circles (arcs). Continuous corners are approximated by one cubic Bézier curve
  /// per corner that starts 1.528 × the radius from the corner, the extent of iOS's continuous
  /// curve, and bends closer to the corner than a circle does; close to the real curve, not
  /// identical. Corners left out of `corners` stay square.
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - radius: The corner radius.
  ///   - corners: Which corners are rounded.
  ///   - curve: Circular or continuous corners.
  static func roundedRect(
    _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve
  ) -> String {
    let n = SVGFormat.number
    let r = max(0, min(radius, min(rect.width, rect.height) / 2))
    if r <= 0 || corners.isEmpty {
      return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
    let continuous = curve == .continuous
    // How far the curve reaches along each edge, and where its control points sit.
    let limit = min(rect.width, rect.height) / 2
    let extent = continuous ? min(r * 1.528, limit) : r
    let control = continuous ? extent * 0.155 : r * (1 - 0.5523)

    // Corners clockwise from the top left: (corner point, direction along the incoming edge,
    // direction along the outgoing edge).
    let topLeft = corners.contains(.layerMinXMinYCorner)
    let topRight = corners.contains(.layerMaxXMinYCorner)
    let bottomRight = corners.contains(.layerMaxXMaxYCorner)
    let bottomLeft = corners.contains(.layerMinXMaxYCorner)
    var d = ""
    func point(_ x: CGFloat, _ y: CGFloat) -> String { "\(n(x)) \(n(y))" }
    // Start on the top edge, just after the top-left corner.
    d += "M" + point(rect.minX + (topLeft ? extent : 0), rect.minY)
    // Top edge, top-right corner.
    d += "H" + n(rect.maxX - (topRight ? extent : 0))
    if topRight {
      d +=
        "C" + point(rect.maxX - control, rect.minY) + " " + point(rect.maxX, rect.minY + control) + " "
        + point(rect.maxX, rect.minY + extent)
    }
    d += "V" + n(rect.maxY - (bottomRight ? extent : 0))
    if bottomRight {
      d +=
        "C" + point(rect.maxX, rect.maxY - control) + " " + point(rect.maxX - control, rect.maxY) + " "
        + point(rect.maxX - extent, rect.maxY)
    }
    d += "H" + n(rect.minX + (bottomLeft ? extent : 0))
    if bottomLeft {
      d +=
        "C" + point(rect.minX + control, rect.maxY) + " " + point(rect.minX, rect.maxY - control) + " "
        + point(rect.minX, rect.maxY - extent)
    }
    d += "V" + n(rect.minY + (topLeft ? extent : 0))
    if topLeft {
      d +=
        "C" + point(rect.minX, rect.minY + control) + " " + point(rect.minX + control, rect.minY) + " "
        + point(rect.minX + extent, rect.minY)
    }
    return d + "Z"
  }

  /// A rectangle with all four corners rounded by `radius` (circular).
  static func roundedRect(_ rect: CGRect, radius: CGFloat) -> String {
    roundedRect(
      rect, radius: radius,
      corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
      curve: .circular)
  }
}
