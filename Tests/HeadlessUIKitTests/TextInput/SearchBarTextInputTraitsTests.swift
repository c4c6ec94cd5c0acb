import HeadlessUIKit
import Testing

// Sources: UISearchBar.h (iOS 16.5 SDK): UISearchBar adopts UITextInputTraits, and
// `searchTextField` is the bar's text field; barStyle (UIBarStyle, default UIBarStyleDefault).

@MainActor struct SearchBarTextInputTraitsTests {
  @Test func theBarsKeyboardTraitsAreItsTextFields() {
    let bar = UISearchBar()
    bar.keyboardType = .emailAddress
    bar.returnKeyType = .search
    bar.autocapitalizationType = .none
    bar.autocorrectionType = .no
    bar.enablesReturnKeyAutomatically = true
    #expect(bar.searchTextField.keyboardType == .emailAddress)
    #expect(bar.searchTextField.returnKeyType == .search)
    #expect(bar.searchTextField.autocapitalizationType == .none)
    #expect(bar.searchTextField.autocorrectionType == .no)
    #expect(bar.searchTextField.enablesReturnKeyAutomatically)
    bar.searchTextField.keyboardType = .numberPad
    #expect(bar.keyboardType == .numberPad)
  }

  @Test func theBarStyleIsDefaultUntilSet() {
    let bar = UISearchBar()
    #expect(bar.barStyle == .default)
    bar.barStyle = .black
    #expect(bar.barStyle == .black)
  }
}
