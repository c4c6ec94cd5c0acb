import Foundation

/// How a refresh control shows itself while refreshing: a spinner of 8 spokes whose alpha falls
/// linearly from the head, and the title under it.
///
/// The linear ramp without a floor and the secondary label colour of the head are UIKit's
/// (jackeltoncarbone/Jwift, Apple/Sizing.md section 8: a replicator of 8 instances with an
/// alpha offset, levels measured on Apple's HIG image). The spokes take the medium activity
/// indicator's geometry; no public source gives the refresh control's own.
extension UIRefreshControl {
  func drawRefreshing(in bounds: CGRect, on canvas: inout SVGCanvas) {
    guard isRefreshing else { return }
    let color = UIColor.secondaryLabel
    let colorAlpha = SVGFormat.components(color.cgColor).alpha
    let hasTitle = (attributedTitle?.length ?? 0) > 0
    let center = CGPoint(x: bounds.midX, y: bounds.midY - (hasTitle ? 10 : 0))
    let spoke = SVGPathData.roundedRect(CGRect(x: -10, y: -1.25, width: 6.5, height: 2.5), radius: 1.25)
    canvas.group(SVGElement.group.transform([.translate(center.x, center.y)])) { canvas in
      for index in 0..<8 {
        let alpha = (1 - CGFloat(index) / 8) * colorAlpha
        canvas.add(
          .path(spoke).transform([.rotate(CGFloat(index) * 45)])
            .fill(color.withAlphaComponent(1).cgColor, opacity: alpha))
      }
    }
    if let title = attributedTitle, hasTitle {
      let style = title.firstRunStyle
      let font = style.font ?? .systemFont(ofSize: 13)
      let layout = TextLayout.singleLine(title.string, font: font, width: bounds.width - 32)
      let rect = CGRect(x: bounds.minX + 16, y: center.y + 14, width: bounds.width - 32, height: 18)
      canvas.drawText(
        layout, font: font, color: (style.color ?? .secondaryLabel).cgColor, alignment: .center, in: rect)
    }
  }
}
