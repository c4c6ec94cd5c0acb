import Foundation

extension UITextField {
  /// Types text at the end, one character at a time, as a user would. HeadlessUIKit only.
  ///
  /// Starts editing first if needed (asking `textFieldShouldBeginEditing(_:)`). For each
  /// character the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` is asked;
  /// an accepted character is appended and `.editingChanged` is sent.
  ///
  /// ```swift
  /// field.simulateTyping("hello")
  /// field.text  // "hello" (unless the delegate refused characters)
  /// ```
  ///
  /// - Parameter string: The characters to type.
  /// - Returns: Whether every character was accepted.
  @discardableResult
  public func simulateTyping(_ string: String) -> Bool {
    SimulatedKeyboard.type(string, text: { text }, replace: userReplaceCharacters)
  }

  /// Replaces a range of the text as a paste or an autocorrection would. HeadlessUIKit only.
  ///
  /// Starts editing if needed, asks the delegate, then replaces and sends `.editingChanged`.
  /// A range outside the text stops the program with a message.
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
  ///
  /// Starts editing if needed; with text present, asks the delegate about replacing the last
  /// character with `""`, then deletes it and sends `.editingChanged`.
  /// - Returns: Whether a character was deleted.
  @discardableResult
  public func simulateDeleteBackward() -> Bool {
    guard becomeFirstResponder() else { return false }
    return SimulatedKeyboard.deleteBackward(text, replace: userReplaceCharacters)
  }

  /// Presses the keyboard's return key. HeadlessUIKit only.
  ///
  /// Asks `textFieldShouldReturn(_:)`; if allowed, sends `.editingDidEndOnExit` then
  /// `.primaryActionTriggered`; when some action handles `.editingDidEndOnExit`, editing then ends
  /// (as UIKit dismisses the keyboard in that case).
  /// - Returns: `false` when the field is not editing or the delegate refused.
  @discardableResult
  public func simulateReturnKey() -> Bool {
    guard isEditing else { return false }
    guard delegate?.textFieldShouldReturn(self) ?? true else { return false }
    let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    sendActions(for: .primaryActionTriggered)
    if endsEditing { finishEditing(force: false) }
    return true
  }

  /// Taps the clear button. HeadlessUIKit only.
  ///
  /// The button exists only while `clearButtonMode` shows it and the text is not empty. Asks
  /// `textFieldShouldClear(_:)`; if allowed, empties the text and sends `.editingChanged`.
  /// - Returns: Whether the text was cleared.
  @discardableResult
  public func simulateClearButtonTap() -> Bool {
    guard isOverlayVisible(clearButtonMode), !(text ?? "").isEmpty, acceptsSimulatedTouches else {
      return false
    }
    guard delegate?.textFieldShouldClear(self) ?? true else { return false }
    text = ""
    sendActions(for: .editingChanged)
    post(UITextField.textDidChangeNotification)
    return true
  }
}
