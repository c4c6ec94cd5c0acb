extension Stylable where Self: UIAlertController {
  /// Sets the text under the title.
  /// - Parameter value: The message, or `nil`.
  @discardableResult
  public func message(_ value: String?) -> Self {
    message = value
    return self
  }

  /// Adds a button for an action, after the buttons added before it (UIKit places a cancel
  /// button where the style puts it).
  ///
  /// ```swift
  /// UIAlertController(title: "Delete Event?", message: nil, preferredStyle: .alert)
  ///   .message("This cannot be undone.")
  ///   .action("Cancel", style: .cancel)
  ///   .action("Delete", style: .destructive) { _ in removeEvent() }
  /// ```
  ///
  /// A second `.cancel` action stops the program, as `addAction(_:)` does in UIKit.
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks and where it goes; `.default` by default.
  ///   - isPreferred: Whether it becomes the `preferredAction`, drawn bold.
  ///   - handler: What runs after a tap on the button dismisses the alert, or `nil`.
  @discardableResult
  public func action(
    _ title: String?, style: UIAlertAction.Style = .default, isPreferred: Bool = false,
    handler: ((UIAlertAction) -> Void)? = nil
  ) -> Self {
    let action = UIAlertAction(title: title, style: style, handler: handler)
    addAction(action)
    if isPreferred { preferredAction = action }
    return self
  }

  /// Adds a text field under the message, after those added before it; alerts only (on an
  /// action sheet it stops the program, as `addTextField(configurationHandler:)` does in UIKit).
  ///
  /// ```swift
  /// UIAlertController(title: "New Folder", message: nil, preferredStyle: .alert)
  ///   .textField { $0.placeholder = "Name" }
  ///   .action("Cancel", style: .cancel)
  ///   .action("Save", isPreferred: true) { _ in createFolder() }
  /// ```
  /// - Parameter configure: Sets the field up, or `nil`.
  @discardableResult
  public func textField(_ configure: ((UITextField) -> Void)? = nil) -> Self {
    addTextField(configurationHandler: configure)
    return self
  }
}
