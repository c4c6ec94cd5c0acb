/// A lazy, composable configuration of a `Base` value or object.
///
/// Every writable property of `Base` becomes a step through dynamic member lookup; the steps
/// are stored, not run, until the configurator is applied to a new or an existing value.
/// Steps run in declaration order, so a later step overrides an earlier one.
///
/// ```swift
/// let title = Configurator<Label>.empty
///   .text("Hello")
///   .numberOfLines(0)
///   .layer.scope { $0.cornerRadius(8).masksToBounds(true) }
/// title.configure(existingLabel)
/// let label = title.configured(Label())
/// ```
///
/// A configurator for a main-actor type is built and applied on the main actor; it is not
/// `Sendable`, so the compiler keeps it where its key paths may be used.
///
/// Cost: adding a step is O(1) (a chain of `n` steps is built in O(n)); applying a prebuilt
/// configurator allocates nothing of its own and counts no references per step. In optimized
/// code that spells the properties as members, each step writes its property directly.
@dynamicMemberLookup
public struct Configurator<Base> {
  @usableFromInline
  let storage: StepStorage<Base>?

  @usableFromInline
  let count: Int

  @inlinable
  init(storage: StepStorage<Base>?, count: Int) {
    self.storage = storage
    self.count = count
  }

  /// Creates a configurator without steps; applying it changes nothing.
  @inlinable
  public init() {
    self.init(storage: nil, count: 0)
  }

  /// Creates a configurator from the steps a closure adds to an empty one.
  ///
  /// ```swift
  /// let style = Configurator<Label> { $0.text("Hi").numberOfLines(0) }
  /// ```
  /// - Parameter build: Receives `.empty` and returns the configurator to keep.
  @inlinable
  public init(_ build: (Configurator) -> Configurator) {
    self = build(Configurator())
  }

  /// Creates a configurator holding the steps of another one.
  ///
  /// - Parameter config: The configurator whose steps the new one starts with.
  @inlinable
  public init(config: Configurator) {
    self = config
  }

  /// Creates a configurator from the steps a closure adds to an empty one; the spelling of
  /// swift-declarative-configuration, same as `init(_:)`.
  ///
  /// ```swift
  /// let style = Configurator<Label>(config: { $0.text("Hi") })
  /// ```
  ///
  /// A trailing closure, `Configurator<Label> { ... }`, calls `init(_:)`: this initializer is
  /// disfavoured so that the two never compete.
  /// - Parameter build: Receives `.empty` and returns the configurator to keep.
  @inlinable
  @_disfavoredOverload
  public init(config build: (Configurator) -> Configurator) {
    self = build(Configurator())
  }

  /// A configurator without steps, the usual start of a chain.
  @inlinable
  public static var empty: Configurator { Configurator() }

  /// The number of steps this configurator runs when applied.
  public var stepCount: Int { count }

  // MARK: Adding steps

  /// Returns a configurator that runs this one, then the step made by `makeStep`.
  ///
  /// The step is made after room for it is found, right before it is stored, so that in
  /// optimized client code nothing runs between the creation of the step and its store.
  @inlinable
  func appending(_ makeStep: () -> ConfigurationStep<Base>) -> Configurator {
    appendingBox { Unmanaged.passRetained(StepBox(makeStep())) }
  }

  /// Returns a configurator that runs this one, then the boxed step made by `makeBox`
  /// (already retained for the storage).
  @inlinable
  func appendingBox(_ makeBox: () -> Unmanaged<StepBox<Base>>) -> Configurator {
    let target: StepStorage<Base>
    if let storage, storage.header.count == count, count < storage.header.capacity {
      target = storage
    } else {
      target = StepStorage.make(capacity: Swift.max(4, count * 2), copying: count, from: storage)
    }
    let box = makeBox()
    target.withUnsafeMutablePointerToElements { ($0 + count).initialize(to: box) }
    target.header.count = count + 1
    return Configurator(storage: target, count: count + 1)
  }

  /// Returns a configurator that runs this one, then `step`.
  @inlinable
  func appending(_ step: @escaping ConfigurationStep<Base>) -> Configurator {
    appending { step }
  }

  /// Returns a configurator that runs this one's steps, then those of `other`.
  ///
  /// Later steps win, so `other` overrides what both set.
  /// ```swift
  /// let card = Configurator<View> { $0.combined(with: .rounded(12)).backgroundColor(.red) }
  /// ```
  /// - Parameter other: The configurator whose steps are appended.
  public func combined(with other: Configurator) -> Configurator {
    guard let otherStorage = other.storage, other.count > 0 else { return self }
    guard storage != nil, count > 0 else { return other }
    var result = self
    for index in 0..<other.count {
      let box = otherStorage.withUnsafeMutablePointerToElements { $0[index] }
      result = result.appendingBox { box.retain() }
    }
    return result
  }

  /// Adds a step that changes the whole value in place.
  ///
  /// ```swift
  /// Configurator<Point>.empty.modify { $0.x += 1 }
  /// ```
  /// - Parameter body: Receives the value being configured, `inout`.
  public func modify(_ body: @escaping (inout Base) -> Void) -> Configurator {
    appending(body)
  }

  /// Adds a step that changes the whole value in place; another name for `modify(_:)`,
  /// the one swift-declarative-configuration used.
  ///
  /// - Parameter body: Receives the value being configured, `inout`.
  public func set(_ body: @escaping (inout Base) -> Void) -> Configurator {
    appending(body)
  }

