import Foundation

/// How a stepper shows itself: a rounded grey plate like a segmented control's, a divider, and
/// the − and + glyphs, each greyed out when its button cannot step.
///
/// The plate's 8-point corner radius is the segmented control's (jackeltoncarbone/Jwift,
/// Apple/Sizing.md section 2, read from UIKit's decompile; UIKit's stepper draws its plate with
/// the segmented control's background). No public source gives the glyphs' 14-point length
/// and 2-point stroke or the divider's 18-point height: HeadlessUIKit's own.
extension UIStepper {
  func drawStepper(in bounds: CGRect, on canvas: inout SVGCanvas) {
    canvas.group(enabledGroup) { canvas in
      if backgroundColor == nil {
        canvas.add(.path(.roundedRect(bounds, radius: 8)).fill(UIColor.tertiarySystemFill.cgColor))
      }
      let divider = CGRect(x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18)
      canvas.add(.rect(divider).fill(UIColor.separator.cgColor))
      let enabled = UIColor.label.cgColor
      let disabled = UIColor.tertiaryLabel.cgColor
      let minus = CGPoint(x: bounds.minX + bounds.width / 4, y: bounds.midY)
      let plus = CGPoint(x: bounds.maxX - bounds.width / 4, y: bounds.midY)
      var minusPath = SVGPathData()
      minusPath.move(to: CGPoint(x: minus.x - 7, y: minus.y))
      minusPath.horizontalLine(toX: minus.x + 7)
      var plusPath = SVGPathData()
      plusPath.move(to: CGPoint(x: plus.x - 7, y: plus.y))
      plusPath.horizontalLine(toX: plus.x + 7)
      plusPath.move(to: CGPoint(x: plus.x, y: plus.y - 7))
      plusPath.verticalLine(toY: plus.y + 7)
      for (path, canStep) in [(minusPath, canDecrement), (plusPath, canIncrement)] {
        canvas.add(.path(path).noFill().stroke(canStep ? enabled : disabled, width: 2).lineCap(.round))
      }
    }
  }
}
