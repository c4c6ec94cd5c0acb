/// One configuration step: an in-place change of a value.
@usableFromInline
typealias ConfigurationStep<Base> = (inout Base) -> Void

/// One step, boxed in an immutable object so that applying it costs no reference counting:
/// the storage keeps every box alive, so a box is called through an unretained reference.
@usableFromInline
final class StepBox<Base> {
  @usableFromInline
  let body: ConfigurationStep<Base>

  @inlinable
  init(_ body: @escaping ConfigurationStep<Base>) {
    self.body = body
  }
}

/// The count of initialized steps and the room for steps in a `StepStorage`.
@usableFromInline
struct StepStorageHeader {
  @usableFromInline
  var count: Int

  @usableFromInline
  var capacity: Int

  @inlinable
  init(count: Int, capacity: Int) {
    self.count = count
    self.capacity = capacity
  }
}

/// The steps of one or more configurators, shared between a configurator and the
/// configurators derived from it.
///
/// A configurator owns the first `count` steps of its storage; those steps are never changed
/// again. Appending to a configurator whose `count` is the storage's full length writes the
/// next slot in place, which leaves every configurator derived earlier untouched (they only
/// read their own prefix). Appending to a configurator that is no longer the longest one, or
/// to a full storage, copies its prefix into a new storage with doubled capacity. A chain of
/// `n` calls therefore costs O(n), not O(n^2).
///
/// The storage is shared mutable state, so `Configurator` is deliberately not `Sendable`:
/// the compiler keeps every configurator (and so this storage) inside one isolation domain.
@usableFromInline
final class StepStorage<Base>: ManagedBuffer<StepStorageHeader, Unmanaged<StepBox<Base>>> {
  /// A new storage with room for `capacity` steps, holding the first `count` steps of
  /// `source` (if any).
  @usableFromInline
  static func make(capacity: Int, copying count: Int, from source: StepStorage?) -> StepStorage {
    let buffer = create(minimumCapacity: capacity) { _ in
      StepStorageHeader(count: 0, capacity: capacity)
    }
    let storage = unsafeDowncast(buffer, to: StepStorage.self)
    if let source, count > 0 {
      source.withUnsafeMutablePointerToElements { from in
        storage.withUnsafeMutablePointerToElements { to in
          to.initialize(from: from, count: count)
          for index in 0..<count {
            _ = from[index].retain()
          }
        }
      }
    }
    storage.header.count = count
    return storage
  }

  deinit {
    withUnsafeMutablePointers { header, elements in
      for index in 0..<header.pointee.count {
        elements[index].release()
      }
    }
  }

  /// Runs the first `count` steps on `base`, in order.
  @inlinable
  func apply(_ count: Int, to base: inout Base) {
    // The first `count` slots are never written again, so reading them is safe even if a
    // step appends to this very storage (that writes only slots past the end). Each box is
    // kept alive by this storage, which `self` keeps alive for the whole call.
    withUnsafeMutablePointerToElements { steps in
      for index in 0..<count {
        steps[index]._withUnsafeGuaranteedRef { $0.body(&base) }
      }
    }
  }
}
