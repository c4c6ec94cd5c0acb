/// Which keyboard the system shows for a text input.
public enum UIKeyboardType: Int, Sendable {
  /// The current input method's usual keyboard.
  case `default` = 0
  /// A keyboard that types ASCII characters.
  case asciiCapable = 1
  /// Digits and punctuation.
  case numbersAndPunctuation = 2
  /// A keyboard for web addresses ("." "/" ".com").
  case URL = 3
  /// A digit pad, fit for PIN entry.
  case numberPad = 4
  /// A telephone pad (1-9, *, 0, #).
  case phonePad = 5
  /// A keyboard for a person's name or phone number.
  case namePhonePad = 6
  /// A keyboard for e-mail addresses ("@" and "." at hand).
  case emailAddress = 7
  /// A digit pad with a decimal separator.
  case decimalPad = 8
  /// A keyboard with "@" and "#" at hand.
  case twitter = 9
  /// A keyboard for search terms and addresses.
  case webSearch = 10
  /// A digit pad that always types ASCII digits.
  case asciiCapableNumberPad = 11

  /// The former name of ``asciiCapable``.
  public static let alphabet = UIKeyboardType.asciiCapable
}
