import Foundation

extension SVGRenderPass {
  /// A page control: one dot per page, centred in the view, the current page's dot solid.
  ///
  /// No public source gives UIKit's dot metrics or default colours: the 8-point dots on a
  /// 16-point pitch, the label colour for the current page and the label colour at 30% for the
  /// others are HeadlessUIKit's own. A control with one page hides its dot with
  /// `hidesForSinglePage`.
  mutating func drawPageControl(_ control: UIPageControl, in bounds: CGRect) {
    let n = SVGFormat.number
    let count = control.numberOfPages
    guard count > 0, !(count == 1 && control.hidesForSinglePage) else { return }
    let metrics = UIPageControl.indicatorMetrics
    let rowWidth = CGFloat(count) * metrics.pitch
    let leftToRight =
      control.direction == .leftToRight
      || (control.direction == .natural && control.effectiveUserInterfaceLayoutDirection == .leftToRight)
    let current = control.currentPageIndicatorTintColor ?? .label
    let other = control.pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
    for page in 0..<count {
      let slot = leftToRight ? page : count - 1 - page
      let x = bounds.midX - rowWidth / 2 + (CGFloat(slot) + 0.5) * metrics.pitch
      let color = page == control.currentPage ? current : other
      document.add(
        "<circle cx=\"\(n(x))\" cy=\"\(n(bounds.midY))\" r=\"\(n(metrics.dot / 2))\""
          + "\(SVGFormat.paint("fill", color.cgColor))/>")
    }
  }
}
