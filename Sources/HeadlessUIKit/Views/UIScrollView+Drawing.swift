import Foundation

/// What a scroll view draws and says it shows.
extension UIScrollView {
  /// The subviews that can show: in a scroll view that clips, those wholly outside the visible
  /// bounds (the content offset and the view's size) are left out (a transformed subview is
  /// always drawn).
  var scrollViewSubviewsToDraw: [UIView] {
    guard layer.masksToBounds else { return subviews }
    let visible = layer.bounds
    return subviews.filter { !$0.transform.isIdentity || $0.layer.frame.intersects(visible) }
  }

  var scrollViewDescription: [String] {
    ["contentSize=(\(SVGFormat.number(contentSize.width)), \(SVGFormat.number(contentSize.height)))"]
  }
}
