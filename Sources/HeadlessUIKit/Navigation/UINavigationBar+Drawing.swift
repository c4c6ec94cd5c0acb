import Foundation

/// How a navigation bar draws its own background: at rest, over content that starts below it,
/// the scroll-edge appearance's background colour (the top item's, else the bar's) over the bar's bounds, and nothing when the
/// bar has no scroll-edge appearance (UIKit then shows the standard appearance "modified to use
/// a transparent background", Apple's `scrollEdgeAppearance` documentation). Its titles and
/// buttons are subviews.
extension UINavigationBar {
  func drawBarBackground(on canvas: inout SVGCanvas) {
    guard let color = shownScrollEdgeAppearance?.backgroundColor else { return }
    canvas.add(.rect(CGRect(origin: .zero, size: bounds.size)).fill(color.cgColor))
  }
}
