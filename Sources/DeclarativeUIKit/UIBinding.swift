/// A way to read and write a ``UIState`` value, and to follow its changes: what a view's
/// modifiers take to stay in step with the state (`UILabel().text($title)`).
///
/// Get one from a state's projected value (`$title`), then narrow it to a member
/// (`$profile.name`, which reads and writes that member of the state's value) or derive a value
/// from it with ``map(_:)``. A binding keeps its state's storage alive; the storage holds the
/// views' bindings weakly, so a binding given to a view never keeps the view alive.
@MainActor
@dynamicMemberLookup
public struct UIBinding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void
  /// The states whose changes change this binding's value.
  let sources: [any StateSource]

  init(_ storage: UIStateStorage<Value>) {
    read = { storage.value }
    write = { storage.value = $0 }
    sources = [storage]
  }

  init(
    read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Void,
    sources: [any StateSource]
  ) {
    self.read = read
    self.write = write
    self.sources = sources
  }

  /// The state's current value; setting it sets the state, which updates the views bound to it.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// A binding to one member of the value: `$profile.name` reads and writes `profile.name`.
  /// - Parameter keyPath: The member.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> UIBinding<Member> {
    let read = self.read
    let write = self.write
    return UIBinding<Member>(
      read: { read()[keyPath: keyPath] },
      write: { member in
        var value = read()
        value[keyPath: keyPath] = member
        write(value)
      },
      sources: sources)
  }

  /// A binding to a value computed from this one, for views that only show it:
  /// `UILabel().text($count.map { "\($0) items" })`. It follows the same state; setting its
  /// ``wrappedValue`` does nothing, as there is no way back to the state's value.
  /// - Parameter transform: Computes the value shown from the state's value.
  public func map<Result>(_ transform: @escaping @MainActor (Value) -> Result) -> UIBinding<Result> {
    let read = self.read
    return UIBinding<Result>(read: { transform(read()) }, write: { _ in }, sources: sources)
  }

  /// A binding to this value and another, following both states, for a view that shows a value
  /// computed from two: `$unread.combined(with: $isMuted).map { $1 ? "" : "\($0)" }`. A change of
  /// either state (or of both in one turn) gives one update; setting its ``wrappedValue`` does
  /// nothing, as with ``map(_:)``.
  /// - Parameter other: The other binding.
  public func combined<Other>(with other: UIBinding<Other>) -> UIBinding<(Value, Other)> {
    let read = self.read
    return UIBinding<(Value, Other)>(
      read: { (read(), other.wrappedValue) }, write: { _ in }, sources: sources + other.sources)
  }
}
