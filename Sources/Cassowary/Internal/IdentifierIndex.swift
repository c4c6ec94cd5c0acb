/// A table from the identifiers of variables or constraints to the solver's indices for them.
///
/// The objects of one layout are usually created together, so their identifiers are nearly
/// consecutive: they are kept in an array indexed from the first identifier seen, which a lookup
/// reads without hashing and neighbours share cache lines in; identifiers far outside that range
/// go to a dictionary. Package-visible for its tests.
package struct IdentifierIndex {
  private var base = 0
  private var dense: [Int32] = []
  private var sparse: [Int: Int32] = [:]
  /// How many identifiers the table holds: the dense array may span about twice as many
  /// identifiers, so that a few stray ones cannot make it huge.
  private var live = 0

  package init() {}

  package subscript(id: Int) -> Int32? {
    let index = id &- base
    if index >= 0 && index < dense.count {
      let value = dense[index]
      if value >= 0 { return value }
    }
    return sparse.isEmpty ? nil : sparse[id]
  }

  /// Records `value` (not negative) for an identifier not in the table.
  package mutating func insert(_ value: Int32, for id: Int) {
    if live == 0 {
      // Empty: start afresh at this identifier.
      dense.removeAll(keepingCapacity: true)
      base = id
    }
    live += 1
    var limit = 2 * live + 1024
    if id &- base >= limit {
      // A solver that adds and removes constraints for a long time sees ever newer identifiers:
      // the identifiers below the oldest one it still holds are dropped rather than kept empty.
      dropEmptyPrefix(before: id)
      limit = 2 * live + 1024
    }
    let index = id &- base
    if index >= 0 && index < limit {
      if index >= dense.count {
        dense.reserveFourfold(for: index + 1 - dense.count)
        dense.append(contentsOf: repeatElement(-1, count: index + 1 - dense.count))
      }
      dense[index] = value
    } else {
      sparse[id] = value
    }
  }

  /// Drops the slots before the first one in use; when none is, the array starts again at `id`
  /// (those held in the dictionary stay there until removed).
  private mutating func dropEmptyPrefix(before id: Int) {
    guard let first = dense.firstIndex(where: { $0 >= 0 }) else {
      dense.removeAll(keepingCapacity: true)
      base = id
      return
    }
    dense.removeFirst(first)
    base += first
  }

  /// Forgets an identifier; returns its value, or nil when it was not there.
  package mutating func remove(_ id: Int) -> Int32? {
    let index = id &- base
    if index >= 0 && index < dense.count && dense[index] >= 0 {
      defer { dense[index] = -1 }
      live -= 1
      return dense[index]
    }
    guard !sparse.isEmpty, let value = sparse.removeValue(forKey: id) else { return nil }
    live -= 1
    return value
  }

  /// How many slots the table keeps in its array and in its dictionary: for tests of its size.
  package var footprint: (dense: Int, sparse: Int) { (dense.count, sparse.count) }

  /// Every recorded value, in no particular order.
  package var values: [Int32] {
    dense.filter { $0 >= 0 } + sparse.values
  }

  /// Makes room for `additional` more identifiers following the last one recorded.
  package mutating func reserveCapacity(_ additional: Int) {
    dense.reserveAtLeast(dense.count + additional)
  }
}
