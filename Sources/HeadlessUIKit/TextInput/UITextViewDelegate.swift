import Foundation

/// The object a text view asks before editing changes, and tells after.
///
/// Every method is optional, as in UIKit: the default implementations below allow everything
/// and do nothing, so a delegate implements only what it needs.
///
/// ```swift
/// final class NoteLimit: NSObject, UITextViewDelegate {
///   func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
///     (textView.text as NSString).replacingCharacters(in: range, with: text).count <= 280
///   }
/// }
/// ```
///
/// It refines `UIScrollViewDelegate`, as in UIKit: a text view is a scroll view, and its delegate
/// also hears it scroll. A text view holds its delegate weakly: keep the delegate alive elsewhere.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asks whether editing may begin; `true` by default.
  /// - Parameter textView: The text view about to edit.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

  /// Asks whether editing may end; `true` by default. A forced end does not ask.
  /// - Parameter textView: The text view about to stop editing.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool

  /// Tells that editing began (the text view is now the first responder).
  /// - Parameter textView: The text view that began editing.
  func textViewDidBeginEditing(_ textView: UITextView)

  /// Tells that editing ended.
  /// - Parameter textView: The text view that stopped editing.
  func textViewDidEndEditing(_ textView: UITextView)

  /// Asks whether the user's change of a range of the text may happen; `true` by default.
  /// - Parameters:
  ///   - textView: The text view being edited.
  ///   - range: The range replaced, in UTF-16 units of the current text.
  ///   - text: The replacement.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool

  /// Tells that the user changed the text (not when code sets `text`).
  /// - Parameter textView: The text view whose text changed.
  func textViewDidChange(_ textView: UITextView)

  /// Tells that the selection changed.
  /// - Parameter textView: The text view whose selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Allows editing to begin.
  /// - Parameter textView: The text view.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }

  /// Allows editing to end.
  /// - Parameter textView: The text view.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }

  /// Does nothing.
  /// - Parameter textView: The text view.
  public func textViewDidBeginEditing(_ textView: UITextView) {}

  /// Does nothing.
  /// - Parameter textView: The text view.
  public func textViewDidEndEditing(_ textView: UITextView) {}

  /// Allows the change.
  /// - Parameters:
  ///   - textView: The text view.
  ///   - range: The range replaced.
  ///   - text: The replacement.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }

  /// Does nothing.
  /// - Parameter textView: The text view.
  public func textViewDidChange(_ textView: UITextView) {}

  /// Does nothing.
  /// - Parameter textView: The text view.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
