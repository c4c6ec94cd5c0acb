import Foundation

/// Converting between views' coordinate spaces, through each view's `transform` as UIKit does:
/// a point of a view maps to its superview by moving it relative to the layer's anchor point
/// (the centre, by default), applying `transform`, and adding the view's `center`. So a view
/// scaled 2x around its centre covers twice its frame's size, there and in hit testing.
extension UIView {
  /// Converts a point from this view's coordinates to another view's (to the root's when `nil`).
  /// - Parameters:
  ///   - point: A point in this view's coordinates.
  ///   - view: The view whose coordinates to use, or `nil` for the window's.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    return view?.pointFromRoot(inRoot) ?? inRoot
  }

  /// Converts a point from another view's coordinates (the root's when `nil`) to this view's.
  /// - Parameters:
  ///   - point: A point in `view`'s coordinates.
  ///   - view: The view whose coordinates `point` is in, or `nil` for the window's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromRoot(view?.pointInRoot(point) ?? point)
  }

  /// Converts a rectangle from this view's coordinates to another view's: the smallest
  /// rectangle that holds its corners' images, as a rotated or scaled view's are.
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinates.
  ///   - view: The view whose coordinates to use, or `nil` for the window's.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, to: view) }
  }

  /// Converts a rectangle from another view's coordinates to this view's: the smallest
  /// rectangle that holds its corners' images.
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s coordinates.
  ///   - view: The view whose coordinates `rect` is in, or `nil` for the window's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, from: view) }
  }

  /// Whether the transform flattens the view to a line or a point, so that it covers no area
  /// and no point of its superview maps back into it.
  var isFlattenedByTransform: Bool {
    transform.a * transform.d - transform.b * transform.c == 0
  }

  /// The point of the bounds that the anchor point names; `transform` turns around it.
  private var anchorInBounds: CGPoint {
    let bounds = self.bounds
    return CGPoint(
      x: bounds.minX + bounds.width * layer.anchorPoint.x,
      y: bounds.minY + bounds.height * layer.anchorPoint.y)
  }

  /// A point of this view in its superview's coordinates.
  private func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let anchor = anchorInBounds
    let offset = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
    let turned = transform.isIdentity ? offset : offset.applying(transform)
    return CGPoint(x: center.x + turned.x, y: center.y + turned.y)
  }

  /// A point of the superview in this view's coordinates. A flattening transform has no
  /// inverse; Core Graphics' `inverted()` then returns it unchanged, and so does this.
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let anchor = anchorInBounds
    let offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
    let unturned = transform.isIdentity ? offset : offset.applying(transform.inverted())
    return CGPoint(x: anchor.x + unturned.x, y: anchor.y + unturned.y)
  }

  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView? = self
    while let current = view, current.superview != nil {
      result = current.pointInSuperview(result)
      view = current.superview
    }
    return result
  }

  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var view: UIView? = self
    while let current = view, current.superview != nil {
      chain.append(current)
      view = current.superview
    }
    return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
  }

  private static func boundingBox(of rect: CGRect, mapping map: (CGPoint) -> CGPoint) -> CGRect {
    guard !rect.isNull else { return rect }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
