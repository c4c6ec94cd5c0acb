import Foundation

/// The closure a `UIAction` runs; it receives the action, whose `sender` is the control.
public typealias UIActionHandler = (UIAction) -> Void

/// A titled closure that a control runs for its events, or a menu shows as an item.
///
/// ```swift
/// let action = UIAction(title: "Save", identifier: .init("save")) { action in
///   print("sent by", action.sender as Any)
/// }
/// button.addAction(action, for: .touchUpInside)
/// ```
///
/// A control keeps at most one action per identifier for each event: adding another action with
/// the same identifier for that event replaces the first.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// The name that tells actions apart; a control keeps one action per identifier and event.
  ///
  /// ```swift
  /// let identifier = UIAction.Identifier("com.example.save")
  /// ```
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifying string.
    public let rawValue: String

    /// Creates an identifier from its string.
    /// - Parameter rawValue: The identifying string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from its string.
    /// - Parameter rawValue: The identifying string.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  let handler: UIActionHandler
  private let storedIdentifier: Identifier
  private weak var senderObject: AnyObject?

  /// The action's title, shown when the action is a menu item or a button's primary action.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// The image shown next to the title, or `nil`.
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }

  /// A longer title for places that explain commands (such as a keyboard shortcut list), or `nil`.
  open var discoverabilityTitle: String?

  /// The identifier given at creation, or a unique generated one.
  open var identifier: Identifier { storedIdentifier }

  /// Options such as `.disabled` or `.destructive`; a control runs the action whatever they are.
  open var attributes: UIMenuElement.Attributes

  /// Whether a menu shows a check mark next to the action.
  open var state: UIMenuElement.State

  /// The object that last ran this action (the control, for control events), or `nil`.
  ///
  /// Held weakly: an action never keeps its control alive.
  open var sender: Any? { senderObject }

  init(
    storedTitle title: String, subtitle: String?, image: UIImage?, identifier: Identifier?,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State,
    handler: @escaping UIActionHandler
  ) {
    self.handler = handler
    self.storedIdentifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The title; empty by default.
  ///   - image: An image shown next to the title.
  ///   - identifier: The identifier; `nil` generates a unique one.
  ///   - discoverabilityTitle: A longer, explanatory title.
  ///   - attributes: Display options.
  ///   - state: The check-mark state.
  ///   - handler: The closure to run; it receives this action.
  @_disfavoredOverload
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      storedTitle: title, subtitle: nil, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
  }

  /// Creates an action with a subtitle.
  ///
  /// - Parameters:
  ///   - title: The title; empty by default.
  ///   - subtitle: A second line under the title.
  ///   - image: An image shown next to the title.
  ///   - identifier: The identifier; `nil` generates a unique one.
  ///   - discoverabilityTitle: A longer, explanatory title.
  ///   - attributes: Display options.
  ///   - state: The check-mark state.
  ///   - handler: The closure to run; it receives this action.
  public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.init(
      storedTitle: title, subtitle: subtitle, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
  }

  /// Runs the handler with `sender` set to the given object.
  func perform(sender: AnyObject?) {
    senderObject = sender
    handler(self)
  }
}
