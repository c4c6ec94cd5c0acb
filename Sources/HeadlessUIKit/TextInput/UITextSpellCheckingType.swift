/// Whether misspelled words are marked as the user types.
public enum UITextSpellCheckingType: Int, Sendable {
  /// The system's choice for the input.
  case `default` = 0
  /// Never mark misspellings.
  case no = 1
  /// Always mark misspellings.
  case yes = 2
}
