import Foundation

/// An outline as SVG path data, built command by command: `M1 2H10V8Z`. Numbers are written
/// with at most two decimals, each command letter right before its first number.
///
/// ```swift
/// var chevron = SVGPathData()
/// chevron.move(to: CGPoint(x: 0, y: 0))
/// chevron.line(to: CGPoint(x: 6, y: 6))
/// chevron.line(to: CGPoint(x: 0, y: 12))
/// chevron.text  // "M0 0L6 6L0 12"
/// ```
struct SVGPathData {
  /// The path data.
  private(set) var text = ""

  /// An empty path.
  init() {}

  /// Starts a new subpath at a point.
  mutating func move(to point: CGPoint) { text += "M" + Self.pair(point) }

  /// A straight line to a point.
  mutating func line(to point: CGPoint) { text += "L" + Self.pair(point) }

  /// A horizontal line to `x`.
  mutating func horizontalLine(toX x: CGFloat) { text += "H" + SVGFormat.number(x) }

  /// A vertical line to `y`.
  mutating func verticalLine(toY y: CGFloat) { text += "V" + SVGFormat.number(y) }

  /// A cubic Bézier curve to a point.
  mutating func curve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    text += "C" + Self.pair(control1) + " " + Self.pair(control2) + " " + Self.pair(point)
  }

  /// An elliptical arc to a point, clockwise (SVG's sweep flag 1), the smaller of the two arcs.
  mutating func arc(to point: CGPoint, radiusX: CGFloat, radiusY: CGFloat) {
    text += "A\(SVGFormat.number(radiusX)) \(SVGFormat.number(radiusY)) 0 0 1 " + Self.pair(point)
  }

  /// Closes the subpath with a line to its start.
  mutating func close() { text += "Z" }

  private static func pair(_ point: CGPoint) -> String {
    "\(SVGFormat.number(point.x)) \(SVGFormat.number(point.y))"
  }

  // MARK: Shapes

  /// The outline of a rectangle with the layer's rounded corners.
  ///
  /// The radius is clamped to half the shorter side, as Core Animation does. Circular corners
  /// are quarter circles. Continuous corners are approximated by one cubic Bézier curve per
  /// corner that starts 1.528 × the radius from the corner, the extent of iOS's continuous
  /// curve, and bends closer to the corner than a circle does; close to the real curve, not
  /// identical. Corners left out of `corners` stay square.
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - radius: The corner radius.
  ///   - corners: Which corners are rounded.
  ///   - curve: Circular or continuous corners.
  static func roundedRect(
    _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve
  ) -> SVGPathData {
    var path = SVGPathData()
    let r = max(0, min(radius, min(rect.width, rect.height) / 2))
    if r <= 0 || corners.isEmpty {
      path.move(to: CGPoint(x: rect.minX, y: rect.minY))
      path.horizontalLine(toX: rect.maxX)
      path.verticalLine(toY: rect.maxY)
      path.horizontalLine(toX: rect.minX)
      path.close()
      return path
    }
    let continuous = curve == .continuous
    // How far the curve reaches along each edge, and where its control points sit.
    let limit = min(rect.width, rect.height) / 2
    let extent = continuous ? min(r * 1.528, limit) : r
    let control = continuous ? extent * 0.155 : r * (1 - 0.5523)
    let topLeft = corners.contains(.layerMinXMinYCorner)
    let topRight = corners.contains(.layerMaxXMinYCorner)
    let bottomRight = corners.contains(.layerMaxXMaxYCorner)
    let bottomLeft = corners.contains(.layerMinXMaxYCorner)
    // Clockwise from the top edge, just after the top-left corner.
    path.move(to: CGPoint(x: rect.minX + (topLeft ? extent : 0), y: rect.minY))
    path.horizontalLine(toX: rect.maxX - (topRight ? extent : 0))
    if topRight {
      path.curve(
        to: CGPoint(x: rect.maxX, y: rect.minY + extent),
        control1: CGPoint(x: rect.maxX - control, y: rect.minY),
        control2: CGPoint(x: rect.maxX, y: rect.minY + control))
    }
    path.verticalLine(toY: rect.maxY - (bottomRight ? extent : 0))
    if bottomRight {
      path.curve(
        to: CGPoint(x: rect.maxX - extent, y: rect.maxY),
        control1: CGPoint(x: rect.maxX, y: rect.maxY - control),
        control2: CGPoint(x: rect.maxX - control, y: rect.maxY))
    }
    path.horizontalLine(toX: rect.minX + (bottomLeft ? extent : 0))
    if bottomLeft {
      path.curve(
        to: CGPoint(x: rect.minX, y: rect.maxY - extent),
        control1: CGPoint(x: rect.minX + control, y: rect.maxY),
        control2: CGPoint(x: rect.minX, y: rect.maxY - control))
    }
    path.verticalLine(toY: rect.minY + (topLeft ? extent : 0))
    if topLeft {
      path.curve(
        to: CGPoint(x: rect.minX + extent, y: rect.minY),
        control1: CGPoint(x: rect.minX, y: rect.minY + control),
        control2: CGPoint(x: rect.minX + control, y: rect.minY))
    }
    path.close()
    return path
  }

  /// A rectangle with all four corners rounded by `radius` (circular).
  static func roundedRect(_ rect: CGRect, radius: CGFloat) -> SVGPathData {
    roundedRect(rect, radius: radius, corners: .allCorners, curve: .circular)
  }

  /// The outline of a layer's bounds with its corner radius, masked corners and curve.
  static func outline(of layer: CALayer, in rect: CGRect) -> SVGPathData {
    roundedRect(rect, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
  }
}

extension CACornerMask {
  /// All four corners.
  static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
