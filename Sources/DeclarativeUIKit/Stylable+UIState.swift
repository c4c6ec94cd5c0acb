extension Stylable where Self: UIView {
  /// Keeps a property of the view equal to a ``UIState`` value, updated after each change of the
  /// state: `UILabel().bind(\.numberOfLines, $lineCount)`.
  ///
  /// The counterpart, without Observation, of `bind(_:_:)` with a closure: updates run on the
  /// main actor after the change, several changes made together giving one update, and the view
  /// holds the binding while the state holds it weakly.
  /// - Parameters:
  ///   - keyPath: The property to keep up to date.
  ///   - binding: The state to follow, such as `$lineCount`.
  @discardableResult
  public func bind<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, _ binding: UIBinding<Value>)
    -> Self
  {
    bind(binding) { view, value in view[keyPath: keyPath] = value }
  }

  /// Runs `update` with the view and the state's value now, and again after each change of the
  /// state: the general form of `bind(\.property, $state)`, for
  /// updates that set more than one property.
  ///
  /// ```swift
  /// UILabel().bind($unread) { label, unread in
  ///   label.text = "\(unread)"
  ///   label.isHidden = unread == 0
  /// }
  /// ```
  /// - Parameters:
  ///   - binding: The state to follow.
  ///   - update: Changes the view to show the value.
  @discardableResult
  public func bind<Value>(
    _ binding: UIBinding<Value>, _ update: @escaping @MainActor (Self, Value) -> Void
  ) -> Self {
    let stateBinding = StateBinding(view: self, binding: binding, update: update)
    BindingStore.of(self).bindings.append(stateBinding)
    stateBinding.start()
    return self
  }

  /// Keeps the view hidden while the state is `true`: `.isHidden($isLoading)`.
  /// - Parameter binding: The state to follow.
  @discardableResult
  public func isHidden(_ binding: UIBinding<Bool>) -> Self {
    bind(\.isHidden, binding)
  }
}

extension Stylable where Self: UILabel {
  /// Keeps the label's text equal to a ``UIState`` value: `UILabel().text($title)`.
  /// - Parameter binding: The state to follow.
  @discardableResult
  public func text(_ binding: UIBinding<String>) -> Self {
    bind(binding) { label, text in label.text = text }
  }

  /// Keeps the label's text equal to an optional ``UIState`` value; `nil` leaves it empty.
  /// - Parameter binding: The state to follow.
  @discardableResult
  public func text(_ binding: UIBinding<String?>) -> Self {
    bind(\.text, binding)
  }
}

extension Stylable where Self: UIControl {
  /// Keeps the control enabled while the state is `true`: `.isEnabled($canSend)`.
  /// - Parameter binding: The state to follow.
  @discardableResult
  public func isEnabled(_ binding: UIBinding<Bool>) -> Self {
    bind(\.isEnabled, binding)
  }

  /// Shows a state in the control and writes the user's changes back to it: the control is set
  /// from the state now and after each change, and `event` writes the control's value to it.
  ///
  /// The write-back is a `UIAction` of its own, so it leaves the closure of `onChange(_:)` in
  /// place; binding again replaces the previous write-back. The action holds the control weakly.
  func bindBothWays<Value: Equatable>(
    _ binding: UIBinding<Value>, event: UIControl.Event, _ keyPath: ReferenceWritableKeyPath<Self, Value>
  ) -> Self {
    let identifier = UIAction.Identifier("DeclarativeUIKit.UIBinding.\(event.rawValue)")
    removeAction(identifiedBy: identifier, for: event)
    let action = UIAction(identifier: identifier) { [weak self] _ in
      guard let self else { return }
      binding.wrappedValue = self[keyPath: keyPath]
    }
    addAction(action, for: event)
    return bind(binding) { control, value in
      // Setting an unchanged value back would, on iOS, move a text field's cursor.
      if control[keyPath: keyPath] != value { control[keyPath: keyPath] = value }
    }
  }
}

extension Stylable where Self: UITextField {
  /// Keeps the field's text equal to a ``UIState`` value, and the value equal to what the user
  /// types (each `.editingChanged`): `UITextField().text($query)`.
  /// - Parameter binding: The state to show and to write the user's text to.
  @discardableResult
  public func text(_ binding: UIBinding<String>) -> Self {
    let shown: UIBinding<String?> = binding.optional
    return bindBothWays(shown, event: .editingChanged, \.text)
  }
}

extension Stylable where Self: UISwitch {
  /// Keeps the switch on while the state is `true`, and the state equal to the switch when the
  /// user flips it (`.valueChanged`): `UISwitch().isOn($notifications)`.
  /// - Parameter binding: The state to show and to write the user's choice to.
  @discardableResult
  public func isOn(_ binding: UIBinding<Bool>) -> Self {
    bindBothWays(binding, event: .valueChanged, \.isOn)
  }
}

extension Stylable where Self: UISlider {
  /// Keeps the slider's value equal to a ``UIState`` value, and the state equal to the slider
  /// when the user moves it (`.valueChanged`): `UISlider().value($volume)`.
  /// - Parameter binding: The state to show and to write the user's value to.
  @discardableResult
  public func value(_ binding: UIBinding<Float>) -> Self {
    bindBothWays(binding, event: .valueChanged, \.value)
  }
}

extension Stylable where Self: UIStepper {
  /// Keeps the stepper's value equal to a ``UIState`` value, and the state equal to the stepper
  /// when the user taps it (`.valueChanged`): `UIStepper().value($quantity)`.
  /// - Parameter binding: The state to show and to write the user's value to.
  @discardableResult
  public func value(_ binding: UIBinding<Double>) -> Self {
    bindBothWays(binding, event: .valueChanged, \.value)
  }
}

extension Stylable where Self: UISegmentedControl {
  /// Keeps the selected segment equal to a ``UIState`` value, and the state equal to the segment
  /// the user picks (`.valueChanged`): `UISegmentedControl(items: tabs).selectedSegmentIndex($tab)`.
  /// - Parameter binding: The state to show and to write the user's choice to.
  @discardableResult
  public func selectedSegmentIndex(_ binding: UIBinding<Int>) -> Self {
    bindBothWays(binding, event: .valueChanged, \.selectedSegmentIndex)
  }
}

extension Stylable where Self: UIStackView {
  /// Keeps the stack's arranged views equal to those `content` builds from a ``UIState`` value,
  /// rebuilt after each change of the state, for lists:
  ///
  /// ```swift
  /// UIVStack(spacing: 8) {}.arrangedSubviews($items) { items in
  ///   for item in items { UILabel(item) }
  /// }
  /// ```
  /// Each rebuild removes the previous views from the stack and arranges the new ones (with the
  /// layout they declared, such as ``customSpacing(_:)``).
  /// - Parameters:
  ///   - binding: The state to follow.
  ///   - content: Returns the views for a value of the state, in order.
  @discardableResult
  public func arrangedSubviews<Value>(
    _ binding: UIBinding<Value>, @UIViewBuilder _ content: @escaping @MainActor (Value) -> [UIView]
  ) -> Self {
    bind(binding) { stack, value in
      stack.replaceArrangedSubviews(with: content(value))
    }
  }
}

extension UIBinding where Value == String {
  /// The binding as an optional string, for a text field's `text`: `nil` is written back as `""`.
  var optional: UIBinding<String?> {
    let base = self
    return UIBinding<String?>(
      read: { base.wrappedValue }, write: { base.wrappedValue = $0 ?? "" }, sources: sources)
  }
}
