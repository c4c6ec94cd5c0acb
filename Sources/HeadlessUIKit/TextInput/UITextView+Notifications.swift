import Foundation

extension UITextView {
  /// Posted, with the text view as object, when a text view begins editing.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")

  /// Posted, with the text view as object, when the user changes a text view's text (not when
  /// code sets `text`).
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")

  /// Posted, with the text view as object, when a text view ends editing.
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// Posts one of the text view notifications with this text view as object.
  func post(_ name: NSNotification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }
}
