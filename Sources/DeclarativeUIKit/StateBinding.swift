/// Keeps one view in step with the ``UIState`` values a ``UIBinding`` follows: the counterpart,
/// without Observation, of `ObservationBinding`.
///
/// `start()` registers with the binding's states and runs `update` at once. A change of any of
/// those states schedules one re-run on the main actor; changes made before that re-run are
/// coalesced into it, so several writes in one turn give one update.
///
/// Ownership: the view owns its bindings through a ``BindingStore``; a binding holds the view
/// weakly and the states hold the binding weakly. So the view keeps the states' storage alive
/// (through the binding), never the other way round, and nothing is updated once the view is
/// gone.
@MainActor
final class StateBinding<View: UIView, Value>: StateObserver {
  private weak var view: View?
  private let binding: UIBinding<Value>
  private let update: @MainActor (View, Value) -> Void
  private var isScheduled = false

  init(view: View, binding: UIBinding<Value>, update: @escaping @MainActor (View, Value) -> Void) {
    self.view = view
    self.binding = binding
    self.update = update
  }

  /// Follows the binding's states and runs the update now.
  func start() {
    for source in binding.sources { source.addObserver(self) }
    run()
  }

  func stateDidChange() {
    guard !isScheduled else { return }
    isScheduled = true
    Task { @MainActor [weak self] in self?.run() }
  }

  private func run() {
    isScheduled = false
    guard let view else { return }
    update(view, binding.wrappedValue)
  }
}
