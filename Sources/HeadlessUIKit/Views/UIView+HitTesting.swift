import Foundation

extension UIView {
  /// UIKit's hit test: no view when this one cannot take touches or the point is outside it,
  /// else the first subview from the front that is hit, else this view. Opacity is compared as
  /// the layer stores it (a `Float`), so an alpha of exactly 0.01 is still hit.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, layer.opacity >= 0.01, self.point(inside: point, with: event)
    else {
      return nil
    }
    // A subview flattened by its transform covers no area, so nothing in it can be touched.
    for subview in subviews.reversed() where !subview.isFlattenedByTransform {
      if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
    }
    return self
  }
}
