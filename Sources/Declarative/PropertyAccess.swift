/// What a step does to the value at the end of a path: assign it or update it in place.
@usableFromInline
enum PropertyOperation<Value> {
  case assign(Value)
  case update((inout Value) -> Void)

  /// Runs the operation on `value`.
  @inlinable
  func run(on value: inout Value) {
    switch self {
    case .assign(let newValue): value = newValue
    case .update(let body): body(&value)
    }
  }
}

/// How a configurator reaches a writable value inside `Base`: a function that turns an
/// operation on the value into a step on `Base`.
///
/// Each access is one closure that captures its key path and nothing else. When a chain is
/// written with literal key paths and the library is inlined into optimized client code, the
/// optimizer then specializes the closure for that key path, which turns the key path
/// application into a direct property access (no key path work when the step runs).
@usableFromInline
struct PropertyAccess<Base, Value> {
  @usableFromInline
  let makeStep: (PropertyOperation<Value>) -> ConfigurationStep<Base>

  @inlinable
  init(makeStep: @escaping (PropertyOperation<Value>) -> ConfigurationStep<Base>) {
    self.makeStep = makeStep
  }

  /// The access through a writable key path: assignments use the setter, updates `modify`.
  ///
  /// A stored property of a value type is written through its offset, which costs no key
  /// path work when the step runs. For other paths the key path is captured by exactly one
  /// closure, `apply`; in optimized client code that writes the key path as a literal, the
  /// optimizer specializes that closure for the key path and the step then writes the
  /// property directly.
  @inlinable
  init(_ keyPath: WritableKeyPath<Base, Value>) {
    if !(Base.self is AnyObject.Type), let offset = MemoryLayout<Base>.offset(of: keyPath) {
      makeStep = { operation in
        { base in
          withUnsafeMutableBytes(of: &base) { bytes in
            // `offset(of:)` promises that the property is stored inline at this offset.
            let field = (bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self)
            operation.run(on: &field.pointee)
          }
        }
      }
      return
    }
    let apply: (PropertyOperation<Value>, inout Base) -> Void = { operation, base in
      switch operation {
      case .assign(let newValue): base[keyPath: keyPath] = newValue
      case .update(let body): body(&base[keyPath: keyPath])
      }
    }
    makeStep = { operation in { apply(operation, &$0) } }
  }

  /// The access to a writable property of the value.
  @inlinable
  func appending<Next>(_ path: WritableKeyPath<Value, Next>) -> PropertyAccess<Base, Next> {
    let outer = makeStep
    return PropertyAccess<Base, Next> { operation in
      switch operation {
      case .assign(let newValue): return outer(.update { $0[keyPath: path] = newValue })
      case .update(let body): return outer(.update { body(&$0[keyPath: path]) })
      }
    }
  }

  /// The access to a read-only object held by the value.
  @inlinable
  func reading<Object: AnyObject>(_ path: KeyPath<Value, Object>) -> ReferenceAccess<Base, Object> {
    let outer = makeStep
    return ReferenceAccess { body in outer(.update { body($0[keyPath: path]) }) }
  }

  /// The access to a read-only optional object held by the value; steps skip a `nil` object.
  @inlinable
  func reading<Object: AnyObject>(_ path: KeyPath<Value, Object?>) -> ReferenceAccess<Base, Object> {
    let outer = makeStep
    return ReferenceAccess { body in
      outer(.update { if let object = $0[keyPath: path] { body(object) } })
    }
  }
}

/// How a configurator reaches an object inside `Base` that it may configure but not replace.
@usableFromInline
struct ReferenceAccess<Base, Object: AnyObject> {
  @usableFromInline
  let makeStep: (@escaping (Object) -> Void) -> ConfigurationStep<Base>

  @inlinable
  init(makeStep: @escaping (@escaping (Object) -> Void) -> ConfigurationStep<Base>) {
    self.makeStep = makeStep
  }

  /// The access through a key path to an object.
  @inlinable
  init(_ keyPath: KeyPath<Base, Object>) {
    makeStep = { body in { body($0[keyPath: keyPath]) } }
  }

  /// The access through a key path to an optional object; steps skip a `nil` object.
  @inlinable
  init(_ keyPath: KeyPath<Base, Object?>) {
    makeStep = { body in { if let object = $0[keyPath: keyPath] { body(object) } } }
  }

  /// The access to a writable property of the object.
  @inlinable
  func appending<Next>(_ path: ReferenceWritableKeyPath<Object, Next>) -> PropertyAccess<Base, Next> {
    let outer = makeStep
    return PropertyAccess<Base, Next> { operation in
      switch operation {
      case .assign(let newValue): return outer { $0[keyPath: path] = newValue }
      case .update(let body): return outer { body(&$0[keyPath: path]) }
      }
    }
  }

  /// The access to a read-only object held by the object.
  @inlinable
  func reading<Next: AnyObject>(_ path: KeyPath<Object, Next>) -> ReferenceAccess<Base, Next> {
    let outer = makeStep
    return ReferenceAccess<Base, Next> { body in outer { body($0[keyPath: path]) } }
  }

  /// The access to a read-only optional object held by the object; steps skip a `nil` object.
  @inlinable
  func reading<Next: AnyObject>(_ path: KeyPath<Object, Next?>) -> ReferenceAccess<Base, Next> {
    let outer = makeStep
    return ReferenceAccess<Base, Next> { body in
      outer { if let next = $0[keyPath: path] { body(next) } }
    }
  }
}
