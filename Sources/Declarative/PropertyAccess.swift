/// How a configurator reaches a writable value inside `Base`: directly through a key path
/// (the fast path) or through a function that lifts a step on the value into a step on
/// `Base` (for paths through optionals and read-only objects).
@usableFromInline
enum PropertyAccess<Base, Value> {
  case keyPath(WritableKeyPath<Base, Value>)
  case lifted((@escaping (inout Value) -> Void) -> ConfigurationStep<Base>)

  /// A step on `Base` that runs `body` on the value.
  @inlinable
  func step(_ body: @escaping (inout Value) -> Void) -> ConfigurationStep<Base> {
    switch self {
    case .keyPath(let keyPath):
      return { body(&$0[keyPath: keyPath]) }
    case .lifted(let lift):
      return lift(body)
    }
  }

  /// A step on `Base` that assigns `value`.
  @inlinable
  func setter(_ value: Value) -> ConfigurationStep<Base> {
    switch self {
    case .keyPath(let keyPath):
      return { $0[keyPath: keyPath] = value }
    case .lifted(let lift):
      return lift { $0 = value }
    }
  }

  /// The access to a writable property of the value.
  @inlinable
  func appending<Next>(_ path: WritableKeyPath<Value, Next>) -> PropertyAccess<Base, Next> {
    switch self {
    case .keyPath(let keyPath):
      return .keyPath(keyPath.appending(path: path))
    case .lifted(let lift):
      return .lifted { body in lift { body(&$0[keyPath: path]) } }
    }
  }

  /// The access to a read-only object held by the value.
  @inlinable
  func reading<Object: AnyObject>(_ path: KeyPath<Value, Object>) -> ReferenceAccess<Base, Object> {
    switch self {
    case .keyPath(let keyPath):
      return .keyPath(keyPath.appending(path: path))
    case .lifted(let lift):
      return .lifted { body in lift { body($0[keyPath: path]) } }
    }
  }
}

/// How a configurator reaches an object inside `Base` that it may configure but not replace.
@usableFromInline
enum ReferenceAccess<Base, Object: AnyObject> {
  case keyPath(KeyPath<Base, Object>)
  case lifted((@escaping (Object) -> Void) -> ConfigurationStep<Base>)

  /// A step on `Base` that runs `body` on the object.
  @inlinable
  func step(_ body: @escaping (Object) -> Void) -> ConfigurationStep<Base> {
    switch self {
    case .keyPath(let keyPath):
      return { body($0[keyPath: keyPath]) }
    case .lifted(let lift):
      return lift(body)
    }
  }

  /// The access to a writable property of the object.
  @inlinable
  func appending<Next>(_ path: ReferenceWritableKeyPath<Object, Next>) -> PropertyAccess<Base, Next> {
    switch self {
    case .keyPath(let keyPath):
      return .keyPath(keyPath.appending(path: path))
    case .lifted(let lift):
      return .lifted { body in lift { body(&$0[keyPath: path]) } }
    }
  }

  /// The access to a read-only object held by the object.
  @inlinable
  func reading<Next: AnyObject>(_ path: KeyPath<Object, Next>) -> ReferenceAccess<Base, Next> {
    switch self {
    case .keyPath(let keyPath):
      return .keyPath(keyPath.appending(path: path))
    case .lifted(let lift):
      return .lifted { body in lift { body($0[keyPath: path]) } }
    }
  }
}
