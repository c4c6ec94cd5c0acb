import Foundation

/// The background view of a table or collection view: behind every cell, header and footer, the
/// size of the visible rectangle, staying put while the content scrolls (UITableView.h: "will
/// be automatically resized to track the size of the table view"; "placed as a subview of the
/// table view behind all cells and headers/footers"; UICollectionView.h says the same of
/// collection views).
extension UIScrollView {
  /// Takes the old background view out and puts the new one behind everything.
  func replaceListBackgroundView(_ old: UIView?, with new: UIView?) {
    guard new !== old else { return }
    if let old, old.superview === self { old.removeFromSuperview() }
    if let new {
      insertSubview(new, at: 0)
      new.frame = bounds
    }
    setNeedsLayout()
  }

  /// Sizes the background view to the visible rectangle and keeps it behind the cells placed
  /// since; called at the end of each layout pass.
  func placeListBackgroundView(_ view: UIView?) {
    guard let view, view.superview === self else { return }
    if view.frame != bounds { view.frame = bounds }
    if subviews.first !== view { sendSubviewToBack(view) }
  }
}
