import Foundation

extension UITextField {
  /// Posted, with the text field as object, when a text field begins editing.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")

  /// Posted, with the text field as object, when the user changes a text field's text (not when
  /// code sets `text`).
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")

  /// Posted, with the text field as object, when a text field ends editing.
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Posts one of the text field notifications with this field as object.
  func post(_ name: NSNotification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }
}
