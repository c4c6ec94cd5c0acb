import Foundation

/// An action a row shows when the user swipes it, such as Delete.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///   done(true)
/// }
/// ```
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How an action looks.
  public enum Style: Int, Sendable {
    /// A standard action.
    case normal = 0
    /// An action that removes something, shown in red.
    case destructive = 1
  }

  /// Runs an action: given the action, the view it was shown in, and a completion to call with
  /// whether the action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// Creates an action.
  /// - Parameters:
  ///   - style: How it looks.
  ///   - title: Its title.
  ///   - handler: What it does.
  public init(style: UIContextualAction.Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }

  /// How the action looks.
  public let style: UIContextualAction.Style
  /// What the action does.
  public let handler: Handler
  /// The title.
  open var title: String?
  /// The image, or `nil`.
  open var image: UIImage?
  /// The background; by default red for destructive actions and grey for the others, as UIKit
  /// sets it from the style (the header says so; the exact greys are not published).
  open var backgroundColor: UIColor! {
    get { storedBackground ?? (style == .destructive ? .systemRed : .systemGray) }
    set { storedBackground = newValue }
  }

  private var storedBackground: UIColor?
}

/// The actions a row shows when swiped from one edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// Creates a configuration.
  /// - Parameter actions: The actions, the first one nearest the edge.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }

  /// The actions.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action; default `true`.
  open var performsFirstActionWithFullSwipe = true

  /// Runs the handler of the action at an index as a tap on it would, with the view it was
  /// shown in (HeadlessUIKit only; table and collection views' swipe simulations use it).
  /// - Returns: Whether there was an action at the index.
  func simulateTap(onActionAt index: Int, in view: UIView) -> Bool {
    guard actions.indices.contains(index) else { return false }
    let action = actions[index]
    action.handler(action, view) { _ in }
    return true
  }
}
