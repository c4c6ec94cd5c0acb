import Foundation

/// The object a text field asks before editing changes, and tells after.
///
/// Every method is optional, as in UIKit: the default implementations below allow everything and do
/// nothing, so a delegate implements only what it needs.
///
/// ```swift
/// final class DigitsOnly: NSObject, UITextFieldDelegate {
///   func textField(
///     _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
///   ) -> Bool {
///     string.allSatisfy(\.isNumber)
///   }
/// }
/// ```
///
/// A text field holds its delegate weakly: keep the delegate alive elsewhere.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Asks whether editing may begin; `true` by default.
  /// - Parameter textField: The text field about to edit.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

  /// Tells that editing began (the field is now the first responder).
  /// - Parameter textField: The text field that began editing.
  func textFieldDidBeginEditing(_ textField: UITextField)

  /// Asks whether editing may end; `true` by default. A forced end does not ask.
  /// - Parameter textField: The text field about to stop editing.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool

  /// Tells that editing ended.
  /// - Parameter textField: The text field that stopped editing.
  func textFieldDidEndEditing(_ textField: UITextField)

  /// Tells that editing ended, and why. By default calls `textFieldDidEndEditing(_:)`; when a
  /// delegate implements this one, UIKit calls it instead of that one.
  /// - Parameters:
  ///   - textField: The text field that stopped editing.
  ///   - reason: Why editing ended.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

  /// Asks whether a range of the text may be replaced; `true` by default. Typing asks with an empty
  /// range at the insertion point, deleting with an empty replacement.
  /// - Parameters:
  ///   - textField: The text field being edited.
  ///   - range: The range to replace, in UTF-16 units of the current text.
  ///   - string: The replacement.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool

  /// Tells that the selection or insertion point moved.
  /// - Parameter textField: The text field being edited.
  func textFieldDidChangeSelection(_ textField: UITextField)

  /// Asks whether the text may be cleared (clear button, or `clearsOnBeginEditing`); `true` by
  /// default.
  /// - Parameter textField: The text field to clear.
  func textFieldShouldClear(_ textField: UITextField) -> Bool

  /// Asks whether to process the return key; `true` by default.
  /// - Parameter textField: The text field whose return key was pressed.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Allows editing to begin.
  /// - Parameter textField: The text field about to edit.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

  /// Does nothing.
  /// - Parameter textField: The text field that began editing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}

  /// Allows editing to end.
  /// - Parameter textField: The text field about to stop editing.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }

  /// Does nothing.
  /// - Parameter textField: The text field that stopped editing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}

  /// Calls `textFieldDidEndEditing(_:)`.
  /// - Parameters:
  ///   - textField: The text field that stopped editing.
  ///   - reason: Why editing ended.
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }

  /// Allows the change.
  /// - Parameters:
  ///   - textField: The text field being edited.
  ///   - range: The range to replace.
  ///   - string: The replacement.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    true
  }

  /// Does nothing.
  /// - Parameter textField: The text field being edited.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}

  /// Allows clearing.
  /// - Parameter textField: The text field to clear.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

  /// Processes the return key.
  /// - Parameter textField: The text field whose return key was pressed.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
