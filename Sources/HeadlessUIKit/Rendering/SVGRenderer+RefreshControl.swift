import Foundation

extension SVGRenderPass {
  /// A refresh control while refreshing: a spinner of 8 spokes whose alpha falls linearly from
  /// the head, and the title under it.
  ///
  /// The linear ramp without a floor and the secondary label colour of the head are UIKit's
  /// (jackeltoncarbone/Jwift, Apple/Sizing.md section 8: a replicator of 8 instances with an
  /// alpha offset, levels measured on Apple's HIG image). The spokes take the medium activity
  /// indicator's geometry; no public source gives the refresh control's own.
  mutating func drawRefreshControl(_ control: UIRefreshControl, in bounds: CGRect) {
    guard control.isRefreshing else { return }
    let n = SVGFormat.number
    let color = UIColor.secondaryLabel
    let colorAlpha = SVGFormat.components(color.cgColor).alpha
    let hasTitle = (control.attributedTitle?.length ?? 0) > 0
    let center = CGPoint(x: bounds.midX, y: bounds.midY - (hasTitle ? 10 : 0))
    let spoke = SVGPath.roundedRect(CGRect(x: -10, y: -1.25, width: 6.5, height: 2.5), radius: 1.25)
    document.openGroup(" transform=\"translate(\(n(center.x)) \(n(center.y)))\"")
    for index in 0..<8 {
      let alpha = (1 - CGFloat(index) / 8) * colorAlpha
      document.add(
        "<path d=\"\(spoke)\" transform=\"rotate(\(n(CGFloat(index) * 45)))\""
          + "\(SVGFormat.paint("fill", color.withAlphaComponent(1).cgColor, opacity: alpha))/>")
    }
    document.closeGroup()
    if let title = control.attributedTitle, hasTitle {
      let attributes = Self.attributes(of: title)
      let font = attributes.font ?? .systemFont(ofSize: 13)
      let layout = Self.singleLine(title.string, font: font, width: bounds.width - 32)
      let rect = CGRect(x: bounds.minX + 16, y: center.y + 14, width: bounds.width - 32, height: 18)
      drawLines(
        layout, font: font, color: (attributes.color ?? .secondaryLabel).cgColor, alignment: .center,
        in: rect)
    }
  }
}
