import Foundation

extension SVGRenderPass {
  /// A stepper: a rounded grey plate like a segmented control's, a divider, and the − and +
  /// glyphs, each greyed out when its button cannot step.
  ///
  /// The plate's 8-point corner radius is the segmented control's (jackeltoncarbone/Jwift,
  /// Apple/Sizing.md section 2, read from UIKit's decompile; UIKit's stepper draws its plate with
  /// the segmented control's background). No public source gives the glyphs' 14-point length
  /// and 2-point stroke or the divider's 18-point height: HeadlessUIKit's own.
  mutating func drawStepper(_ stepper: UIStepper, in bounds: CGRect) {
    let n = SVGFormat.number
    let opacity = stepper.isEnabled ? "" : " opacity=\"0.5\""
    document.openGroup(opacity)
    if stepper.backgroundColor == nil {
      document.add(
        "<path d=\"\(SVGPath.roundedRect(bounds, radius: 8))\""
          + "\(SVGFormat.paint("fill", UIColor.tertiarySystemFill.cgColor))/>")
    }
    let middle = bounds.midX
    document.add(
      "<rect x=\"\(n(middle - 0.5))\" y=\"\(n(bounds.midY - 9))\" width=\"1\" height=\"18\""
        + "\(SVGFormat.paint("fill", UIColor.separator.cgColor))/>")
    let enabled = UIColor.label.cgColor
    let disabled = UIColor.tertiaryLabel.cgColor
    let minusCenter = CGPoint(x: bounds.minX + bounds.width / 4, y: bounds.midY)
    let plusCenter = CGPoint(x: bounds.maxX - bounds.width / 4, y: bounds.midY)
    let minusColor = stepper.canDecrement ? enabled : disabled
    let plusColor = stepper.canIncrement ? enabled : disabled
    let stroke = { (color: CGColor) in
      SVGFormat.paint("stroke", color) + " stroke-width=\"2\" stroke-linecap=\"round\""
    }
    document.add(
      "<path d=\"M \(n(minusCenter.x - 7)) \(n(minusCenter.y)) H \(n(minusCenter.x + 7))\" fill=\"none\""
        + "\(stroke(minusColor))/>")
    document.add(
      "<path d=\"M \(n(plusCenter.x - 7)) \(n(plusCenter.y)) H \(n(plusCenter.x + 7)) "
        + "M \(n(plusCenter.x)) \(n(plusCenter.y - 7)) V \(n(plusCenter.y + 7))\" fill=\"none\""
        + "\(stroke(plusColor))/>")
    document.closeGroup()
  }
}
