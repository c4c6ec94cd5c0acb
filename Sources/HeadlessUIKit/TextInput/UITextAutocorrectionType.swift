/// Whether the keyboard corrects spelling as the user types.
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's choice for the input.
  case `default` = 0
  /// Never correct.
  case no = 1
  /// Always correct.
  case yes = 2
}
