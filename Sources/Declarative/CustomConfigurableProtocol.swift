/// A type that can apply configurators to its values: `value.configured(using:)`,
/// `configure(using:)`, `with { }` and `.builder`.
///
/// ```swift
/// let compact = View().configured(using: .rounded(8))
/// ```
public protocol CustomConfigurableProtocol {}

extension CustomConfigurableProtocol {
  /// Returns this value with `configurator` applied.
  ///
  /// - Parameter configurator: The configuration to apply.
  @inlinable
  public func configured(using configurator: Configurator<Self>) -> Self {
    configurator.configured(self)
  }

  /// Applies `configurator` to this value in place.
  ///
  /// - Parameter configurator: The configuration to apply.
  @inlinable
  public mutating func configure(using configurator: Configurator<Self>) {
    configurator.configure(&self)
  }

  /// Returns this value with the steps that `build` adds to an empty configurator.
  ///
  /// It has no argument label, unlike ``configured(using:)``: with the same label, a call that
  /// builds its argument, `configured(using: Configurator { ... })`, would be ambiguous.
  ///
  /// ```swift
  /// let compact = View().configured { $0.width(80).isHidden(false) }
  /// ```
  /// - Parameter build: Receives an empty configurator and returns the steps to apply.
  @inlinable
  public func configured(_ build: (Configurator<Self>) -> Configurator<Self>) -> Self {
    build(Configurator()).configured(self)
  }

  /// Applies the steps that `build` adds to an empty configurator to this value in place.
  ///
  /// - Parameter build: Receives an empty configurator and returns the steps to apply.
  @inlinable
  public mutating func configure(_ build: (Configurator<Self>) -> Configurator<Self>) {
    build(Configurator()).configure(&self)
  }

  /// A builder bound to this value, for a chain of steps ended by `build()` or `apply()`.
  public var builder: Builder<Self> { Builder(self) }

  /// Runs imperative statements on a copy of this value (or on this object) and returns it.
  ///
  /// ```swift
  /// let encoder = JSONEncoder().with { $0.outputFormatting = .sortedKeys }
  /// ```
  /// - Parameter body: Receives the value, `inout`.
  @inlinable
  public func with(_ body: (inout Self) throws -> Void) rethrows -> Self {
    var value = self
    try body(&value)
    return value
  }
}

extension CustomConfigurableProtocol where Self: AnyObject {
  /// Applies `configurator` to this object.
  ///
  /// - Parameter configurator: The configuration to apply.
  @inlinable
  public func configure(using configurator: Configurator<Self>) {
    configurator.configure(self)
  }

  /// Applies the steps that `build` adds to an empty configurator to this object.
  ///
  /// - Parameter build: Receives an empty configurator and returns the steps to apply.
  @inlinable
  public func configure(_ build: (Configurator<Self>) -> Configurator<Self>) {
    build(Configurator()).configure(self)
  }
}
