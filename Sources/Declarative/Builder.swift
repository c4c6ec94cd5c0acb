/// A chain of configuration steps bound to one value or object.
///
/// Where a `Configurator` is a reusable recipe, a builder already holds the value it will
/// configure: chain steps, then `build()` the result (or `apply()` them to an object).
///
/// ```swift
/// let request = URLRequest(url: url).builder
///   .httpMethod("POST")
///   .timeoutInterval(10)
///   .build()
/// ```
@dynamicMemberLookup
public struct Builder<Base> {
  /// The value the steps are applied to, as it was given (without the steps).
  public let base: Base

  /// The steps collected so far.
  public let configurator: Configurator<Base>

  /// Creates a builder for `base` with the steps of `configurator`.
  ///
  /// - Parameters:
  ///   - base: The value or object to configure.
  ///   - configurator: The steps to start with; none by default.
  @inlinable
  public init(_ base: Base, configurator: Configurator<Base> = Configurator()) {
    self.base = base
    self.configurator = configurator
  }

  /// Returns the value with every step applied.
  @inlinable
  public func build() -> Base {
    configurator.configured(base)
  }

  /// Applies every step to the object, for chains where the result is not needed.
  @inlinable
  public func apply() where Base: AnyObject {
    configurator.configure(base)
  }

  /// Applies the steps and returns a new builder for the result, without steps.
  ///
  /// Useful to fix a state before continuing, for example before reading the value.
  public func commit() -> Builder {
    Builder(build())
  }

  /// Returns a builder that keeps its own steps, then runs those of `other` once.
  ///
  /// - Parameter other: The configurator whose steps are appended.
  public func combined(with other: Configurator<Base>) -> Builder {
    Builder(base, configurator: configurator.combined(with: other))
  }

  /// Adds a step that changes the whole value in place.
  ///
  /// - Parameter body: Receives the value being configured, `inout`.
  public func modify(_ body: @escaping (inout Base) -> Void) -> Builder {
    Builder(base, configurator: configurator.modify(body))
  }

  /// Adds a step that changes the whole value in place; another name for ``modify(_:)``,
  /// the one swift-declarative-configuration used.
  ///
  /// - Parameter body: Receives the value being configured, `inout`.
  public func set(_ body: @escaping (inout Base) -> Void) -> Builder {
    modify(body)
  }

  /// Applies the steps so far (as ``commit()`` does), then adds `body` as the first step of
  /// the new builder; `body` runs when the result is built or applied.
  ///
  /// ```swift
  /// let request = URLRequest(url: url).builder
  ///   .httpMethod("POST")
  ///   .reinforce { $0.setValue("\($0.httpMethod ?? "")", forHTTPHeaderField: "X-Method") }
  ///   .build()
  /// ```
  /// - Parameter body: Receives the value with the earlier steps applied, `inout`.
  public func reinforce(_ body: @escaping (inout Base) -> Void) -> Builder {
    commit().modify(body)
  }

  /// Adds a step that replaces the value with the result of `body`.
  ///
  /// - Parameter body: Receives the current value and returns its replacement.
  public func transform(_ body: @escaping (Base) -> Base) -> Builder {
    Builder(base, configurator: configurator.transform(body))
  }

  /// Adds a step that looks at the value without changing it.
  ///
  /// - Parameter body: Receives the value as configured so far.
  public func peek(_ body: @escaping (Base) -> Void) -> Builder {
    Builder(base, configurator: configurator.peek(body))
  }

  /// A writable property of the value, ready to become a step: `builder.text("Hi")`.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  public subscript<Value>(
    dynamicMember keyPath: WritableKeyPath<Base, Value>
  ) -> ConfigurationProperty<Base, Value, Builder> {
    let base = self.base
    return ConfigurationProperty(
      configurator: configurator, access: PropertyAccess(keyPath),
      finish: { Builder(base, configurator: $0) })
  }

  /// A read-only object held by the value, whose properties can be configured.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Base, Object>
  ) -> ConfigurationReference<Base, Object, Builder> {
    let base = self.base
    return ConfigurationReference(
      configurator: configurator, access: ReferenceAccess(keyPath),
      finish: { Builder(base, configurator: $0) })
  }

  /// A read-only optional object held by the value; steps through it do nothing while it is
  /// `nil`.
  ///
  /// - Parameter keyPath: The property, written as a member name.
  @inlinable
  @_disfavoredOverload
  public subscript<Object: AnyObject>(
    dynamicMember keyPath: KeyPath<Base, Object?>
  ) -> ConfigurationReference<Base, Object, Builder> {
    let base = self.base
    return ConfigurationReference(
      configurator: configurator, access: ReferenceAccess(keyPath),
      finish: { Builder(base, configurator: $0) })
  }
}
