import DeclarativeUIKit
import Testing

@MainActor
@Suite struct StylableUILabelTests {
  @Test func eachModifierSetsItsProperty() {
    let label = UILabel()
      .text("Hello")
      .font(.systemFont(ofSize: 20))
      .textColor(.red)
      .textAlignment(.center)
      .numberOfLines(2)
      .lineBreakMode(.byWordWrapping)
      .adjustsFontSizeToFitWidth(true)
      .minimumScaleFactor(0.5)
    #expect(label.text == "Hello")
    #expect(label.font == .systemFont(ofSize: 20))
    #expect(label.textColor == .red)
    #expect(label.textAlignment == .center)
    #expect(label.numberOfLines == 2)
    #expect(label.lineBreakMode == .byWordWrapping)
    #expect(label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0.5)
  }

  @Test func attributedTextSetsTheText() {
    let label = UILabel().attributedText(NSAttributedString(string: "Styled"))
    #expect(label.attributedText?.string == "Styled")
    #expect(label.text == "Styled")
  }

  @Test func textCanBeCleared() {
    #expect(UILabel().text("x").text(nil).text == nil)
  }
}
