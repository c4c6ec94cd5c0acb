import Foundation
import HeadlessUIKit
import Testing

/// `placeholder` and `attributedPlaceholder` are two views of one value (UITextField.h: setting
/// either sets the other). A plain placeholder is kept as a string: no `NSAttributedString` is made
/// when it is set or drawn, because the toolchain's Foundation on Linux leaks every one it makes.
@MainActor @Suite struct TextFieldPlaceholderTests {
  @Test func settingAPlainPlaceholderMakesNoAttributedString() {
    let field = UITextField()
    field.placeholder = "Email"
    #expect(field.storedAttributedPlaceholder == nil)
    #expect(field.placeholder == "Email")
  }

  @Test func thePlainPlaceholderReadsBackAsAttributedText() {
    let field = UITextField()
    field.placeholder = "Email"
    #expect(field.attributedPlaceholder?.string == "Email")
    field.placeholder = nil
    #expect(field.attributedPlaceholder == nil)
  }

  @Test func anAttributedPlaceholderSetsThePlainOneAndKeepsItsAttributes() {
    let field = UITextField()
    field.attributedPlaceholder = NSAttributedString(
      string: "Search", attributes: [.foregroundColor: UIColor.systemRed])
    #expect(field.placeholder == "Search")
    let color = field.attributedPlaceholder?.attributes(at: 0, effectiveRange: nil)[.foregroundColor]
    #expect(color as? UIColor == .systemRed)
    // A plain placeholder set afterwards replaces it, attributes and all.
    field.placeholder = "Find"
    #expect(field.storedAttributedPlaceholder == nil)
    #expect(field.attributedPlaceholder?.string == "Find")
  }
}
