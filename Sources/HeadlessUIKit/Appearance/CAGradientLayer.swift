import Foundation

/// The shape of a gradient layer's gradient (CAGradientLayer.h, iOS 16.5: `axial', the default,
/// `radial' and `conic').
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The type's string.
  public let rawValue: String

  /// Creates a type from its string.
  /// - Parameter rawValue: The type's string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Along the line from the start point to the end point.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Out from the start point.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around the start point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient of colours (CAGradientLayer.h, iOS 16.5):
/// `colors` (CGColors) spread evenly, or at `locations`, from `startPoint` to `endPoint` in the
/// unit square, by default top centre (0.5, 0) to bottom centre (0.5, 1). Axial gradients are
/// drawn; radial and conic ones are drawn as axial (not modelled).
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
/// gradient.frame = header.bounds
/// header.layer.insertSublayer(gradient, at: 0)
/// ```
open class CAGradientLayer: CALayer {
  /// The colours, as `CGColor`s; `nil` (nothing drawn) by default.
  open var colors: [Any]?
  /// Where each colour sits, from 0 to 1; `nil` spreads them evenly.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square; (0.5, 0) by default.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in the unit square; (0.5, 1) by default.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The gradient's shape; `.axial` by default.
  open var type: CAGradientLayerType = .axial

  /// The colour stops to draw: each colour at its location, or spread evenly.
  var stops: [(offset: CGFloat, color: CGColor)] {
    let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty else { return [] }
    return cgColors.enumerated().map { index, color in
      if let locations, index < locations.count { return (CGFloat(locations[index].doubleValue), color) }
      return (cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1), color)
    }
  }

  override func drawContent(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let stops = stops
    guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
    let (start, end) = (startPoint, endPoint)
    let id = canvas.define("gradient") { .linearGradient(id: $0, from: start, to: end, stops: stops) }
    canvas.add(.path(SVGPathData.outline(of: self, in: bounds)).fill(definition: id))
  }
}
