/// A writable property reached through a configurator's or a builder's dynamic member lookup.
///
/// Calling it with a value adds the assignment as a step and returns the configurator (or
/// builder) to continue the chain; its members reach nested properties.
///
/// ```swift
/// Configurator<Label>.empty
///   .text("Hi")                       // assign
///   .frame.size.width(120)            // nested writable path
///   .count.modify { $0 += 1 }         // change in place
///   .subtitle(ifLet: optionalText)    // assign only a non-nil value
/// ```
@dynamicMemberLookup
public struct ConfigurationProperty<Base, Value, Result> {
  @usableFromInline
  let configurator: Configurator<Base>

  @usableFromInline
  let access: PropertyAccess<Base, Value>

  @usableFromInline
  let finish: (Configurator<Base>) -> Result

  @inlinable
  init(
    configurator: Configurator<Base>,
    access: PropertyAccess<Base, Value>,
    finish: @escaping (Configurator<Base>) -> Result
  ) {
    self.configurator = configurator
    self.access = access
    self.finish = finish
  }

  @inlinable
  func adding(_ step: @escaping ConfigurationStep<Base>) -> Result {
    finish(configurator.appending(step))
  }

  @inlinable
  func adding(_ operation: PropertyOperation<Value>) -> Result {
    finish(configurator.appending { access.makeStep(operation) })
  }

  /// Adds a step that assigns `value` to the property.
  ///
  /// - Parameter value: The value to assign when the configuration is applied.
  @inlinable
  public func callAsFunction(_ value: Value) -> Result {
    adding(.assign(value))
  }

  /// Adds a step that assigns `value` if it is not `nil`; adds nothing otherwise.
  ///
  /// ```swift
  /// Configurator<Label>.empty.text(ifLet: user.nickname)
  /// ```
  /// - Parameter value: The value to assign, or `nil` to leave the property alone.
  public func callAsFunction(ifLet value: Value?) -> Result {
    guard let value else { return finish(configurator) }
    return adding(.assign(value))
  }

  /// Adds a step that changes the property in place.
  ///
  /// - Parameter body: Receives the property's current value, `inout`.
  public func modify(_ body: @escaping (inout Value) -> Void) -> Result {
    adding(.update(body))
  }

  /// Adds a step that replaces the property with a function of its current value.
  ///
  /// - Parameter body: Receives the current value and returns the new one.
  public func transform(_ body: @escaping (Value) -> Value) -> Result {
    adding(.update { $0 = body($0) })
  }

  /// Adds a step that looks at the property's value without changing it (for logging, or to
  /// call a method of an object).
  ///
  /// ```swift
  /// Configurator<Screen>.empty.title.peek { print($0 ?? "no title") }
  /// ```
  /// - Parameter body: Receives the property's value as configured so far.
  public func peek(_ body: @escaping (Value) -> Void) -> Result {
    adding(.update { body($0) })
  }

  /// Adds one step that applies a whole configuration to the property, grouping related
  /// settings without repeating the path.
  ///
  /// ```swift
  /// Configurator<View>.empty.frame.scope { $0.origin.x(10).size.width(100) }
  /// ```
  /// - Parameter build: Receives an empty configurator of the property's type.
  public func scope(_ build: (Configurator<Value>) -> Configurator<Value>) -> Result {
    let inner = build(Configurator())
    return adding(.update { inner.configure(&$0) })
  }

  /// A writable property of this property's value.
  ///
  /// - Parameter keyPath: The nested property, written as a member name.
  @inlinable
  public subscript<Next>(
    dynamicMember keyPath: WritableKeyPath<Value, Next>
  ) -> ConfigurationProperty<Base, Next, Result> {
    ConfigurationProperty<Base, Next, Result>(
      configurator: configurator, access: access.appending(keyPath), finish: finish)
  }

  /// A read-only object held by this property's value.
  ///
  /// - Parameter keyPath: The nested property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Value, Object>
  ) -> ConfigurationReference<Base, Object, Result> {
    ConfigurationReference(configurator: configurator, access: access.reading(keyPath), finish: finish)
  }

  /// A read-only optional object held by this property's value; steps through it do nothing
  /// while the object is `nil`.
  ///
  /// - Parameter keyPath: The nested property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Value, Object?>
  ) -> ConfigurationReference<Base, Object, Result> {
    ConfigurationReference(configurator: configurator, access: access.reading(keyPath), finish: finish)
  }
}

extension ConfigurationProperty where Value: OptionalProtocol {
  /// Adds a step that assigns `value` if it is not `nil`; adds nothing otherwise.
  ///
  /// For an optional property this never assigns `nil`:
  /// `config.nickname(ifLet: user.nickname)` keeps the current nickname when the user has none.
  /// - Parameter value: The value to assign, or `nil` to leave the property alone.
  public func callAsFunction(ifLet value: Value) -> Result {
    guard value.optionalValue != nil else { return finish(configurator) }
    return adding(.assign(value))
  }

  /// The wrapped value of an optional property, configured only when it is not `nil`.
  ///
  /// ```swift
  /// config.header.ifLet.title("Hi")   // nothing happens while header is nil
  /// config.count.ifLet(3)             // assigns 3 only if count is not nil
  /// ```
  public var ifLet: ConfigurationProperty<Base, Value.Wrapped, Result> {
    ConfigurationProperty<Base, Value.Wrapped, Result>(
      configurator: configurator,
      access: PropertyAccess { [access] operation in
        access.makeStep(
          .update { optional in
            guard var wrapped = optional.optionalValue else { return }
            optional.optionalValue = nil  // keeps the wrapped value uniquely referenced
            operation.run(on: &wrapped)
            optional.optionalValue = wrapped
          })
      },
      finish: finish)
  }

  /// The wrapped value of an optional property, first set to `fallback` if it is `nil`.
  ///
  /// ```swift
  /// config.retries.ifLet(else: 0).modify { $0 += 1 }
  /// ```
  /// - Parameter fallback: The value stored when the property is `nil` at application time.
  public func ifLet(else fallback: Value.Wrapped) -> ConfigurationProperty<Base, Value.Wrapped, Result> {
    ConfigurationProperty<Base, Value.Wrapped, Result>(
      configurator: configurator,
      access: PropertyAccess { [access] operation in
        access.makeStep(
          .update { optional in
            var wrapped = optional.optionalValue ?? fallback
            optional.optionalValue = nil
            operation.run(on: &wrapped)
            optional.optionalValue = wrapped
          })
      },
      finish: finish)
  }

  /// Adds a step that assigns `value` only if the property is `nil` when applied.
  ///
  /// - Parameter value: The value to store in place of `nil`.
  public func ifNil(_ value: Value.Wrapped) -> Result {
    adding(
      access.makeStep(
        .update { optional in
          if optional.optionalValue == nil { optional.optionalValue = value }
        }))
  }
}
