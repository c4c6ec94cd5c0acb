/// The solver's index from a constraint's identity to its entry: a hash table with open
/// addressing (linear probing) whose slots hold the key and the entry side by side.
///
/// A `Dictionary` keeps keys, values and its occupancy bitmap in three arrays and hashes with
/// SipHash: adding the 50,000 constraints of a large layout touches three cache lines per
/// constraint, at random, in a table larger than the cache. Here one addition reads one slot,
/// usually one cache line, hashed with one multiplication.
struct EntryTable {
  private struct Slot {
    /// The constraint's address; 0 for an empty slot (no object lives at address 0).
    var key: UInt = 0
    var entry: Int32 = -1
  }

  /// At most half full: a search for an absent key, as every addition is, then reads 2.5 slots
  /// on average (linear probing), against 8.5 at three quarters full.
  private var slots: [Slot] = []
  /// `slots.count - 1`; the slot count is a power of two.
  private var mask = 0
  /// The number of bits `bucket` keeps: `slots.count == 1 << bits`.
  private var bits = 0
  private(set) var count = 0

  private static func key(_ constraint: ObjectIdentifier) -> UInt {
    UInt(bitPattern: constraint)
  }

  /// The preferred slot of a key: Fibonacci hashing keeps the high bits of a product, which
  /// depend on every bit of the address (allocations are aligned, so its low bits are not).
  private func bucket(_ key: UInt) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
  }

  /// The slot holding `key`, or the empty slot where it would go.
  private func find(_ key: UInt) -> Int {
    var index = bucket(key)
    while slots[index].key != 0 && slots[index].key != key { index = (index + 1) & mask }
    return index
  }

  /// The entry of a constraint, or nil.
  subscript(constraint: ObjectIdentifier) -> Int32? {
    if slots.isEmpty { return nil }
    let slot = slots[find(Self.key(constraint))]
    return slot.key == 0 ? nil : slot.entry
  }

  /// Records `entry` for a constraint not in the table; returns the entry already recorded
  /// (leaving the table unchanged) when it is there.
  mutating func insert(_ entry: Int32, for constraint: ObjectIdentifier) -> Int32? {
    if (count + 1) * 2 > slots.count { grow(toHold: count + 1) }
    let key = Self.key(constraint)
    let index = find(key)
    if slots[index].key != 0 { return slots[index].entry }
    slots[index] = Slot(key: key, entry: entry)
    count += 1
    return nil
  }

  /// Removes a constraint; returns its entry, or nil when it was not there.
  mutating func remove(_ constraint: ObjectIdentifier) -> Int32? {
    if slots.isEmpty { return nil }
    var hole = find(Self.key(constraint))
    guard slots[hole].key != 0 else { return nil }
    let entry = slots[hole].entry
    count -= 1
    // Backward shift: a later slot of the same probe run moves into the hole when the hole lies
    // between its preferred slot and where it is, so no search stops early at an empty slot.
    var next = (hole + 1) & mask
    while slots[next].key != 0 {
      let preferred = bucket(slots[next].key)
      if (hole &- preferred) & mask < (next &- preferred) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = Slot()
    return entry
  }

  /// Every recorded entry, in no particular order.
  var entries: [Int32] {
    slots.compactMap { $0.key == 0 ? nil : $0.entry }
  }

  /// Makes room for `additional` more constraints without growing step by step.
  mutating func reserveCapacity(_ additional: Int) {
    if (count + additional) * 2 > slots.count { grow(toHold: count + additional) }
  }

  private mutating func grow(toHold needed: Int) {
    var newBits = max(bits, 4)
    while (1 << newBits) < needed * 2 { newBits += 1 }
    let old = slots
    slots = [Slot](repeating: Slot(), count: 1 << newBits)
    bits = newBits
    mask = slots.count - 1
    for slot in old where slot.key != 0 {
      var index = bucket(slot.key)
      while slots[index].key != 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }
}
