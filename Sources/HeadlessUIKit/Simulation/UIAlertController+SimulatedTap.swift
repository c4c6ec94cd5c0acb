extension UIAlertController {
  /// Taps an action's button as a user would. HeadlessUIKit only.
  ///
  /// The alert is dismissed (when presented), then the action's handler runs, as in UIKit.
  ///
  /// ```swift
  /// alert.simulateTap(on: deleteAction)
  /// ```
  /// - Parameter action: One of the alert's actions.
  /// - Returns: `false`, and nothing happens, when the action is disabled or not the alert's.
  @discardableResult
  public func simulateTap(on action: UIAlertAction) -> Bool {
    guard action.isEnabled, actions.contains(where: { $0 === action }) else { return false }
    perform(action)
    return true
  }
}
