import Foundation

/// The safe area of ordinary views. UIKit gives every view `safeAreaInsets`: a window has its
/// screen's, a view controller's view its controller's, and any other view "only the portion of
/// the view that is covered" by its superview's safe area (Apple's `safeAreaInsets`
/// documentation, https://developer.apple.com/documentation/uikit/uiview/2891103-safeareainsets).
/// The layout pass works them out again, parents first, once the frames are placed, and calls
/// `safeAreaInsetsDidChange()` on each view whose insets changed.
extension UIView {
  /// Whether the view's safe area is the part of its superview's it overlaps: every view in a
  /// superview but a window and a view controller's view, whose insets their owners set. (A
  /// root view keeps the insets it was given.)
  var takesSafeAreaFromSuperview: Bool {
    superview != nil && owningViewController == nil && !(self is UIWindow)
  }

  /// How far a rectangle in a superview's coordinates reaches into each of the superview's
  /// safe-area insets, as insets of that rectangle (zero without a superview). An edge where the
  /// superview has no inset gives none, even where the rectangle sticks out of its bounds:
  /// nothing covers it there.
  static func safeAreaOverlap(of frame: CGRect, in superview: UIView?) -> UIEdgeInsets {
    guard let superview else { return .zero }
    let outer = superview.safeAreaInsets
    let bounds = superview.bounds
    func reach(_ inset: CGFloat, _ depth: CGFloat) -> CGFloat { inset > 0 ? max(0, depth) : 0 }
    return UIEdgeInsets(
      top: reach(outer.top, outer.top - (frame.minY - bounds.minY)),
      left: reach(outer.left, outer.left - (frame.minX - bounds.minX)),
      bottom: reach(outer.bottom, frame.maxY - (bounds.maxY - outer.bottom)),
      right: reach(outer.right, frame.maxX - (bounds.maxX - outer.right)))
  }

  /// Sets the view's safe-area insets to the part of its superview's it overlaps, if it takes
  /// them from its superview, or has its view controller set them.
  /// - Returns: Whether the insets changed.
  @discardableResult
  func updateSafeAreaFromSuperview() -> Bool {
    // A view controller's view in a superview: its controller works its insets out again when
    // the view moved (a custom container's child placed by layout).
    if let controller = owningViewController, superview != nil, !(self is UIWindow) {
      guard controller.safeAreaInsetsOfView != storedSafeAreaInsets else { return false }
      controller.updateSafeArea()
      return true
    }
    guard takesSafeAreaFromSuperview else { return false }
    let insets = Self.safeAreaOverlap(of: frame, in: superview)
    guard insets != storedSafeAreaInsets else { return false }
    storedSafeAreaInsets = insets
    return true
  }
}
