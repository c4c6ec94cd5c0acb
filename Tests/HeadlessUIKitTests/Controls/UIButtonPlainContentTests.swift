import DeclarativeUIKit
import Testing

// A button without a configuration places its title and image once, in UIButton, for its size,
// its baseline and its drawing alike. The title label shows the attributed title when there is
// one (UIButton.h: `titleLabel`, `setAttributedTitle(_:for:)`), so the title is measured in the
// font it is drawn in: the attributed title's own.
@MainActor
@Suite struct UIButtonPlainContentTests {
  private func attributedButton(_ title: String, size: CGFloat) -> UIButton {
    let button = UIButton(type: .system)
    button.setAttributedTitle(
      NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: size)]), for: .normal)
    return button
  }

  @Test func anAttributedTitleIsMeasuredInItsOwnFont() {
    let button = attributedButton("Follow", size: 30)
    let label = UILabel()
    label.font = .systemFont(ofSize: 30)
    label.text = "Follow"
    let text = label.intrinsicContentSize
    // The title's size rounded up to whole points, and 6 points above and below it.
    #expect(
      button.intrinsicContentSize
        == CGSize(width: text.width.rounded(.up), height: text.height.rounded(.up) + 12))
  }

  @Test func theTitleIsDrawnInTheFontAndPlaceItWasMeasuredIn() throws {
    let button = attributedButton("Follow", size: 30)
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    let svg = SVGRenderer().render(button)
    #expect(svg.contains("font-size=\"30\""))
    // Centred: one 30-point line (35.8, 36 on 3x pixels) in the 48-point button starts at 6; the
    // baseline is the ascender (28.56) below. Across, the title's drawn width is centred.
    #expect(button.bounds.height == 48)
    #expect(svg.contains(" y=\"34.56\" font-family="))
    let x = try #require(Self.number(after: "<text x=\"", in: svg))
    let width = try #require(Self.number(after: "textLength=\"", in: svg))
    #expect(abs(x + width / 2 - button.bounds.midX) < 0.01)
  }

  @Test func theFirstBaselineIsTheAttributedTitlesOwn() {
    let small = UIButton(type: .system)
    small.setTitle("Follow", for: .normal)
    let large = attributedButton("Follow", size: 30)
    let row = UIStackView(arrangedSubviews: [small, large])
    row.alignment = .firstBaseline
    row.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    row.layoutIfNeeded()
    // Baselines line up: each title's ascender below its centred line's top.
    let smallBaseline = small.frame.midY - (15 * 2444.0 / 2048 * 3).rounded(.up) / 3 / 2 + 15 * 1950 / 2048
    let largeBaseline = large.frame.midY - (30 * 2444.0 / 2048 * 3).rounded(.up) / 3 / 2 + 30 * 1950 / 2048
    #expect(abs(smallBaseline - largeBaseline) < 0.5)
  }

  /// The number written right after `prefix` in `text`.
  private static func number(after prefix: String, in text: String) -> CGFloat? {
    guard let start = text.range(of: prefix)?.upperBound else { return nil }
    return Double(text[start...].prefix { $0.isNumber || $0 == "." }).map { CGFloat($0) }
  }
}
