import Foundation

/// A search bar's keyboard and text behaviour, which UIKit's UISearchBar takes on from
/// UITextInputTraits (UISearchBar.h): each one is its search text field's.
extension UISearchBar {
  /// How the keyboard capitalizes; the text field's.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }

  /// Whether the keyboard corrects; the text field's.
  public var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }

  /// Whether spelling is checked; the text field's.
  public var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType }
    set { searchTextField.spellCheckingType = newValue }
  }

  /// The keyboard shown; the text field's.
  public var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }

  /// The keyboard's look; the text field's.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance }
    set { searchTextField.keyboardAppearance = newValue }
  }

  /// The return key's title; the text field's.
  public var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// Whether the return key waits for text; the text field's.
  public var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }

  /// What the text is, for autofill; the text field's.
  public var textContentType: UITextContentType! {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }
}
