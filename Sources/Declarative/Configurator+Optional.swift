extension Configurator where Base: OptionalProtocol {
  /// The configured optional as a whole, for the `ifLet` and `ifNil` members.
  private var whole: ConfigurationProperty<Base, Base, Configurator> {
    ConfigurationProperty(configurator: self, access: PropertyAccess(\.self), finish: { $0 })
  }

  /// The wrapped value, configured only when the optional is not `nil` at application time.
  ///
  /// ```swift
  /// let style = Configurator<Label?>.empty.ifLet.text("Hi")
  /// style.configured(nil)      // nil
  /// ```
  public var ifLet: ConfigurationProperty<Base, Base.Wrapped, Configurator> { whole.ifLet }

  /// The wrapped value, configured only when the optional is not `nil` at application time.
  public static var ifLet: ConfigurationProperty<Base, Base.Wrapped, Configurator> {
    Configurator().ifLet
  }

  /// The wrapped value, first set to `fallback` when the optional is `nil`.
  ///
  /// ```swift
  /// Configurator<Int?>.empty.ifLet(else: 0).modify { $0 += 1 }.configured(nil)   // 1
  /// ```
  /// - Parameter fallback: The value used in place of `nil`.
  public func ifLet(else fallback: Base.Wrapped) -> ConfigurationProperty<Base, Base.Wrapped, Configurator> {
    whole.ifLet(else: fallback)
  }

  /// The wrapped value, first set to `fallback` when the optional is `nil`.
  ///
  /// - Parameter fallback: The value used in place of `nil`.
  public static func ifLet(
    else fallback: Base.Wrapped
  ) -> ConfigurationProperty<Base, Base.Wrapped, Configurator> {
    Configurator().ifLet(else: fallback)
  }

  /// Adds a step that stores `value` only when the optional is `nil` at application time.
  ///
  /// - Parameter value: The value to store in place of `nil`.
  public func ifNil(_ value: Base.Wrapped) -> Configurator {
    whole.ifNil(value)
  }

  /// A configurator that stores `value` only when the optional is `nil`.
  ///
  /// - Parameter value: The value to store in place of `nil`.
  public static func ifNil(_ value: Base.Wrapped) -> Configurator {
    Configurator().ifNil(value)
  }
}
