import Foundation

/// How a progress view shows itself: a capsule track across the view and a capsule fill from
/// the leading edge.
///
/// UIKit's drawing, read from its decompile (jackeltoncarbone/Jwift, Apple/Sizing.md section 9):
/// the track is `systemFill` (clear for the bar style) unless `trackTintColor` is set; the fill
/// is `progressTintColor`, else the tint colour, `round(width * progress)` wide but never
/// narrower than its two round caps, and not drawn at 0.
extension UIProgressView {
  func drawProgress(in bounds: CGRect, on canvas: inout SVGCanvas) {
    let height = bounds.height
    let radius = height / 2
    let trackColor = trackTintColor ?? (progressViewStyle == .bar ? UIColor.clear : UIColor.systemFill)
    canvas.add(.path(.roundedRect(bounds, radius: radius)).fill(trackColor.cgColor))
    let progress = CGFloat(self.progress)
    guard progress > 0 else { return }
    var width = Swift.max((bounds.width * progress).rounded(), 2 * height)
    width = Swift.min(width, bounds.width)
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    let fill = CGRect(
      x: leftToRight ? bounds.minX : bounds.maxX - width, y: bounds.minY, width: width, height: height)
    let color: UIColor = progressTintColor ?? tintColor ?? .systemBlue
    canvas.add(.path(.roundedRect(fill, radius: radius)).fill(color.cgColor))
  }
}
