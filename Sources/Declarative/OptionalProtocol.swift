/// The shape of `Optional`, which lets configurators and builders of optional values reach
/// the wrapped value (`ifLet`, `ifNil`). Only `Optional` conforms.
public protocol OptionalProtocol {
  /// The type of the wrapped value.
  associatedtype Wrapped

  /// The optional itself, read and written as `Wrapped?`.
  var optionalValue: Wrapped? { get set }
}

extension Optional: OptionalProtocol {
  /// The optional itself, read and written as `Wrapped?`.
  public var optionalValue: Wrapped? {
    get { self }
    set { self = newValue }
  }
}
