/// The look of the on-screen keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
  /// The input method's usual look.
  case `default` = 0
  /// A dark keyboard.
  case dark = 1
  /// A light keyboard.
  case light = 2

  /// The former name of ``dark``.
  public static let alert = UIKeyboardAppearance.dark
}
