#if canImport(Observation)
  import Observation

  /// Keeps one property of a view in step with the `@Observable` values a closure reads.
  ///
  /// `start()` runs `update` inside `withObservationTracking`, so the Observation module records
  /// what it read. The first change to any of those values calls `onChange` (once: tracking ends
  /// there), which schedules one re-run on the main actor; changes made before that re-run are
  /// coalesced into it. The re-run tracks again.
  ///
  /// Ownership: the view owns its bindings through a ``BindingStore`` layout guide; a binding
  /// holds the view weakly, and the model's registrar holds only a weak reference to the binding.
  /// So neither the view nor the model keeps the other alive, and once the view is gone its
  /// bindings are too: a later change of the model updates nothing.
  @available(iOS 17.0, tvOS 17.0, macOS 14.0, macCatalyst 17.0, *)
  @MainActor
  final class ObservationBinding<View: UIView> {
    private weak var view: View?
    private let update: @MainActor (View) -> Void

    init(view: View, update: @escaping @MainActor (View) -> Void) {
      self.view = view
      self.update = update
    }

    /// Runs the update now and tracks what it reads.
    func start() {
      guard let view else { return }
      withObservationTracking {
        update(view)
      } onChange: { [weak self] in
        // Called synchronously before the value changes, on the thread that changes it: read
        // the new values later, on the main actor.
        Task { @MainActor [weak self] in self?.start() }
      }
    }
  }

  extension Stylable where Self: UIView {
    /// Keeps a property of the view equal to what `value` returns, re-evaluated whenever an
    /// `@Observable` value that it read changes.
    ///
    /// ```swift
    /// @Observable final class Profile { var name = "" }
    /// let profile = Profile()
    /// let label = UILabel().bind(\.text) { profile.name }
    /// ```
    /// Updates run on the main actor after the change, several changes made together giving one
    /// update. The view holds the binding and the binding holds the view weakly: neither the view
    /// nor the model keeps the other alive, and nothing is updated after the view is gone.
    /// - Parameters:
    ///   - keyPath: The property to keep up to date.
    ///   - value: Computes the property's value from observable models; runs at once, then after
    ///     each change.
    @available(iOS 17.0, tvOS 17.0, macOS 14.0, macCatalyst 17.0, *)
    @discardableResult
    public func bind<Value>(
      _ keyPath: ReferenceWritableKeyPath<Self, Value>, _ value: @escaping @MainActor () -> Value
    ) -> Self {
      bind { $0[keyPath: keyPath] = value() }
    }

    /// Runs `update` on the view now, and again whenever an `@Observable` value it read changes:
    /// the general form of `bind(_:_:)` with a key path, for updates that set more than one property.
    ///
    /// - Parameter update: Reads observable models and changes the view.
    @available(iOS 17.0, tvOS 17.0, macOS 14.0, macCatalyst 17.0, *)
    @discardableResult
    public func bind(_ update: @escaping @MainActor (Self) -> Void) -> Self {
      let binding = ObservationBinding(view: self, update: update)
      BindingStore.of(self).bindings.append(binding)
      binding.start()
      return self
    }

    /// Keeps the view hidden while `value` returns `true`, re-evaluated when an `@Observable`
    /// value it read changes: `.isHidden { model.isLoading }`.
    ///
    /// - Parameter value: Reads observable models; runs at once, then after each change.
    @available(iOS 17.0, tvOS 17.0, macOS 14.0, macCatalyst 17.0, *)
    @discardableResult
    public func isHidden(_ value: @escaping @MainActor () -> Bool) -> Self {
      bind(\.isHidden, value)
    }
  }

  extension Stylable where Self: UILabel {
    /// Keeps the label's text equal to what `value` returns, re-evaluated when an `@Observable`
    /// value it read changes: `.text { model.title }`.
    ///
    /// - Parameter value: Reads observable models; runs at once, then after each change.
    @available(iOS 17.0, tvOS 17.0, macOS 14.0, macCatalyst 17.0, *)
    @discardableResult
    public func text(_ value: @escaping @MainActor () -> String?) -> Self {
      bind(\.text, value)
    }
  }

  extension Stylable where Self: UIControl {
    /// Keeps the control enabled while `value` returns `true`, re-evaluated when an `@Observable`
    /// value it read changes: `.isEnabled { !model.isSending }`.
    ///
    /// - Parameter value: Reads observable models; runs at once, then after each change.
    @available(iOS 17.0, tvOS 17.0, macOS 14.0, macCatalyst 17.0, *)
    @discardableResult
    public func isEnabled(_ value: @escaping @MainActor () -> Bool) -> Self {
      bind(\.isEnabled, value)
    }
  }

  extension Stylable where Self: UIStackView {
    /// Keeps the stack's arranged views equal to those `content` builds, rebuilt when an
    /// `@Observable` value it read changes, for lists:
    ///
    /// ```swift
    /// UIVStack(spacing: 8) {}.arrangedSubviews {
    ///   for item in inbox.items { UILabel(item.title) }
    /// }
    /// ```
    /// Each rebuild removes the previous views from the stack and arranges the new ones (with the
    /// layout they declared, such as ``customSpacing(_:)``).
    /// - Parameter content: Reads observable models and returns the views, in order.
    @available(iOS 17.0, tvOS 17.0, macOS 14.0, macCatalyst 17.0, *)
    @discardableResult
    public func arrangedSubviews(@UIViewBuilder _ content: @escaping @MainActor () -> [UIView]) -> Self {
      bind { stack in
        stack.replaceArrangedSubviews(with: content())
      }
    }
  }
#endif
