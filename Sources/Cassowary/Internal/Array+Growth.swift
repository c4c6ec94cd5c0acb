#if canImport(Glibc)
  import Glibc
#endif

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
    if needed > capacity { grow(to: Swift.max(needed, 4 * capacity, 16)) }
  }

  /// Makes room for `total` elements in all, at least doubling the capacity when it grows: a
  /// caller that reserves a little more before each of many batches then copies the array a
  /// logarithmic number of times, not once per batch.
  mutating func reserveAtLeast(_ total: Int) {
    if total > capacity { grow(to: Swift.max(total, 2 * capacity)) }
  }

  @inline(never)
  private mutating func grow(to capacity: Int) {
    reserveCapacity(capacity)
    adviseHugePages()
  }

  /// Asks Linux to back a large table with 2 MB pages where it can (transparent huge pages,
  /// which many systems grant only to memory that asks). At 10,000 views the solver's tables
  /// span tens of megabytes: in 4 KB pages that is more pages than the processor's TLB maps,
  /// and every access to a table runs a page walk; in 2 MB pages they fit. Only a hint: memory
  /// and behaviour are the same without it, and other systems skip it.
  private mutating func adviseHugePages() {
    #if canImport(Glibc)
      let hugePage = 2 << 20
      let bytes = capacity * MemoryLayout<Element>.stride
      guard bytes >= 2 * hugePage else { return }
      withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + bytes) & ~(hugePage - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
      }
    #endif
  }
}
