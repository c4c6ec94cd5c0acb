/// A value of a screen that views follow, for apps that cannot use Observation (iOS 15 and 16).
///
/// Declare the screen's state with `@UIState` and bind views to its projected value, a
/// ``UIBinding``, with the same modifiers that bind to `@Observable` models:
///
/// ```swift
/// final class SearchViewController: UIViewController {
///   @UIState var query = ""
///   @UIState var isSearching = false
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     setContent {
///       UIVStack(spacing: 8) {
///         UITextField().text($query)            // follows `query` and writes back as the user types
///         UILabel().text($query.map { "Results for \($0)" })
///         UIActivityIndicatorView().isHidden($isSearching.map { !$0 })
///         Spacer()
///       }
///     }
///   }
/// }
/// ```
///
/// Reading the property gives the value at once; setting it changes the value at once and
/// updates the bound views on the main actor afterwards, several changes made together giving
/// one update per view, as `@Observable` bindings do. The state holds its views' bindings weakly
/// and each view owns its own, so neither keeps the other alive: a view that is gone is no longer
/// updated. Each `@UIState` property has a value of its own; there is no shared store.
@propertyWrapper
public struct UIState<Value> {
  let storage: UIStateStorage<Value>

  /// Creates the state with its first value: `@UIState var title = "Inbox"`.
  /// - Parameter wrappedValue: The first value.
  public init(wrappedValue: Value) {
    storage = UIStateStorage(wrappedValue)
  }

  /// The current value; setting it schedules an update of every view bound to it.
  @MainActor
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }

  /// A binding to the value (`$title`), to give to a view's modifiers.
  @MainActor
  public var projectedValue: UIBinding<Value> {
    UIBinding(storage)
  }
}

/// A view binding that a state tells when its value changes.
@MainActor
protocol StateObserver: AnyObject {
  /// Called synchronously after a change of a value the observer follows.
  func stateDidChange()
}

/// Something bindings can follow: the storage of a ``UIState``.
@MainActor
protocol StateSource: AnyObject {
  /// Tells `observer` of each later change; the source holds it weakly.
  func addObserver(_ observer: any StateObserver)
}

/// The storage of one ``UIState`` property: its value and, weakly, the bindings that follow it.
///
/// The class is not isolated, so a `@UIState` property can be created with any initial value in
/// any initializer; it is read and written only on the main actor.
/// (`StateSource`, a main-actor protocol, is adopted in an extension so that it does not make
/// the whole class main-actor isolated.)
final class UIStateStorage<Value> {
  fileprivate struct WeakObserver {
    weak var observer: (any StateObserver)?
  }

  private var current: Value
  fileprivate var observers: [WeakObserver] = []

  /// The value; setting it tells the observers.
  @MainActor var value: Value {
    get { current }
    set {
      current = newValue
      notifyObservers()
    }
  }

  init(_ value: Value) {
    current = value
  }

  @MainActor private func notifyObservers() {
    observers.removeAll { $0.observer == nil }
    for entry in observers { entry.observer?.stateDidChange() }
  }
}

extension UIStateStorage: StateSource {
  @MainActor func addObserver(_ observer: any StateObserver) {
    observers.removeAll { $0.observer == nil }
    observers.append(WeakObserver(observer: observer))
  }
}
