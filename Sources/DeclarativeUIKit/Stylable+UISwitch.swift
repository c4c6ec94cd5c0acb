extension Stylable where Self: UISwitch {
  /// Turns the switch on or off.
  /// - Parameter value: `true` for on.
  @discardableResult
  public func isOn(_ value: Bool) -> Self {
    isOn = value
    return self
  }

  /// Sets the color of the switch's track when it is on.
  /// - Parameter value: The color.
  @discardableResult
  public func onTintColor(_ value: UIColor?) -> Self {
    onTintColor = value
    return self
  }

  /// Sets the color of the switch's thumb.
  /// - Parameter value: The color.
  @discardableResult
  public func thumbTintColor(_ value: UIColor?) -> Self {
    thumbTintColor = value
    return self
  }

  /// Runs a closure with the new position each time the user flips the switch, replacing the
  /// closure a previous call installed for `.valueChanged`.
  /// - Parameter handler: The closure, given `true` when the switch is now on.
  @discardableResult
  public func onChange(_ handler: ((Bool) -> Void)?) -> Self {
    installHandler(for: .valueChanged, handler.map { handler in { control in handler(control.isOn) } })
    return self
  }
}
