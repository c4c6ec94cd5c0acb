import DeclarativeUIKit
import Testing

/// Long texts lay out in time linear in their length: truncation measures heads and tails from
/// running sums, and wrapping maps lines to the text in one walk. (Before, a 2-line label of
/// 8,000 characters took seconds and a 100 KB one-line label did not finish in minutes; the
/// benchmarks' `text` section has the figures.) UIKit truncates the last line with an ellipsis
/// (`NSLineBreakMode.byTruncatingTail`, UILabel's default).
@MainActor
@Suite struct LongTextLayoutTests {
  private static let text = String(
    String(repeating: "lorem ipsum dolor sit amet ", count: 4_000).prefix(100_000))

  private func laidOut(lines: Int, mode: NSLineBreakMode = .byTruncatingTail) -> UILabel {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UILabel()
    label.text = Self.text
    label.numberOfLines = lines
    label.lineBreakMode = mode
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return label
  }

  @Test(arguments: [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
  func aHundredKilobyteOneLineLabelIsTruncated(mode: NSLineBreakMode) {
    let label = laidOut(lines: 1, mode: mode)
    #expect(label.frame.width == 320)
    let svg = SVGRenderer().render(label)
    #expect(svg.contains("\u{2026}"))
    #expect(svg.utf8.count < 2_000)
  }

  @Test func aHundredKilobyteTwoLineLabelWrapsAndTruncatesItsSecondLine() {
    let label = laidOut(lines: 2)
    #expect(label.frame.height > 40)
    let description = ViewTreeDescription(label).description
    #expect(description.contains("lines=2"))
    #expect(SVGRenderer().render(label).contains("\u{2026}</text>"))
  }

  @Test func aHundredKilobyteWordIsBrokenAndTruncated() {
    let root = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    root.text = String(repeating: "x", count: 100_000)
    root.numberOfLines = 3
    #expect(SVGRenderer().render(root).contains("\u{2026}</text>"))
  }
}
