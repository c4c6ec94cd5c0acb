import Foundation

/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value: raw values are the Objective-C
/// runtime's (`objc/runtime.h`: assign 0, retain nonatomic 1, copy nonatomic 3, retain 0o1401,
/// copy 0o1403), which `import UIKit` brings along on iOS.
///
/// ```swift
/// private var badgeKey: UInt8 = 0
/// objc_setAssociatedObject(view, &badgeKey, "3", .OBJC_ASSOCIATION_COPY_NONATOMIC)
/// ```
// swift-format-ignore: TypeNamesShouldBeCapitalized
// The Objective-C runtime's own name, which code written for iOS spells.
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference to the value (in Objective-C an unretained one).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference to the value.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A strong reference to a copy of the value (`NSCopying` objects are copied).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference to the value, set atomically.
  case OBJC_ASSOCIATION_RETAIN = 0o1401
  /// A strong reference to a copy of the value, set atomically.
  case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Attaches a value to an object under a key, as the Objective-C runtime does; `nil` removes it.
///
/// The key is an address, usually of a private global variable (`&key`). Layout libraries such as
/// SnapKit and EasyPeasy keep their constraints on views this way. HeadlessUIKit keeps the
/// values in a table beside the object, released once the object is gone (the next time the
/// table is used, rather than in the object's `dealloc`: Swift has no hook there).
/// - Parameters:
///   - object: The object to attach to.
///   - key: The key's address.
///   - value: The value, or `nil` to remove it.
///   - policy: How the object holds the value.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.shared.set(value, for: key, on: object as AnyObject, policy: policy)
}

/// The value attached to an object under a key, or `nil`.
/// - Parameters:
///   - object: The object the value is attached to.
///   - key: The key's address, the one it was set with.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.shared.value(for: key, on: object as AnyObject)
}

/// Removes every value attached to an object.
/// - Parameter object: The object whose values to remove.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.shared.removeAll(on: object as AnyObject)
}

/// Releases the values attached to an object that is going away, as the Objective-C runtime does
/// when it deallocates an object; UIResponder's deinitializer calls it, so a view's or view
/// controller's values go with it rather than at the table's next sweep.
/// - Parameter id: The identity of the object being deinitialized.
nonisolated func releaseAssociatedObjects(ofObjectIdentifiedBy id: ObjectIdentifier) {
  AssociatedObjects.shared.removeAll(identifiedBy: id)
}

/// The values attached to live objects, one locked table for the process.
private final class AssociatedObjects: @unchecked Sendable {
  static let shared = AssociatedObjects()

  /// One object's values, with a weak reference telling whether the object still lives (an
  /// identifier alone could be a new object's at a freed address).
  private final class Entry {
    weak var object: AnyObject?
    var values: [UnsafeRawPointer: Held] = [:]

    init(_ object: AnyObject) { self.object = object }
  }

  /// A value held strongly, or an object held weakly (the assign policy).
  private enum Held {
    case strong(Any)
    case weak(WeakBox)

    var value: Any? {
      switch self {
      case .strong(let value): value
      case .weak(let box): box.object
      }
    }
  }

  private final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The table's size after its last sweep: it sweeps when it has doubled since.
  private var sizeAfterSweep = 0

  func set(_ value: Any?, for key: UnsafeRawPointer, on object: AnyObject, policy: objc_AssociationPolicy) {
    let held = value.map { Self.hold($0, policy) }
    // The previous value is released after the lock, in case its deinitializer uses the table.
    let previous: Held? = lock.withLock {
      let entry = liveEntry(for: object, creating: held != nil)
      let previous = entry?.values[key]
      entry?.values[key] = held
      sweepIfGrown()
      return previous
    }
    _ = previous
  }

  func value(for key: UnsafeRawPointer, on object: AnyObject) -> Any? {
    lock.withLock { liveEntry(for: object, creating: false)?.values[key]?.value }
  }

  func removeAll(on object: AnyObject) {
    removeAll(identifiedBy: ObjectIdentifier(object))
  }

  func removeAll(identifiedBy id: ObjectIdentifier) {
    // Released after the lock: a value's deinitializer may use the table.
    let removed = lock.withLock { entries.isEmpty ? nil : entries.removeValue(forKey: id) }
    _ = removed
  }

  /// The entry of a live object; a stale entry left by a freed object at the same address is
  /// dropped first.
  private func liveEntry(for object: AnyObject, creating: Bool) -> Entry? {
    let id = ObjectIdentifier(object)
    if let entry = entries[id], entry.object === object { return entry }
    entries[id] = nil
    guard creating else { return nil }
    let entry = Entry(object)
    entries[id] = entry
    return entry
  }

  /// Drops the entries of objects that have gone, once the table has doubled since the last time.
  private func sweepIfGrown() {
    guard entries.count > max(64, 2 * sizeAfterSweep) else { return }
    entries = entries.filter { $0.value.object != nil }
    sizeAfterSweep = entries.count
  }

  private static func hold(_ value: Any, _ policy: objc_AssociationPolicy) -> Held {
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
      if type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
      return .strong(value)
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
      if let copying = value as? NSCopying, type(of: value) is AnyClass {
        return .strong(copying.copy(with: nil))
      }
      return .strong(value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
      return .strong(value)
    }
  }
}
