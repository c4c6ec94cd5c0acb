extension Stylable where Self: UISlider {
  /// Moves the slider's thumb to a value, kept between the minimum and maximum.
  /// - Parameter value: The value.
  @discardableResult
  public func value(_ value: Float) -> Self {
    self.value = value
    return self
  }

  /// Sets the value at the slider's leading end.
  /// - Parameter value: The minimum value.
  @discardableResult
  public func minimumValue(_ value: Float) -> Self {
    minimumValue = value
    return self
  }

  /// Sets the value at the slider's trailing end.
  /// - Parameter value: The maximum value.
  @discardableResult
  public func maximumValue(_ value: Float) -> Self {
    maximumValue = value
    return self
  }

  /// Sets whether the slider reports every move or only the final value.
  /// - Parameter value: `false` to report only when the user lets go.
  @discardableResult
  public func isContinuous(_ value: Bool) -> Self {
    isContinuous = value
    return self
  }

  /// Sets the color of the track before the thumb.
  /// - Parameter value: The color.
  @discardableResult
  public func minimumTrackTintColor(_ value: UIColor?) -> Self {
    minimumTrackTintColor = value
    return self
  }

  /// Sets the color of the track after the thumb.
  /// - Parameter value: The color.
  @discardableResult
  public func maximumTrackTintColor(_ value: UIColor?) -> Self {
    maximumTrackTintColor = value
    return self
  }

  /// Runs a closure with the slider's value each time the user moves it, replacing the closure a
  /// previous call installed for `.valueChanged`.
  /// - Parameter handler: The closure, given the new value.
  @discardableResult
  public func onChange(_ handler: ((Float) -> Void)?) -> Self {
    installHandler(for: .valueChanged, handler.map { handler in { control in handler(control.value) } })
    return self
  }
}
