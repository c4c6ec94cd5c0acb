/// A table from the identifiers of variables or constraints to the solver's indices for them.
///
/// The objects of one layout are usually created together, so their identifiers are nearly
/// consecutive: they are kept in an array indexed from the first identifier seen, which a lookup
/// reads without hashing and neighbours share cache lines in; identifiers far outside that range
/// go to a dictionary.
struct IdentifierIndex {
  private var base = 0
  private var dense: [Int32] = []
  private var sparse: [Int: Int32] = [:]
  /// How many identifiers were ever recorded: the dense array may hold about twice as many
  /// slots, so that a few stray identifiers cannot make it huge.
  private var recorded = 0

  subscript(id: Int) -> Int32? {
    let index = id &- base
    if index >= 0 && index < dense.count {
      let value = dense[index]
      if value >= 0 { return value }
    }
    return sparse.isEmpty ? nil : sparse[id]
  }

  /// Records `value` (not negative) for an identifier not in the table.
  mutating func insert(_ value: Int32, for id: Int) {
    recorded += 1
    if dense.isEmpty && sparse.isEmpty { base = id }
    let index = id &- base
    if index >= 0 && index < 2 * recorded + 1024 {
      if index >= dense.count {
        dense.reserveFourfold(for: index + 1 - dense.count)
        dense.append(contentsOf: repeatElement(-1, count: index + 1 - dense.count))
      }
      dense[index] = value
    } else {
      sparse[id] = value
    }
  }

  /// Forgets an identifier; returns its value, or nil when it was not there.
  mutating func remove(_ id: Int) -> Int32? {
    let index = id &- base
    if index >= 0 && index < dense.count && dense[index] >= 0 {
      defer { dense[index] = -1 }
      return dense[index]
    }
    return sparse.isEmpty ? nil : sparse.removeValue(forKey: id)
  }

  /// Every recorded value, in no particular order.
  var values: [Int32] {
    dense.filter { $0 >= 0 } + sparse.values
  }

  /// Makes room for `additional` more identifiers following the last one recorded.
  mutating func reserveCapacity(_ additional: Int) {
    dense.reserveAtLeast(dense.count + additional)
  }
}
