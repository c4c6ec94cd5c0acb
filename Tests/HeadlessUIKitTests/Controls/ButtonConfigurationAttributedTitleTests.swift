import DeclarativeUIKit
import Foundation
import Testing

/// `UIButton.Configuration.attributedTitle` and `attributedSubtitle` (UIKit's swiftinterface:
/// `var attributedTitle: AttributedString?`, `var attributedSubtitle: AttributedString?`): their
/// text is the title, and their font and colour (UIKit's `AttributeScopes.UIKitAttributes`) are
/// what the button measures and draws instead of its size's font and its style's colour.
@MainActor @Suite struct ButtonConfigurationAttributedTitleTests {
  private func line(_ text: String, font: UIFont) -> CGSize {
    let label = UILabel()
    label.font = font
    label.text = text
    return label.intrinsicContentSize
  }

  @Test func theAttributedTextIsTheTitleUntilATitleIsSet() {
    var configuration = UIButton.Configuration.filled()
    configuration.attributedTitle = AttributedString("Check Out")
    #expect(configuration.title == "Check Out")
    configuration.title = "Pay"
    #expect(configuration.attributedTitle == nil)
    configuration.attributedSubtitle = AttributedString("Apple Pay")
    #expect(configuration.subtitle == "Apple Pay")
    configuration.subtitle = "Card"
    #expect(configuration.attributedSubtitle == nil)
    #expect(configuration.subtitle == "Card")
  }

  @Test func theUIKitScopeReadsAndWritesByName() {
    var title = AttributedString("Bold")
    title.font = .boldSystemFont(ofSize: 24)
    title.foregroundColor = .systemPink
    #expect(title.font == .boldSystemFont(ofSize: 24))
    #expect(title.foregroundColor == .systemPink)
    #expect(title.runs.first?.uiKit.font == .boldSystemFont(ofSize: 24))
  }

  @Test func aTitlesFontSizesTheButton() {
    let font = UIFont.boldSystemFont(ofSize: 28)
    var title = AttributedString("Add to Bag")
    title.font = font
    var configuration = UIButton.Configuration.filled()
    configuration.attributedTitle = title
    let insets = configuration.contentInsets
    let expected = line("Add to Bag", font: font)
    #expect(
      UIButton(configuration: configuration).intrinsicContentSize
        == CGSize(
          width: expected.width + insets.leading + insets.trailing,
          height: expected.height + insets.top + insets.bottom))
    // Without a font the size's text style still decides, as for a plain title.
    var plain = UIButton.Configuration.filled()
    plain.attributedTitle = AttributedString("Add to Bag")
    var titled = UIButton.Configuration.filled()
    titled.title = "Add to Bag"
    #expect(
      UIButton(configuration: plain).intrinsicContentSize
        == UIButton(configuration: titled).intrinsicContentSize)
  }

  @Test func aSubtitlesFontSizesTheButton() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Download"
    configuration.subtitle = "12 MB"
    let small = UIButton(configuration: configuration).intrinsicContentSize
    var subtitle = AttributedString("12 MB")
    subtitle.font = .systemFont(ofSize: 22)
    configuration.attributedSubtitle = subtitle
    let large = UIButton(configuration: configuration).intrinsicContentSize
    let smallLine = line("12 MB", font: .preferredFont(forTextStyle: .subheadline))
    let largeLine = line("12 MB", font: .systemFont(ofSize: 22))
    #expect(abs((large.height - small.height) - (largeLine.height - smallLine.height)) < 1e-9)
  }

  @Test func theTitleIsDrawnInItsFontAndColour() {
    var title = AttributedString("Follow")
    title.font = .boldSystemFont(ofSize: 26)
    title.foregroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    var configuration = UIButton.Configuration.gray()
    configuration.attributedTitle = title
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    let svg = SVGRenderer().render(button)
    #expect(svg.contains("font-size=\"26\" font-weight=\"700\" fill=\"#FF0000\""))
    #expect(svg.contains(">Follow</text>"))
  }
}
