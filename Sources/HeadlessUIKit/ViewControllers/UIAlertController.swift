import Foundation

/// A view controller that shows an alert or an action sheet: a title, a message, text fields
/// (alerts only) and buttons for its actions.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete Event?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in removeEvent() })
/// screen.present(alert, animated: true)
/// ```
///
/// Presented with `present(_:animated:completion:)`, it covers the window and leaves its
/// presenter in place: an alert is a 270-point-wide box in the middle of a dimmed screen, an
/// action sheet a stack of buttons at the bottom with the cancel action apart. Misuse stops the
/// program with UIKit's message, where UIKit raises `NSInternalInconsistencyException`: a second
/// `.cancel` action, a text field on an action sheet, or a preferred action that is not one of
/// the actions.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// The alert's title, or `nil`.
  open override var title: String? {
    didSet { alertView?.reload() }
  }

  /// The text under the title, or `nil`.
  open var message: String? {
    didSet { alertView?.reload() }
  }

  /// Whether it is an alert or an action sheet; set when it is created.
  open private(set) var preferredStyle: UIAlertController.Style = .alert

  /// How serious the alert is; `.default` by default.
  open var severity: UIAlertControllerSeverity = .default

  /// The actions, in the order they were added.
  open private(set) var actions: [UIAlertAction] = []

  /// The action whose button is drawn bold (and that the return key triggers), or `nil`. It must
  /// be one of `actions`: another stops the program with UIKit's message.
  open var preferredAction: UIAlertAction? {
    didSet {
      if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
        fatalError(
          "NSInternalInconsistencyException: The -preferredAction of an alert controller must be "
            + "contained in the -actions array or be nil.")
      }
      alertView?.reload()
    }
  }

  private var storedTextFields: [UITextField] = []

  /// The text fields, in the order they were added, or `nil` when there are none.
  open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

  /// Creates an alert controller.
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - message: The text under the title, or `nil`.
  ///   - preferredStyle: An alert or an action sheet.
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Creates an alert controller without title or message; an alert.
  /// - Parameters:
  ///   - nibNameOrNil: Not used.
  ///   - nibBundleOrNil: Not used.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    // UIKit presents alerts with its own transition, over the presenter, which stays.
    modalPresentationStyle = .custom
  }

  /// Creates an alert controller from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    modalPresentationStyle = .custom
  }

  /// Adds an action; its button goes after the others (a cancel action is placed as UIKit
  /// places it). A second `.cancel` action stops the program with UIKit's message.
  /// - Parameter action: The action.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      fatalError(
        "NSInternalInconsistencyException: UIAlertController can only have one action with a style "
          + "of UIAlertActionStyleCancel")
    }
    actions.append(action)
    alertView?.reload()
  }

  /// Adds a text field under the message; alerts only: on an action sheet it stops the program
  /// with UIKit's message.
  /// - Parameter configurationHandler: Sets the field up, or `nil`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      fatalError(
        "NSInternalInconsistencyException: Text fields can only be added to an alert controller of "
          + "style UIAlertControllerStyleAlert")
    }
    let field = UITextField()
    field.font = .systemFont(ofSize: 13)
    field.borderStyle = .none
    storedTextFields.append(field)
    configurationHandler?(field)
    alertView?.reload()
  }

  /// Makes the view that draws the alert or the sheet over a dimmed screen.
  open override func loadView() {
    let view = AlertView(controller: self)
    view.frame = UIScreen.main.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.view = view
  }

  private var alertView: AlertView? { viewIfLoaded as? AlertView }

  /// Dismisses the alert, then runs the action's handler, as a tap on its button does.
  func perform(_ action: UIAlertAction) {
    let run: () -> Void = { action.handler?(action) }
    if presentingViewController != nil {
      dismiss(animated: true, completion: run)
    } else {
      run()
    }
  }
}
