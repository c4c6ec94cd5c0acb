extension Stylable where Self: UIStepper {
  /// Sets the stepper's value, kept between its minimum and maximum.
  /// - Parameter value: The value.
  @discardableResult
  public func value(_ value: Double) -> Self {
    self.value = value
    return self
  }

  /// Sets the lowest value; a maximum below it moves up to it.
  /// - Parameter value: The minimum value.
  @discardableResult
  public func minimumValue(_ value: Double) -> Self {
    minimumValue = value
    return self
  }

  /// Sets the highest value; a minimum above it moves down to it.
  /// - Parameter value: The maximum value.
  @discardableResult
  public func maximumValue(_ value: Double) -> Self {
    maximumValue = value
    return self
  }

  /// Sets the lowest and highest values at once.
  ///
  /// ```swift
  /// UIStepper().range(1...12).value(2)
  /// ```
  /// - Parameter value: The values the stepper may take.
  @discardableResult
  public func range(_ value: ClosedRange<Double>) -> Self {
    maximumValue = value.upperBound
    minimumValue = value.lowerBound
    return self
  }

  /// Sets how much a tap changes the value; it must be greater than 0.
  /// - Parameter value: The step.
  @discardableResult
  public func stepValue(_ value: Double) -> Self {
    stepValue = value
    return self
  }

  /// Sets whether stepping past one end goes round to the other.
  /// - Parameter value: `true` to wrap.
  @discardableResult
  public func wraps(_ value: Bool) -> Self {
    wraps = value
    return self
  }

  /// Sets whether pressing and holding keeps stepping.
  /// - Parameter value: `false` to step once per press.
  @discardableResult
  public func autorepeat(_ value: Bool) -> Self {
    autorepeat = value
    return self
  }

  /// Sets whether a held press reports every step or only the last.
  /// - Parameter value: `false` to report only when the user lets go.
  @discardableResult
  public func isContinuous(_ value: Bool) -> Self {
    isContinuous = value
    return self
  }

  /// Runs a closure with the new value each time the user steps it, replacing the closure a
  /// previous call installed for `.valueChanged`.
  /// - Parameter handler: The closure, given the new value.
  @discardableResult
  public func onChange(_ handler: ((Double) -> Void)?) -> Self {
    installHandler(for: .valueChanged, handler.map { handler in { control in handler(control.value) } })
    return self
  }
}
