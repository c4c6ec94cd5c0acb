/// A type whose new values are configured by a trailing closure: `T() { $0.prop(value) }`.
///
/// ```swift
/// let label = Label() { $0
///   .text("Hi")
///   .numberOfLines(0)
/// }
/// ```
public protocol CallAsFunctionConfigurableProtocol {}

extension CallAsFunctionConfigurableProtocol {
  /// Applies the configuration built by `build` to this value and returns it.
  ///
  /// - Parameter build: Receives an empty configurator and returns the steps to apply.
  @inlinable
  @discardableResult
  public func callAsFunction(_ build: (Configurator<Self>) -> Configurator<Self>) -> Self {
    build(Configurator()).configured(self)
  }
}

extension CallAsFunctionConfigurableProtocol {
  /// Not available: write `T() { ... }` or `Configurator<T> { ... }.configured(T())`.
  ///
  /// Without this declaration, `let x: T = .init { $0.prop(1) }` compiles (the closure is
  /// taken for `callAsFunction`) but Swift drops the call, so nothing is applied. Making the
  /// spelling resolve to this unavailable initializer turns that silent no-op into a compile
  /// error; `T() { ... }` still resolves to `callAsFunction`.
  ///
  /// Its shape is chosen for the compiler's sake. A trailing closure skips the defaulted first
  /// parameter and lands on the labelled one, so `.init { ... }` still finds it; but no call
  /// written with ordinary arguments matches it. The former shape, `init(_:)`, took part in
  /// every failed initializer call: `UILabel("x")` was reported as a conversion to a
  /// configurator closure, and a mislabelled `UIVStack(spacing:alignment:)` crashed the
  /// Swift 6.3 constraint solver (`Tests/CompileFail/` keeps both cases).
  /// - Parameters:
  ///   - noOp: Never passed.
  ///   - build: The configuration that this spelling would silently drop.
  @available(
    *, unavailable,
    message: "'.init { ... }' would apply nothing; write 'T() { ... }' to configure a new value"
  )
  public init(_ noOp: Void = (), configuration build: (Configurator<Self>) -> Configurator<Self>) {
    fatalError("unavailable")
  }
}
