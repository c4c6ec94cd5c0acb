import DeclarativeUIKit
import Foundation
import Testing

/// UILabel's defaults, and `text` and `attributedText` as two views of one value.
@MainActor @Suite struct LabelTests {
  @Test func defaults() {
    let label = UILabel()
    #expect(label.text == nil)
    #expect(label.attributedText == nil)
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(label.font.pointSize == 17)
    #expect(label.textColor == .label)
    #expect(label.textAlignment == .natural)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(!label.adjustsFontSizeToFitWidth)
    #expect(label.minimumScaleFactor == 0)
    #expect(label.preferredMaxLayoutWidth == 0)
    #expect(label.isEnabled)
    #expect(!label.isHighlighted)
    #expect(label.highlightedTextColor == nil)
    #expect(label.shadowColor == nil)
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(label.baselineAdjustment == .alignBaselines)
    #expect(!label.isUserInteractionEnabled)
  }

  @Test func textReadsBackAsAttributedTextWithTheLabelsFontAndColour() throws {
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: 20)
    label.textColor = .red
    label.text = "Hello"
    let attributed = try #require(label.attributedText)
    #expect(attributed.string == "Hello")
    let attributes = attributed.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == .boldSystemFont(ofSize: 20))
    #expect(attributes[.foregroundColor] as? UIColor == .red)
  }

  @Test func attributedTextSetsText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "Rich")
    #expect(label.text == "Rich")
    label.attributedText = nil
    #expect(label.text == nil)
  }

  @Test func settingTextReplacesAttributedText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "Rich", attributes: [.foregroundColor: UIColor.green])
    label.text = "Plain"
    #expect(label.attributedText?.string == "Plain")
    #expect(
      label.attributedText?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor == .label)
    label.text = nil
    #expect(label.attributedText == nil)
  }

  @Test func newFontAppliesToTheWholeAttributedText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(string: "Rich")
    label.font = .systemFont(ofSize: 30)
    #expect(
      label.attributedText?.attributes(at: 3, effectiveRange: nil)[.font] as? UIFont
        == .systemFont(ofSize: 30))
  }

  @Test func nilFontAndColourRestoreTheDefaults() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 40)
    label.font = nil
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    label.textColor = .red
    label.textColor = nil
    #expect(label.textColor == .label)
  }
}
