import Foundation

extension SVGRenderPass {
  /// The subviews of a view worth drawing: all of them, except in a scroll view that clips,
  /// where those wholly outside the visible bounds (the content offset and the view's size) are
  /// left out, as they would not show (a transformed subview is always drawn).
  func visibleSubviews(of view: UIView) -> [UIView] {
    guard view is UIScrollView, view.layer.masksToBounds else { return view.subviews }
    let visible = view.layer.bounds
    return view.subviews.filter { !$0.transform.isIdentity || $0.layer.frame.intersects(visible) }
  }
}
