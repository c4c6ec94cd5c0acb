import Foundation

/// How a page control shows itself: one dot per page, centred in the view, the current page's
/// dot solid.
///
/// No public source gives UIKit's default dot colours: the label colour for the current page
/// and the label colour at 30% for the others are HeadlessUIKit's own (the dot metrics are
/// `UIPageControl.indicatorMetrics`). A control with one page hides its dot with
/// `hidesForSinglePage`.
extension UIPageControl {
  func drawPageIndicators(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let count = numberOfPages
    guard count > 0, !(count == 1 && hidesForSinglePage) else { return }
    let metrics = UIPageControl.indicatorMetrics
    let rowWidth = CGFloat(count) * metrics.pitch
    let leftToRight =
      direction == .leftToRight
      || (direction == .natural && effectiveUserInterfaceLayoutDirection == .leftToRight)
    let current = currentPageIndicatorTintColor ?? .label
    let other = pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
    for page in 0..<count {
      let slot = leftToRight ? page : count - 1 - page
      let x = bounds.midX - rowWidth / 2 + (CGFloat(slot) + 0.5) * metrics.pitch
      let color = page == currentPage ? current : other
      canvas.add(.circle(center: CGPoint(x: x, y: bounds.midY), radius: metrics.dot / 2).fill(color.cgColor))
    }
  }
}
