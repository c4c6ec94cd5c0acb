import Foundation

extension SVGRenderPass {
  /// A progress view: a capsule track across the view and a capsule fill from the leading edge.
  ///
  /// UIKit's drawing, read from its decompile (jackeltoncarbone/Jwift, Apple/Sizing.md section 9):
  /// the track is `systemFill` (clear for the bar style) unless `trackTintColor` is set; the fill
  /// is `progressTintColor`, else the tint colour, `round(width * progress)` wide but never
  /// narrower than its two round caps, and not drawn at 0.
  mutating func drawProgressView(_ progressView: UIProgressView, in bounds: CGRect) {
    let height = bounds.height
    let radius = height / 2
    let trackColor =
      progressView.trackTintColor
      ?? (progressView.progressViewStyle == .bar ? UIColor.clear : UIColor.systemFill)
    document.add(
      "<path d=\"\(SVGPath.roundedRect(bounds, radius: radius))\"\(SVGFormat.paint("fill", trackColor.cgColor))/>"
    )
    let progress = CGFloat(progressView.progress)
    guard progress > 0 else { return }
    var width = Swift.max((bounds.width * progress).rounded(), 2 * height)
    width = Swift.min(width, bounds.width)
    let leftToRight = progressView.effectiveUserInterfaceLayoutDirection == .leftToRight
    let fill = CGRect(
      x: leftToRight ? bounds.minX : bounds.maxX - width, y: bounds.minY, width: width, height: height)
    let color: UIColor = progressView.progressTintColor ?? progressView.tintColor ?? .systemBlue
    document.add(
      "<path d=\"\(SVGPath.roundedRect(fill, radius: radius))\"\(SVGFormat.paint("fill", color.cgColor))/>")
  }
}
