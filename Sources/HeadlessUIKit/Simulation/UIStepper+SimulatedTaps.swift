extension UIStepper {
  /// Taps the + button as a user would. HeadlessUIKit only.
  ///
  /// Touches down (`.touchDown`, tracking, highlighted), steps the value up by `stepValue`
  /// (stopping at `maximumValue`, or going round to `minimumValue` when `wraps`), sends
  /// `.valueChanged` and `.primaryActionTriggered`, then lifts inside (`.touchUpInside`).
  ///
  /// ```swift
  /// let stepper = UIStepper()
  /// stepper.simulateTapIncrement()
  /// stepper.value  // 1
  /// ```
  ///
  /// - Returns: `false`, and nothing happens, when the stepper would not receive the touch or the
  ///   + button is disabled (the value is at the maximum and the stepper does not wrap).
  @discardableResult
  public func simulateTapIncrement() -> Bool {
    guard canIncrement else { return false }
    return simulateStep(up: true)
  }

  /// Taps the − button as a user would. HeadlessUIKit only.
  ///
  /// Like `simulateTapIncrement()`, stepping down by `stepValue` (stopping at `minimumValue`, or
  /// going round to `maximumValue` when `wraps`).
  ///
  /// - Returns: `false`, and nothing happens, when the stepper would not receive the touch or the
  ///   − button is disabled (the value is at the minimum and the stepper does not wrap).
  @discardableResult
  public func simulateTapDecrement() -> Bool {
    guard canDecrement else { return false }
    return simulateStep(up: false)
  }

  private func simulateStep(up: Bool) -> Bool {
    guard acceptsSimulatedTouches else { return false }
    beginSimulatedTouch()
    let old = value
    value = stepped(up: up)
    isHighlighted = false
    if value != old {
      sendActions(for: .valueChanged)
      sendActions(for: .primaryActionTriggered)
    }
    sendActions(for: .touchUpInside)
    endSimulatedTouch()
    return true
  }
}
