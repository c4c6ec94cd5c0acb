import Foundation
import HeadlessUIKit
import Testing

/// The system font's stand-in metrics and the line breaking UILabel does with them.
@Suite struct TextMetricsTests {
  private let body = TextMetrics(pointSize: 17)

  @Test func lineHeightIsSFProTextsAscenderMinusDescender() {
    // UIFont.systemFont(ofSize: 17).lineHeight on iOS is 20.287109375 (2444/2048 em).
    #expect(abs(body.lineHeight - 20.287109375) < 1e-9)
    #expect(abs(body.ascender - 17 * 1950 / 2048) < 1e-9)
    #expect(body.descender < 0)
    #expect(abs(body.ascender - body.descender - body.lineHeight) < 1e-9)
  }

  @Test func metricsScaleLinearlyWithPointSize() {
    let small = TextMetrics(pointSize: 10)
    let large = TextMetrics(pointSize: 20)
    #expect(abs(large.width(of: "Hello") - 2 * small.width(of: "Hello")) < 1e-9)
    #expect(abs(large.lineHeight - 2 * small.lineHeight) < 1e-9)
  }

  @Test func labelAtSeventeenPointsIsAboutInterfaceBuildersWidth() {
    // A new label in Interface Builder ("Label", 17 pt) is 41.5 points wide.
    #expect(abs(body.width(of: "Label") - 41.5) < 0.1)
  }

  @Test func narrowAndWideLettersDiffer() {
    #expect(body.advance(of: "i") < body.advance(of: "n"))
    #expect(body.advance(of: "n") < body.advance(of: "m"))
    #expect(body.advance(of: "W") > body.advance(of: "I"))
  }

  @Test func heavierWeightsAreWider() {
    let weights: [CGFloat] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
    let widths = weights.map { TextMetrics(pointSize: 17, weight: $0).width(of: "Weight") }
    for index in 1..<widths.count { #expect(widths[index] > widths[index - 1]) }
  }

  @Test func charactersOutsideASCIIHaveDocumentedDefaults() {
    #expect(abs(body.advance(of: "\u{4E2D}") - 17) < 1e-9)  // a CJK ideograph is one em
    #expect(abs(body.advance(of: "\u{E9}") - 0.58 * 17) < 1e-9)  // é: the default width
    #expect(body.width(of: "e\u{301}") == body.advance(of: "e"))  // one grapheme, one advance
  }

  @Test func sizesAreCeiledToThePixelGrid() {
    let sixtyOneThirds: CGFloat = CGFloat(61) / 3
    let tenThirds: CGFloat = CGFloat(10) / 3
    #expect(TextMetrics.ceilToPixel(20.287109375) == sixtyOneThirds)
    #expect(TextMetrics.ceilToPixel(20) == 20)
    #expect(TextMetrics.ceilToPixel(tenThirds) == tenThirds)
  }

  @Test func oneLineTextIsItsNaturalSize() {
    let layout = TextLayout(
      text: "Hello world", metrics: body, width: nil, numberOfLines: 1, lineBreak: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["Hello world"])
    #expect(layout.size.width == TextMetrics.ceilToPixel(body.width(of: "Hello world")))
    #expect(layout.size.height == TextMetrics.ceilToPixel(body.lineHeight))
    #expect(!layout.isTruncated)
  }

  @Test func emptyTextHasNoSize() {
    let layout = TextLayout(
      text: "", metrics: body, width: 100, numberOfLines: 0, lineBreak: .byWordWrapping)
    #expect(layout.lines.isEmpty)
    #expect(layout.size == .zero)
  }

  @Test func wordWrappingBreaksAtSpacesWithinTheWidth() {
    let width = body.width(of: "one two") + 1
    let layout = TextLayout(
      text: "one two three four", metrics: body, width: width, numberOfLines: 0,
      lineBreak: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["one two", "three", "four"])
    for line in layout.lines { #expect(line.width <= width) }
    #expect(layout.size.height == TextMetrics.ceilToPixel(3 * body.lineHeight))
    #expect(layout.size.width == TextMetrics.ceilToPixel(body.width(of: "one two")))
  }

  @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
    let width = body.width(of: "abc")
    let layout = TextLayout(
      text: "abcdefg", metrics: body, width: width, numberOfLines: 0, lineBreak: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["abc", "def", "g"])
  }

  @Test func characterWrappingFillsEachLine() {
    let width = body.width(of: "ab cd") + 0.01
    let layout = TextLayout(
      text: "ab cdef", metrics: body, width: width, numberOfLines: 0, lineBreak: .byCharWrapping)
    #expect(layout.lines.map(\.text) == ["ab cd", "ef"])
  }

  @Test func newlinesStartNewLines() {
    let layout = TextLayout(
      text: "a\nb\n\nc", metrics: body, width: nil, numberOfLines: 0, lineBreak: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["a", "b", "", "c"])
  }

  @Test func numberOfLinesCapsTheLinesAndTruncatesTheLastOne() {
    let width = body.width(of: "one two") + 1
    let layout = TextLayout(
      text: "one two three four", metrics: body, width: width, numberOfLines: 2,
      lineBreak: .byTruncatingTail)
    #expect(layout.lines.count == 2)
    #expect(layout.lines[0].text == "one two")
    #expect(layout.lines[1].text.hasSuffix("\u{2026}"))
    #expect(layout.lines[1].text.hasPrefix("thr"))
    #expect(layout.lines[1].width <= width)
    #expect(layout.isTruncated)
  }

  @Test func tailHeadAndMiddleTruncationKeepTheirEnds() {
    let text = "abcdefghijklmnop"
    let width = body.width(of: "abcdefgh")
    func line(_ mode: TextLayout.LineBreak) -> String {
      TextLayout(text: text, metrics: body, width: width, numberOfLines: 1, lineBreak: mode)
        .lines[0].text
    }
    #expect(line(.byTruncatingTail).hasPrefix("abc"))
    #expect(line(.byTruncatingTail).hasSuffix("\u{2026}"))
    #expect(line(.byTruncatingHead).hasPrefix("\u{2026}"))
    #expect(line(.byTruncatingHead).hasSuffix("nop"))
    #expect(line(.byTruncatingMiddle).hasPrefix("ab"))
    #expect(line(.byTruncatingMiddle).hasSuffix("op"))
    #expect(line(.byTruncatingMiddle).contains("\u{2026}"))
    for mode in [TextLayout.LineBreak.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      let layout = TextLayout(text: text, metrics: body, width: width, numberOfLines: 1, lineBreak: mode)
      #expect(layout.lines[0].width <= width + 1e-9)
      #expect(layout.isTruncated)
    }
  }

  @Test func clippingKeepsTheTextAndLimitsTheWidth() {
    let width = body.width(of: "abc")
    let layout = TextLayout(
      text: "abcdef", metrics: body, width: width, numberOfLines: 1, lineBreak: .byClipping)
    #expect(layout.lines[0].text == "abcdef")
    #expect(layout.size.width == TextMetrics.ceilToPixel(width))
  }

  @Test func textThatFitsIsNotTruncated() {
    let layout = TextLayout(
      text: "short", metrics: body, width: 500, numberOfLines: 1, lineBreak: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["short"])
    #expect(!layout.isTruncated)
  }
}
