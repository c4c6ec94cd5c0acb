import DeclarativeUIKit
import Testing

// A label's text is laid out one way, with its screen's display scale, for its size and for
// its drawing: the drawn block is the height the label measured, centred in its bounds.
@MainActor
@Suite struct UILabelDrawingTests {
  /// A label at its own size in a window on a 2x screen (iPhone SE 3rd generation).
  private func labelOnA2xScreen(_ text: String) -> UILabel {
    let screen = UIScreen(device: .iPhoneSE3)
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    let label = UILabel()
    label.text = text
    window.addSubview(label)
    label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
    return label
  }

  @Test func onA2xScreenTheTextBlockIsTheHeightTheLabelMeasured() {
    // 17-point SF Pro lines are 20.29 tall: 20.5 on a 2x pixel grid (20.33 on a 3x one). The
    // block fills the label, so the baseline is the ascender, 16.19, below its top.
    let label = labelOnA2xScreen("Plan hikes together")
    #expect(label.frame.height == 20.5)
    #expect(SVGRenderer().render(label).contains("<text x=\"0\" y=\"16.19\""))
  }

  @Test func aLabelOnNoScreenMeasuresAndDrawsOn3xPixels() {
    let label = UILabel()
    label.text = "Plan hikes together"
    label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
    #expect(abs(label.frame.height - 61.0 / 3) < 0.001)
    #expect(SVGRenderer().render(label).contains("<text x=\"0\" y=\"16.19\""))
  }
}
