extension Configurator where Base: UIView {
  /// Adds a step that sets the view's `transform`.
  ///
  /// `Configurator`'s own `transform(_:)`, which replaces the configured value, would otherwise
  /// hide the view's property: with this, `UIView() { $0.transform(.init(scaleX: 2, y: 2)) }`
  /// sets the property.
  /// - Parameter value: The affine transform to draw the view with.
  @MainActor
  public func transform(_ value: CGAffineTransform) -> Configurator {
    self[dynamicMember: \Base.transform](value)
  }
}
