extension UIAlertAction {
  /// What an alert action does, which sets how it is drawn and where it goes. Raw values are
  /// UIKit's (UIAlertController.h): default 0, cancel 1, destructive 2.
  public enum Style: Int, Sendable {
    /// An ordinary action, in the tint colour.
    case `default` = 0
    /// The action that leaves things as they were; an alert has at most one.
    case cancel = 1
    /// An action that destroys data, in red.
    case destructive = 2
  }
}
