import Foundation

/// Geometry boxed in `NSValue`, as UIKit adds it (UIGeometry.h, NSValue (NSValueUIGeometryExtensions)):
/// what keyboard notifications carry in their `userInfo` (`UIResponder.keyboardFrameEndUserInfoKey`).
extension NSValue {
  /// Boxes a rectangle.
  /// - Parameter rect: The rectangle.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// Boxes a point.
  /// - Parameter point: The point.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// Boxes a size.
  /// - Parameter size: The size.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The boxed rectangle.
  public var cgRectValue: CGRect { rectValue }

  /// The boxed point.
  public var cgPointValue: CGPoint { pointValue }

  /// The boxed size.
  public var cgSizeValue: CGSize { sizeValue }
}
