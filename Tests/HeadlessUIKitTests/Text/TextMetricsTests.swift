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

  /// Apple's Human Interface Guidelines (Typography, Specifications, SF Pro tracking values):
  /// +41 thousandths of an em at 6 points, 0 at 12, -26 at 17, -23 at 20, +14 at 28, 0 from 80.
  @Test func trackingFollowsTheHumanInterfaceGuidelinesTable() {
    #expect(TextMetrics.tracking(atPointSize: 6) == 41)
    #expect(TextMetrics.tracking(atPointSize: 12) == 0)
    #expect(TextMetrics.tracking(atPointSize: 17) == -26)
    #expect(TextMetrics.tracking(atPointSize: 20) == -23)
    #expect(TextMetrics.tracking(atPointSize: 28) == 14)
    #expect(TextMetrics.tracking(atPointSize: 80) == 0)
    #expect(TextMetrics.tracking(atPointSize: 120) == 0)
    #expect(TextMetrics.tracking(atPointSize: 4) == 41)
    // Between two listed sizes the tracking is on the line between them.
    #expect(abs(TextMetrics.tracking(atPointSize: 16.5) - -23) < 1e-9)
  }

  /// Tracking is added to every advance, so a character's advance per point of size is its own
  /// width plus the size's tracking: at 12 points (no tracking) and at 17 (-26/1000 em) the
  /// difference is the tracking's.
  @Test func everyAdvanceCarriesTheTrackingOfItsSize() {
    let twelve = TextMetrics(pointSize: 12)
    for character: Character in ["a", "W", "1", " "] {
      let perEm17 = body.advance(of: character) / 17 * 1000
      let perEm12 = twelve.advance(of: character) / 12 * 1000
      #expect(abs(perEm17 - perEm12 - -26) < 1e-9)
    }
    #expect(TextMetrics(pointSize: 17, isMonospaced: true).tracking == 0)
  }

  /// iOS 16.4 (cashapp/AccessibilitySnapshot, testDataTable's reference image at 92c5030): a
  /// 17-point "Hello World" label is 88 points wide at 3x; the Sentry sample app's iOS 16 dump
  /// (getsentry/sentry mockViewHierarchyData.tsx @ 21cad6e9): a 15-point "Message" title is 62
  /// wide at 2x. Both are in the recordings the advances were fitted to.
  @Test func labelsMeasureAsTheFittedRecordingsOfIOS16() {
    #expect(TextMetrics.ceilToPixel(body.width(of: "Hello World")) == 88)
    #expect(TextMetrics.ceilToPixel(TextMetrics(pointSize: 15).width(of: "Message"), scale: 2) == 62)
  }

  /// A lowercase letter without an ascender after a capital T is kerned under its bar; other
  /// pairs are not kerned.
  @Test func aCapitalTKernsTheLowercaseLetterAfterIt() {
    let kerned = body.width(of: "Ta")
    #expect(kerned < body.advance(of: "T") + body.advance(of: "a"))
    #expect(body.width(of: "TA") == body.advance(of: "T") + body.advance(of: "A"))
    #expect(body.width(of: "Th") == body.advance(of: "T") + body.advance(of: "h"))
    #expect(body.width(of: "ab") == body.advance(of: "a") + body.advance(of: "b"))
    #expect(body.advances(of: "Ta").reduce(0, +) == kerned)
    // Measuring a run and adding up its advances (as wrapping does) agree to the last bit.
    let text = "To Tell Them: a Tall Tree"
    #expect(body.width(of: text) == body.advances(of: text).reduce(0, +))
  }

  /// Each release measures with its own fitted table: swift-snapshot-testing's iOS 13.3
  /// recordings (testTraits.ipad-9-7.txt at fb70100) show a 17-point body "the" 25 points wide
  /// and its iOS 12.1 ones (testTraits.ipad-mini.txt at deed033, 2x) 25 as well, where iOS
  /// 16.4's table gives 24.333; both are in the recordings the tables were fitted to.
  @Test func eachReleaseMeasuresWithItsOwnTable() {
    func the(on release: SimulatedRelease, scale: CGFloat) -> CGFloat {
      SimulatedRelease.$current.withValue(release) {
        TextMetrics.ceilToPixel(TextMetrics(pointSize: 17).width(of: "the"), scale: scale)
      }
    }
    #expect(the(on: .iOS13, scale: 3) == 25)
    #expect(the(on: .iOS12, scale: 2) == 25)
    #expect(abs(the(on: .iOS16, scale: 3) - (24 + CGFloat(1) / 3)) < 1e-9)
  }

  /// Metrics measure with the font of the release modelled when they are made.
  @Test func metricsBelongToTheModelledRelease() {
    let thirteen = SimulatedRelease.$current.withValue(.iOS13) { TextMetrics(pointSize: 17) }
    #expect(thirteen.release == .iOS13)
    #expect(body.release == .iOS16)
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
