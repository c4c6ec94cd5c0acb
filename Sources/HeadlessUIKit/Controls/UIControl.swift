import Foundation

/// The base of views that react to the user (buttons, switches, sliders, text fields...) by running
/// actions for control events.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)  // prints "tapped"
/// ```
///
/// A control keeps its actions (strongly) and is freed with its last outside reference: an action's
/// `sender` is a weak reference. Selector-based target-action (`addTarget(_:action:for:)`) needs
/// the Objective-C runtime and does not exist in HeadlessUIKit: use `UIAction`.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// One action and the events it was added for, in the order actions were added.
  private struct Registration {
    let action: UIAction
    var events: UIControl.Event
  }

  private var registrations: [Registration] = []
  var trackingFlag = false
  var touchInsideFlag = false

  /// Whether a tap shows the control's menu instead of sending its primary action (iOS 14);
  /// `false` by default (UIControl.h).
  open var showsMenuAsPrimaryAction = false

  /// Whether the control shows a menu at all (iOS 14); `false` by default, on while a button
  /// has a menu.
  open var isContextMenuInteractionEnabled = false

  /// Whether the control responds to the user; `false` adds `.disabled` to `state`. `true` by
  /// default (UIControl.h).
  open var isEnabled = true {
    didSet { if oldValue != isEnabled { controlStateDidChange() } }
  }

  /// Whether the control is selected; `true` adds `.selected` to `state`. `false` by default.
  open var isSelected = false {
    didSet { if oldValue != isSelected { controlStateDidChange() } }
  }

  /// Whether the control is highlighted (a touch is down inside it); `true` adds `.highlighted` to
  /// `state`. `false` by default.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { controlStateDidChange() } }
  }

  /// Where the content sits vertically; `.center` by default.
  open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center

  /// Where the content sits horizontally; `.center` by default.
  open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center

  /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved to `.left` or `.right`
  /// for the view's `effectiveUserInterfaceLayoutDirection`.
  open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
    let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
    switch contentHorizontalAlignment {
    case .leading: return leftToRight ? .left : .right
    case .trailing: return leftToRight ? .right : .left
    default: return contentHorizontalAlignment
    }
  }

  /// The control's state, made from `isEnabled`, `isHighlighted` and `isSelected`.
  ///
  /// ```swift
  /// control.isEnabled = false
  /// control.isSelected = true
  /// control.state == [.disabled, .selected]  // true
  /// ```
  open var state: UIControl.State {
    var state: UIControl.State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether a touch is being tracked (between touch down and touch up).
  open var isTracking: Bool { trackingFlag }

  /// Whether the tracked touch is inside the control's bounds; meaningful while tracking only.
  open var isTouchInside: Bool { touchInsideFlag }

  /// Every event that has at least one action.
  open var allControlEvents: UIControl.Event {
    registrations.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Creates a control with the given frame.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
  }

  /// Creates a control from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isAccessibilityElement = true
  }

  /// Creates a control that runs an action for `.primaryActionTriggered`.
  ///
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinates.
  ///   - primaryAction: The action to run when the control's main action fires, or `nil`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction {
      adoptPrimaryAction(primaryAction)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Subclasses take a primary action's title or image here (UIButton does).
  func adoptPrimaryAction(_ action: UIAction) {}

  /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed; subclasses refresh there.
  func controlStateDidChange() {}

  /// Where a simulated touch lifts inside the control (HeadlessUIKit only). Subclasses change their
  /// value first (a switch toggles) and then call `super`, which sends `.touchUpInside`.
  func simulatedTouchUpInside() {
    sendActions(for: .touchUpInside)
  }

  /// Adds an action for the given events.
  ///
  /// An action with the same identifier already added for one of these events is replaced for that
  /// event. Adding the same action again for more events extends it. Actions run in the order
  /// they were first added.
  ///
  /// ```swift
  /// let id = UIAction.Identifier("tap")
  /// button.addAction(UIAction(identifier: id) { _ in print("first") }, for: .touchUpInside)
  /// button.addAction(UIAction(identifier: id) { _ in print("second") }, for: .touchUpInside)
  /// button.sendActions(for: .touchUpInside)  // prints "second" only
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to run; the control keeps it.
  ///   - controlEvents: The events that run it.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    guard !controlEvents.isEmpty else { return }
    for index in registrations.indices.reversed()
    where registrations[index].action !== action
      && registrations[index].action.identifier == action.identifier
    {
      registrations[index].events.subtract(controlEvents)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }
    if let index = registrations.firstIndex(where: { $0.action === action }) {
      registrations[index].events.formUnion(controlEvents)
    } else {
      registrations.append(Registration(action: action, events: controlEvents))
    }
  }

  /// Removes an action from the given events; it stays for other events. Actions are told apart
  /// by identifier, so this removes the action added with `action`'s identifier.
  ///
  /// - Parameters:
  ///   - action: The action to remove.
  ///   - controlEvents: The events to remove it from.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeRegistrations(for: controlEvents) { $0.identifier == action.identifier }
  }

  /// Removes the action with the given identifier from the given events.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The identifier of the action to remove.
  ///   - controlEvents: The events to remove it from.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    removeRegistrations(for: controlEvents) { $0.identifier == actionIdentifier }
  }

  private func removeRegistrations(for controlEvents: UIControl.Event, where matches: (UIAction) -> Bool) {
    for index in registrations.indices.reversed() where matches(registrations[index].action) {
      registrations[index].events.subtract(controlEvents)
      if registrations[index].events.isEmpty { registrations.remove(at: index) }
    }
  }

  /// Runs one action with this control as its `sender`; `sendActions(for:)` calls it for each
  /// action. Override to watch or filter actions; call `super` once to run the action.
  ///
  /// - Parameter action: The action to run.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Runs every action added for any of the given events, each once, in the order they were added.
  ///
  /// ```swift
  /// slider.sendActions(for: .valueChanged)
  /// ```
  ///
  /// - Parameter controlEvents: The events that happened.
  open func sendActions(for controlEvents: UIControl.Event) {
    let actions = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    for action in actions {
      sendAction(action)
    }
  }
}
