extension UIAlertController {
  /// How an alert controller is shown. Raw values are UIKit's (UIAlertController.h):
  /// actionSheet 0, alert 1.
  public enum Style: Int, Sendable {
    /// A sheet of actions along the bottom of the screen.
    case actionSheet = 0
    /// A box in the middle of the screen.
    case alert = 1
  }

}
