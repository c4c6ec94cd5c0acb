import Foundation

// The keyboard's notifications and their user-info keys, with UIKit's names and strings
// (UIWindow.h, iOS 16.5 SDK, where they are declared; Swift puts them on UIResponder). Apps
// observe them to keep fields above the keyboard; HeadlessUIKit's simulated keyboard posts none
// yet, so observers are registered and never called.

extension UIResponder {
  /// Posted before the keyboard shows.
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard showed.
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hid.
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes.
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The user-info key of the keyboard's frame at the start, in screen coordinates (an `NSValue`
  /// of a `CGRect`).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's frame at the end, in screen coordinates.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the animation's duration in seconds.
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the animation's curve.
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The user-info key of whether the keyboard belongs to this app.
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
