import DeclarativeUIKit
import Testing

// Text as laid out by HeadlessUIKit's text layout: place, font, colour, wrapping, truncation.
@MainActor
@Suite struct SVGRendererTextTests {
  private let fontStack =
    "font-family=\"&apos;SF Pro Text&apos;, &apos;SF Pro Display&apos;, -apple-system, &apos;Inter&apos;, "
    + "system-ui, &apos;Helvetica Neue&apos;, Arial, sans-serif\""

  private func label(_ text: String, width: CGFloat, height: CGFloat) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
    label.text = text
    return label
  }

  @Test func labelLineIsCentredVerticallyOnItsBaselineAndStretchedToItsMeasuredWidth() {
    // "Label" at 17 points measures 40.53 (TextMetrics' iOS 16 advances and tracking), centred in
    // the 200-point box; one line is 20.33 tall, so the block starts at (40 - 20.33) / 2 = 9.83
    // and the baseline is 16.19 (the ascender) below.
    let view = label("Label", width: 200, height: 40)
    view.textAlignment = .center
    let svg = SVGRenderer().render(view)
    #expect(
      svg.contains(
        "<text x=\"79.74\" y=\"26.02\" \(fontStack) font-size=\"17\" fill=\"#000000\" textLength=\"40.53\" "
          + "lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">Label</text>"))
  }

  @Test func alignmentPlacesTheLine() {
    let right = label("Label", width: 200, height: 40)
    right.textAlignment = .right
    #expect(SVGRenderer().render(right).contains("<text x=\"159.47\" y=\"26.02\""))
    let natural = label("Label", width: 200, height: 40)
    #expect(SVGRenderer().render(natural).contains("<text x=\"0\" y=\"26.02\""))
  }

  @Test func fontWeightSizeAndColourWithAlpha() {
    let view = label("Bold", width: 200, height: 30)
    view.font = .systemFont(ofSize: 24, weight: .semibold)
    view.textColor = UIColor(white: 0, alpha: 0.6)
    let svg = SVGRenderer().render(view)
    #expect(svg.contains("font-size=\"24\" font-weight=\"600\" fill=\"#000000\" fill-opacity=\"0.6\""))
  }

  @Test func wrappedLabelDrawsALinePerLaidOutLine() {
    let view = label("one two three four", width: 60, height: 100)
    view.numberOfLines = 0
    let svg = SVGRenderer().render(view)
    let lines = svg.split(separator: "\n").filter { $0.contains("<text") }
    #expect(lines.count > 1)
    // Each line is one line height (20.29) below the last.
    #expect(lines.count == 3 || lines.count == 4)
    #expect(lines[0].contains(">one two<") || lines[0].contains(">one<"))
  }

  @Test func truncatedLabelEndsWithAnEllipsis() {
    let view = label("A rather long sentence that cannot fit", width: 100, height: 21)
    let svg = SVGRenderer().render(view)
    #expect(svg.contains("\u{2026}</text>"))
    #expect(!svg.contains("cannot fit"))
  }

  @Test func labelShorterThanItsTextShowsTheLinesThatFit() {
    let view = label("one two three four five six", width: 60, height: 41)
    view.numberOfLines = 0
    let svg = SVGRenderer().render(view)
    let textLines = svg.split(separator: "\n").filter { $0.contains("<text") }
    #expect(textLines.count == 2)
    #expect(svg.contains("\u{2026}</text>"))
  }

  @Test func textIsEscapedForXML() {
    let svg = SVGRenderer().render(label("<a & \"b\">", width: 200, height: 30))
    #expect(svg.contains(">&lt;a &amp; &quot;b&quot;&gt;</text>"))
  }

  @Test func emptyTextFieldShowsItsPlaceholderInThePlaceholderColour() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.placeholder = "User Name"
    field.borderStyle = .roundedRect
    let svg = SVGRenderer().render(field)
    #expect(svg.contains("fill=\"#3C3C43\" fill-opacity=\"0.3\""))
    #expect(svg.contains(">User Name</text>"))
    // A rounded-rect field pads its text by 7 points.
    #expect(svg.contains("<text x=\"7\""))
  }

  @Test func secureTextFieldShowsBullets() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.text = "abc"
    field.isSecureTextEntry = true
    let svg = SVGRenderer().render(field)
    #expect(svg.contains(">\u{2022}\u{2022}\u{2022}</text>"))
    #expect(!svg.contains(">abc<"))
  }

  @Test func buttonTitleIsCentredInTheStatesColour() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    button.setTitle("Go", for: .normal)
    button.setTitleColor(.purple, for: .normal)
    button.setTitleColor(.red, for: .disabled)
    #expect(SVGRenderer().render(button).contains("fill=\"#800080\""))
    button.isEnabled = false
    let svg = SVGRenderer().render(button)
    #expect(svg.contains("fill=\"#FF0000\""))
    #expect(svg.contains(">Go</text>"))
  }
}
