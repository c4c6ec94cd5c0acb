extension Stylable where Self: UIControl {
  /// Runs a closure when the control sends an event, replacing the closure a previous call
  /// installed for the same event.
  ///
  /// This is the one modifier for a control's events (a tap on a button is its `.touchUpInside`);
  /// ``onTap(count:perform:)`` adds a tap gesture recognizer, for views that are not controls.
  /// The control owns the closure and releases it with itself. A closure that uses an object
  /// which owns the control must not hold it strongly: capture it `[weak self]`, or use
  /// ``action(_:event:_:)``, which passes it in.
  ///
  /// ```swift
  /// UIButton().action { print("tapped") }
  /// ```
  /// - Parameters:
  ///   - value: The closure to run; `nil` removes the previous one.
  ///   - event: The events that run it; `.touchUpInside` by default.
  @discardableResult
  public func action(_ value: (() -> Void)?, event: UIControl.Event = .touchUpInside) -> Self {
    installHandler(for: event, value.map { handler in { _ in handler() } })
    return self
  }

  /// Runs a closure with the control's owner and the control when the control sends an event.
  ///
  /// The owner is held weakly: when it is gone the closure no longer runs, and no `[weak self]`
  /// is needed. The control is passed in, so the closure need not capture it either.
  ///
  /// ```swift
  /// lazy var saveButton = UIButton().action(self) { screen, button in
  ///   screen.save()
  /// }
  /// ```
  /// - Parameters:
  ///   - owner: The object the closure works on, usually the screen holding the control.
  ///   - event: The events that run it; `.touchUpInside` by default.
  ///   - handler: The closure, given the owner and the control.
  @discardableResult
  public func action<Owner: AnyObject>(
    _ owner: Owner, event: UIControl.Event = .touchUpInside,
    _ handler: @escaping (Owner, Self) -> Void
  ) -> Self {
    installHandler(for: event) { [weak owner] control in
      if let owner { handler(owner, control) }
    }
    return self
  }

  /// Runs a closure with the control when it sends an event, replacing the closure a previous
  /// call installed for the same event.
  ///
  /// The closure is given the control (UIKit's action sender), so it need not capture it:
  ///
  /// ```swift
  /// UIButton().title("Follow").action { button in button.isSelected.toggle() }
  /// UISwitch().action(event: .valueChanged) { toggle in print(toggle.isOn) }
  /// ```
  /// - Parameters:
  ///   - event: The events that run it; `.touchUpInside` by default.
  ///   - handler: The closure, given the control.
  @discardableResult
  public func action(event: UIControl.Event = .touchUpInside, _ handler: @escaping (Self) -> Void) -> Self {
    installHandler(for: event, handler)
    return self
  }

  /// Runs a closure when the control sends an event, telling it whether the user has finished
  /// interacting (the control is no longer tracking a touch).
  ///
  /// Like ``action(_:event:)`` it replaces the closure installed for the same event.
  /// - Parameters:
  ///   - value: The closure, given `true` once the touch has ended; `nil` removes the previous one.
  ///   - controlEvent: The events that run it; `.valueChanged` by default.
  @discardableResult
  public func secondAction(
    _ value: ((Bool) -> Void)?, controlEvent: UIControl.Event = .valueChanged
  ) -> Self {
    installHandler(for: controlEvent, value.map { handler in { control in handler(!control.isTracking) } })
    return self
  }

  /// Enables or disables the control.
  /// - Parameter value: `false` to disable it.
  @discardableResult
  public func isEnabled(_ value: Bool) -> Self {
    isEnabled = value
    return self
  }

  /// Selects or deselects the control.
  /// - Parameter value: `true` to select it.
  @discardableResult
  public func isSelected(_ value: Bool) -> Self {
    isSelected = value
    return self
  }

  /// Sets how the control places its content horizontally.
  /// - Parameter value: The alignment.
  @discardableResult
  public func contentHorizontalAlignment(_ value: UIControl.ContentHorizontalAlignment) -> Self {
    contentHorizontalAlignment = value
    return self
  }

  /// Sets how the control places its content vertically.
  /// - Parameter value: The alignment.
  @discardableResult
  public func contentVerticalAlignment(_ value: UIControl.ContentVerticalAlignment) -> Self {
    contentVerticalAlignment = value
    return self
  }
}

extension Stylable where Self: UIControl {
  /// Installs `handler` as the control's one closure for `event`, or removes it when `nil`.
  ///
  /// The `UIAction` is identified by the event's raw value, so installing again for the same
  /// event replaces it. The handler gets the control, held weakly so the action the control
  /// retains never retains the control.
  func installHandler(for event: UIControl.Event, _ handler: ((Self) -> Void)?) {
    let identifier = UIAction.Identifier.forEvent(event)
    removeAction(identifiedBy: identifier, for: event)
    guard let handler else { return }
    let action = UIAction(identifier: identifier) { [weak self] _ in
      if let self { handler(self) }
    }
    addAction(action, for: event)
  }
}

extension UIAction.Identifier {
  /// The identifier of the closure a modifier installs for `event`.
  ///
  /// Use it to find or remove that closure with UIKit's own API:
  /// `control.removeAction(identifiedBy: .forEvent(.touchUpInside), for: .touchUpInside)`.
  /// - Parameter event: The events the closure runs for.
  public static func forEvent(_ event: UIControl.Event) -> UIAction.Identifier {
    UIAction.Identifier(String(describing: event.rawValue))
  }
}
