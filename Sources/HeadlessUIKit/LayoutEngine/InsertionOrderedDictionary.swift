/// A dictionary whose keys come out in the order they were first inserted.
///
/// The engine walks some of its collections to change the solver (the constraints whose constant
/// changed, the edited required constraints): the order of those changes can pick which of two
/// equally good solutions the solver lands on, or which constraint of a conflict breaks. A
/// `Dictionary` or `Set` keyed by objects would give an order that follows their memory
/// addresses and the process's hash seed; this one gives the order of the program's changes.
struct InsertionOrderedDictionary<Key: Hashable, Value> {
  /// The entries in insertion order; `nil` where an entry was removed.
  private var entries: [(key: Key, value: Value)?] = []
  /// Where each key's entry is in `entries`.
  private var positions: [Key: Int] = [:]

  /// Whether the dictionary holds no entry.
  var isEmpty: Bool { positions.isEmpty }

  /// The value stored for a key; setting `nil` removes the entry, setting a value for a new key
  /// appends it and for a present key keeps its place.
  subscript(key: Key) -> Value? {
    get { positions[key].flatMap { entries[$0]?.value } }
    set {
      if let position = positions[key] {
        if let newValue {
          entries[position] = (key, newValue)
        } else {
          entries[position] = nil
          positions[key] = nil
          compactIfSparse()
        }
      } else if let newValue {
        positions[key] = entries.count
        entries.append((key, newValue))
      }
    }
  }

  /// The keys, in the order they were first inserted.
  var keys: [Key] { entries.compactMap { $0?.key } }

  /// The values, in the order of their keys' first insertion.
  var values: [Value] { entries.compactMap { $0?.value } }

  /// Removes every entry.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    positions.removeAll(keepingCapacity: true)
  }

  /// Drops the holes of removed entries once they are most of the array, so that removing
  /// entries one by one stays linear overall.
  private mutating func compactIfSparse() {
    guard entries.count > 32, positions.count * 2 < entries.count else { return }
    entries = entries.filter { $0 != nil }
    for (position, entry) in entries.enumerated() {
      if let entry { positions[entry.key] = position }
    }
  }
}
