extension Array {
  /// Makes room for `extra` more elements, growing the capacity fourfold where `append` would
  /// double it.
  ///
  /// Every growth copies the whole array. The solver's tables (one entry per symbol, row,
  /// definition or constraint) reach megabytes on a large layout, more than the cache holds, so
  /// each copy misses the cache throughout; growing fourfold copies a third as much in total.
  /// The capacity not yet used is never touched, so it costs address space, not memory traffic.
  @inline(__always)
  mutating func reserveFourfold(for extra: Int = 1) {
    let needed = count + extra
    if needed > capacity { reserveCapacity(Swift.max(needed, 4 * capacity, 16)) }
  }

  /// Makes room for `total` elements in all, at least doubling the capacity when it grows: a
  /// caller that reserves a little more before each of many batches then copies the array a
  /// logarithmic number of times, not once per batch.
  mutating func reserveAtLeast(_ total: Int) {
    if total > capacity { reserveCapacity(Swift.max(total, 2 * capacity)) }
  }
}
