/// How serious an alert is (Mac Catalyst shows critical alerts differently). A top-level type,
/// as UIKit's Swift interface names it (UIKit.apinotes keeps `UIAlertControllerSeverity`); raw
/// values are UIKit's (UIAlertController.h): default 0, critical 1.
public enum UIAlertControllerSeverity: Int, Sendable {
  /// An ordinary alert.
  case `default` = 0
  /// An alert about something that needs attention now.
  case critical = 1
}
