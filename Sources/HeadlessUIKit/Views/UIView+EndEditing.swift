extension UIView {
  /// Ends editing in this view or any view inside it: the editing text field resigns.
  ///
  /// ```swift
  /// form.endEditing(true)  // the keyboard goes away, whatever the delegates say
  /// ```
  ///
  /// - Parameter force: Whether to end editing without asking the text fields' delegates
  ///   (`textFieldShouldEndEditing(_:)`).
  /// - Returns: Whether no text field is left editing.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    if let field = self as? UITextField, field.isEditing {
      return field.finishEditing(force: force)
    }
    var ended = true
    for subview in subviews where !subview.endEditing(force) {
      ended = false
    }
    return ended
  }
}
