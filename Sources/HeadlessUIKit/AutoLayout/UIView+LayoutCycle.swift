import Foundation

/// The hooks through which a layout engine turns constraints into frames.
///
/// `UIView.layoutEngine` holds the engine; with none, frames stay as set and only
/// `layoutSubviews()` overrides run.
@MainActor
package protocol UIViewLayoutEngine: AnyObject {
  /// Called by `layoutIfNeeded()` before any `layoutSubviews()`, with the root of the hierarchy.
  func willLayout(root: UIView)
  /// Called by `UIView.layoutSubviews()`'s default implementation: set the subviews' frames.
  func layoutSubviews(of view: UIView)
  /// Called when the constant or priority of an installed constraint changed.
  func constraintDidChange(_ constraint: NSLayoutConstraint)
  /// The answer to `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  func fittingSize(
    of view: UIView,
    targetSize: CGSize,
    horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize
}

extension UIView {
  /// Runs `layoutSubviews()` on this view and those inside it that are marked, parents first.
  func layoutMarkedViews() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutMarkedViews() }
  }

  /// Converts a point from this view's coordinates to another view's (to the root's when `nil`).
  /// - Parameters:
  ///   - point: A point in this view's coordinates.
  ///   - view: The view whose coordinates to use, or `nil` for the window's.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    let origin = view.pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// Converts a point from another view's coordinates (the root's when `nil`) to this view's.
  /// - Parameters:
  ///   - point: A point in `view`'s coordinates.
  ///   - view: The view whose coordinates `point` is in, or `nil` for the window's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    let origin = pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// Converts a rectangle from this view's coordinates to another view's.
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinates.
  ///   - view: The view whose coordinates to use, or `nil` for the window's.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's coordinates to this view's.
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s coordinates.
  ///   - view: The view whose coordinates `rect` is in, or `nil` for the window's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView? = self
    while let current = view, current.superview != nil {
      result.x += current.frame.minX - current.bounds.minX
      result.y += current.frame.minY - current.bounds.minY
      view = current.superview
    }
    return result
  }
}
