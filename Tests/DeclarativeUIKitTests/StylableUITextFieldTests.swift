import DeclarativeUIKit
import Testing

@MainActor
private final class FieldDelegate: NSObject, UITextFieldDelegate {}

@MainActor
@Suite struct StylableUITextFieldTests {
  @Test func eachModifierSetsItsProperty() {
    let delegate = FieldDelegate()
    let field = UITextField()
      .text("mail@example.com")
      .font(.systemFont(ofSize: 15))
      .textAlignment(.right)
      .textColor(.darkGray)
      .autocapitalizationType(.none)
      .keyboardType(.emailAddress)
      .isSecureTextEntry(true)
      .autocorrectionType(.no)
      .textContentType(.emailAddress)
      .clearButtonMode(.whileEditing)
      .placeholder("Email")
      .returnKeyType(.done)
      .delegate(delegate)
      .borderStyle(.roundedRect)
    #expect(field.text == "mail@example.com")
    #expect(field.font == .systemFont(ofSize: 15))
    #expect(field.textAlignment == .right)
    #expect(field.textColor == .darkGray)
    #expect(field.autocapitalizationType == UITextAutocapitalizationType.none)
    #expect(field.keyboardType == .emailAddress)
    #expect(field.isSecureTextEntry)
    #expect(field.autocorrectionType == .no)
    #expect(field.textContentType == .emailAddress)
    #expect(field.clearButtonMode == .whileEditing)
    #expect(field.placeholder == "Email")
    #expect(field.returnKeyType == .done)
    #expect(field.delegate === delegate)
    #expect(field.borderStyle == .roundedRect)
  }

  @Test func attributedTextSetsTheText() {
    #expect(UITextField().attributedText(NSAttributedString(string: "Rich")).text == "Rich")
  }

  // The article's spelling, `atributedPlaceholder`, forwards to this method (RenamedModifiersTests).
  @Test func attributedPlaceholderCarriesColorAndFont() throws {
    let font = UIFont.italicSystemFont(ofSize: 13)
    let field = UITextField().attributedPlaceholder("Search", textColor: .gray, textFont: font)
    let placeholder = try #require(field.attributedPlaceholder)
    #expect(placeholder.string == "Search")
    let attributes = placeholder.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.foregroundColor] as? UIColor == .gray)
    #expect(attributes[.font] as? UIFont == font)
  }

  @Test func onChangeReceivesTheTextOnEveryEdit() {
    var received: [String] = []
    let field = UITextField().onChange { received.append($0) }
    field.text = "a"
    field.sendActions(for: .editingChanged)
    field.text = nil
    field.sendActions(for: .editingChanged)
    #expect(received == ["a", ""])
  }

  @Test func onReturnReceivesTheTextWhenReturnIsTapped() {
    var received: [String] = []
    let field = UITextField().text("query").onReturn { received.append($0) }
    field.sendActions(for: .editingChanged)
    #expect(received.isEmpty)
    field.sendActions(for: .editingDidEndOnExit)
    #expect(received == ["query"])
  }

  @Test func onChangeReplacesThePreviousClosureAndNilRemovesIt() {
    var first = 0
    var second = 0
    let field = UITextField().onChange { _ in first += 1 }.onChange { _ in second += 1 }
    field.sendActions(for: .editingChanged)
    #expect(first == 0)
    #expect(second == 1)
    field.onChange(nil)
    field.sendActions(for: .editingChanged)
    #expect(second == 1)
    #expect(!field.allControlEvents.contains(.editingChanged))
  }
}
