import Foundation

/// A button of an alert controller: its title, its style and what it does.
///
/// ```swift
/// let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in removeEvent() }
/// ```
///
/// Tapping the button dismisses the alert, then runs the handler.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// The button's title, or `nil`.
  open private(set) var title: String?

  /// The action's style.
  open private(set) var style: UIAlertAction.Style = .default

  /// Whether the button can be tapped; `true` by default. A disabled button is drawn grey.
  open var isEnabled = true

  /// What runs when the button is tapped.
  let handler: ((UIAlertAction) -> Void)?

  /// Creates an action.
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The action's style.
  ///   - handler: What runs after the alert is dismissed by a tap on the button, or `nil`.
  public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
