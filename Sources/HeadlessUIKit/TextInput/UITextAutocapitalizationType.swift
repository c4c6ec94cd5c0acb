/// Which letters the keyboard capitalises on its own.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No automatic capitals.
  case none = 0
  /// The first letter of each word.
  case words = 1
  /// The first letter of each sentence (the default of text inputs).
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}
