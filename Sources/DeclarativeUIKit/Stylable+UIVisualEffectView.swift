extension Stylable where Self: UIVisualEffectView {
  /// Sets the effect, such as a blur.
  /// - Parameter value: The effect; `nil` shows none.
  @discardableResult
  public func effect(_ value: UIVisualEffect?) -> Self {
    effect = value
    return self
  }
}