  /// Adds a step that replaces the value with the result of `body`.
  ///
  /// - Parameter body: Receives the current value and returns its replacement.
  public func transform(_ body: @escaping (Base) -> Base) -> Configurator {
    appending { $0 = body($0) }
  }

  /// Adds a step that looks at the value without changing it (for logging or side effects).
  ///
  /// - Parameter body: Receives the value as configured so far.
  public func peek(_ body: @escaping (Base) -> Void) -> Configurator {
    appending { body($0) }
  }

  /// A configurator with the single step `body` that changes the value in place.
  ///
  /// - Parameter body: Receives the value being configured, `inout`.
  public static func modify(_ body: @escaping (inout Base) -> Void) -> Configurator {
    Configurator().modify(body)
  }

  /// A configurator with the single step `body` that replaces the value.
  ///
  /// - Parameter body: Receives the current value and returns its replacement.
  public static func transform(_ body: @escaping (Base) -> Base) -> Configurator {
    Configurator().transform(body)
  }

  /// A configurator with the single step `body` that looks at the value.
  ///
  /// - Parameter body: Receives the value as configured so far.
  public static func peek(_ body: @escaping (Base) -> Void) -> Configurator {
    Configurator().peek(body)
  }

  // MARK: Applying

  /// Runs every step on `base` in place.
  ///
  /// - Parameter base: The value to configure.
  @inlinable
  public func configure(_ base: inout Base) {
    storage?.apply(count, to: &base)
  }

  /// Runs every step on the object `base`.
  ///
  /// A step that replaces the whole object (`transform`) cannot take effect on an object
  /// passed this way, so it stops the program instead of being lost: use `configured(_:)`
  /// when the configurator replaces objects.
  /// - Parameter base: The object to configure.
  @inlinable
  public func configure(_ base: Base) where Base: AnyObject {
    var object = base
    storage?.apply(count, to: &object)
    precondition(
      object === base,
      "Configurator.configure(_:) cannot replace the object it configures; use configured(_:)")
  }

  /// Returns `base` with every step applied.
  ///
  /// - Parameter base: The starting value; for objects, the object configured in place.
  @inlinable
  public func configured(_ base: Base) -> Base {
    var value = base
    storage?.apply(count, to: &value)
    return value
  }

  /// Returns `base` with every step applied; same as `configured(_:)`.
  ///
  /// ```swift
  /// let label = titleStyle(Label())
  /// ```
  /// - Parameter base: The starting value.
  @inlinable
  public func callAsFunction(_ base: Base) -> Base {
    configured(base)
  }

  // MARK: Dynamic members
  //
  // The subscripts to read-only objects are disfavoured: every step of a chain is a lookup among
  // these subscripts, and most steps are writable properties. Disfavouring lets the type checker
  // settle a step on the writable subscript without weighing the others as equals (about 10%
  // faster chains, scripts/measure-typecheck); a read-only object still finds its subscript, the
  // only one that matches it.

  /// A writable property of `Base`, ready to become a step: `config.text("Hi")`.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  public subscript<Value>(
    dynamicMember keyPath: WritableKeyPath<Base, Value>
  ) -> ConfigurationProperty<Base, Value, Configurator> {
    ConfigurationProperty(configurator: self, access: PropertyAccess(keyPath), finish: { $0 })
  }

  /// A read-only object held by `Base` (such as a view's layer), whose own properties can be
  /// configured: `config.layer.cornerRadius(8)`.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Base, Object>
  ) -> ConfigurationReference<Base, Object, Configurator> {
    ConfigurationReference(configurator: self, access: ReferenceAccess(keyPath), finish: { $0 })
  }

  /// A read-only optional object held by `Base` (`let badge: Badge?`, or a get-only
  /// `var badge: Badge? { ... }`), whose own properties can be configured; every step through
  /// it does nothing while the object is `nil`: `config.badge.text("New")`.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Base, Object?>
  ) -> ConfigurationReference<Base, Object, Configurator> {
    ConfigurationReference(configurator: self, access: ReferenceAccess(keyPath), finish: { $0 })
  }

  /// The wrapped value of an optional property, configured only when it is not `nil`:
  /// `config.ifLet(\.header).title("Hi")` is `config.header.ifLet.title("Hi")`.
  ///
  /// - Parameter keyPath: The optional property.
  public func ifLet<Wrapped>(
    _ keyPath: WritableKeyPath<Base, Wrapped?>
  ) -> ConfigurationProperty<Base, Wrapped, Configurator> {
    self[dynamicMember: keyPath].ifLet
  }

  /// The wrapped value of an optional property, first set to `fallback` if it is `nil`:
  /// `config.ifLet(\.header, else: Header()).title("Hi")`.
  ///
  /// - Parameters:
  ///   - keyPath: The optional property.
  ///   - fallback: The value stored when the property is `nil` at application time.
  public func ifLet<Wrapped>(
    _ keyPath: WritableKeyPath<Base, Wrapped?>, else fallback: Wrapped
  ) -> ConfigurationProperty<Base, Wrapped, Configurator> {
    self[dynamicMember: keyPath].ifLet(else: fallback)
  }

  /// Starts a configurator at a writable property: `Configurator<Label>.text("Hi")`.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  public static subscript<Value>(
    dynamicMember keyPath: WritableKeyPath<Base, Value>
  ) -> ConfigurationProperty<Base, Value, Configurator> {
    Configurator()[dynamicMember: keyPath]
  }

  /// Starts a configurator inside a read-only object: `Configurator<View>.layer.cornerRadius(8)`.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public static subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Base, Object>
  ) -> ConfigurationReference<Base, Object, Configurator> {
    Configurator()[dynamicMember: keyPath]
  }
}
