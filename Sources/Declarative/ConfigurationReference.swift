/// A read-only object reached through a configurator's or a builder's dynamic member lookup,
/// such as a view's `layer`.
///
/// The object itself cannot be replaced, but its writable properties can be configured, one
/// by one or grouped with `scope`:
///
/// ```swift
/// Configurator<View>.empty.layer.cornerRadius(8)
/// Configurator<View>.empty.layer.scope { $0.cornerRadius(8).masksToBounds(true) }
/// ```
@dynamicMemberLookup
public struct ConfigurationReference<Base, Object: AnyObject, Result> {
  @usableFromInline
  let configurator: Configurator<Base>

  @usableFromInline
  let access: ReferenceAccess<Base, Object>

  @usableFromInline
  let finish: (Configurator<Base>) -> Result

  @inlinable
  init(
    configurator: Configurator<Base>,
    access: ReferenceAccess<Base, Object>,
    finish: @escaping (Configurator<Base>) -> Result
  ) {
    self.configurator = configurator
    self.access = access
    self.finish = finish
  }

  /// Not available: a read-only property cannot be assigned; configure the object's own
  /// properties instead (`$0.layer.cornerRadius(8)`).
  ///
  /// It exists for the compiler's messages. Every property of an object type also matches the
  /// read-only lookups, so when a step's value is misspelled (`$0.textAlignment(.centr)`), the
  /// compiler weighed this type too and, finding nothing to call, reported "cannot call value of
  /// non-function type 'ConfigurationReference'" first. With a call that takes the object, that
  /// path fails later than the writable one, and the first message names the misspelled value.
  /// - Parameter object: Never passed.
  @available(
    *, unavailable,
    message: "a read-only property cannot be assigned; configure the properties of the object it holds"
  )
  public func callAsFunction(_ object: Object) -> Result {
    fatalError("unavailable")
  }

  /// Adds one step that applies a whole configuration to the object.
  ///
  /// The configuration must keep the object: a `transform` that returns a different object
  /// stops the program, because a read-only property cannot take the replacement.
  /// - Parameter build: Receives an empty configurator of the object's type.
  public func scope(_ build: (Configurator<Object>) -> Configurator<Object>) -> Result {
    let inner = build(Configurator())
    return finish(
      configurator.appending(
        access.makeStep { object in
          let result = inner.configured(object)
          precondition(
            result === object,
            "Configurator: cannot replace the object of a read-only property \(Object.self); "
              + "configure it instead of transforming it")
        }))
  }

  /// Adds a step that looks at the object without replacing it.
  ///
  /// - Parameter body: Receives the object.
  public func peek(_ body: @escaping (Object) -> Void) -> Result {
    finish(configurator.appending(access.makeStep(body)))
  }

  /// The same object: steps through a read-only optional object already do nothing while it
  /// is `nil`, and `ifLet` spells that out, as for a writable optional property.
  ///
  /// ```swift
  /// Configurator<Screen>.empty.badge.ifLet.text("New")   // `let badge: Badge?`
  /// ```
  public var ifLet: ConfigurationReference { self }

  /// A writable property of the object.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  public subscript<Next>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Object, Next>
  ) -> ConfigurationProperty<Base, Next, Result> {
    ConfigurationProperty<Base, Next, Result>(
      configurator: configurator, access: access.appending(keyPath), finish: finish)
  }

  /// A read-only object held by the object.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public subscript<Next: AnyObject>(
    dynamicMember keyPath: KeyPath<Object, Next>
  ) -> ConfigurationReference<Base, Next, Result> {
    ConfigurationReference<Base, Next, Result>(
      configurator: configurator, access: access.reading(keyPath), finish: finish)
  }

  /// A read-only optional object held by the object; steps through it do nothing while it is
  /// `nil`.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public subscript<Next: AnyObject>(
    dynamicMember keyPath: KeyPath<Object, Next?>
  ) -> ConfigurationReference<Base, Next, Result> {
    ConfigurationReference<Base, Next, Result>(
      configurator: configurator, access: access.reading(keyPath), finish: finish)
  }
}
