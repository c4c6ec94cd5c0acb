/// One configuration step: an in-place change of a value.
@usableFromInline
typealias ConfigurationStep<Base> = (inout Base) -> Void

/// The steps of one or more configurators, shared between a configurator and the
/// configurators derived from it.
///
/// A configurator owns the first `count` steps of its storage. Appending to a configurator
/// whose `count` is the storage's full length extends the storage in place, which leaves every
/// configurator derived earlier untouched (they still see only their own prefix). Appending to
/// a configurator that is no longer the longest one copies its prefix first. A chain of `n`
/// calls therefore costs O(n), not O(n^2).
///
/// The storage is mutable shared state, so `Configurator` is deliberately not `Sendable`:
/// the compiler keeps every configurator (and this storage) inside one isolation domain.
@usableFromInline
final class StepStorage<Base> {
  @usableFromInline
  var steps: ContiguousArray<ConfigurationStep<Base>>

  @usableFromInline
  init(_ steps: ContiguousArray<ConfigurationStep<Base>>) {
    self.steps = steps
  }

  /// Runs the first `count` steps on `base`, in order.
  @inlinable
  func apply(_ count: Int, to base: inout Base) {
    // A local copy keeps iteration safe even if a step appends to this very storage
    // (the append then copies on write instead of mutating the array being read).
    let steps = self.steps
    steps.withUnsafeBufferPointer { buffer in
      for index in 0..<count {
        buffer[index](&base)
      }
    }
  }
}
