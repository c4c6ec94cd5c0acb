extension UIView {
  /// Ends editing in this view or any view inside it: the editing text field or text view
  /// resigns.
  ///
  /// ```swift
  /// form.endEditing(true)  // the keyboard goes away, whatever the delegates say
  /// ```
  ///
  /// - Parameter force: Whether to end editing without asking the delegates
  ///   (`textFieldShouldEndEditing(_:)`, `textViewShouldEndEditing(_:)`).
  /// - Returns: Whether no text field or text view is left editing.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    if let field = self as? UITextField, field.isEditing {
      return field.finishEditing(force: force)
    }
    if let textView = self as? UITextView, textView.isEditing {
      return textView.finishEditing(force: force)
    }
    var ended = true
    for subview in subviews where !subview.endEditing(force) {
      ended = false
    }
    return ended
  }
}
