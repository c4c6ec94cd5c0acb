import Foundation

extension UITextView {
  /// Types text at the end, one character at a time, as a user would. HeadlessUIKit only.
  ///
  /// Starts editing first if needed (asking `textViewShouldBeginEditing(_:)`; a text view that
  /// is not editable does not start). For each character the delegate's
  /// `textView(_:shouldChangeTextIn:replacementText:)` is asked; an accepted character is
  /// appended, the delegate is told (`textViewDidChange(_:)`) and
  /// `UITextView.textDidChangeNotification` is posted.
  ///
  /// ```swift
  /// notes.simulateTyping("Bring snacks")
  /// notes.text  // "Bring snacks" (unless the delegate refused characters)
  /// ```
  ///
  /// - Parameter string: The characters to type; `"\n"` is a line break.
  /// - Returns: Whether every character was accepted.
  @discardableResult
  public func simulateTyping(_ string: String) -> Bool {
    SimulatedKeyboard.type(string, text: { text }, replace: userReplaceCharacters)
  }

  /// Replaces a range of the text as a paste or an autocorrection would. HeadlessUIKit only.
  ///
  /// Starts editing if needed, asks the delegate, then replaces, tells the delegate and posts
  /// the notification. A range outside the text stops the program with a message.
  ///
  /// - Parameters:
  ///   - range: The range to replace, in UTF-16 units of the current text.
  ///   - string: The replacement.
  /// - Returns: Whether the text changed.
  @discardableResult
  public func simulateReplacingCharacters(in range: NSRange, with string: String) -> Bool {
    userReplaceCharacters(in: range, with: string)
  }

  /// Deletes the last character as the backspace key would. HeadlessUIKit only.
  /// - Returns: Whether a character was deleted.
  @discardableResult
  public func simulateDeleteBackward() -> Bool {
    guard becomeFirstResponder() else { return false }
    return SimulatedKeyboard.deleteBackward(text, replace: userReplaceCharacters)
  }
}
