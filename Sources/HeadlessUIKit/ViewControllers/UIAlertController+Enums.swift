extension UIAlertController {
  /// How an alert controller is shown. Raw values are UIKit's (UIAlertController.h):
  /// actionSheet 0, alert 1.
  public enum Style: Int, Sendable {
    /// A sheet of actions along the bottom of the screen.
    case actionSheet = 0
    /// A box in the middle of the screen.
    case alert = 1
  }

  /// How serious an alert is (Mac Catalyst shows critical alerts differently). Raw values are
  /// UIKit's (UIAlertController.h): default 0, critical 1.
  public enum Severity: Int, Sendable {
    /// An ordinary alert.
    case `default` = 0
    /// An alert about something that needs attention now.
    case critical = 1
  }
}
