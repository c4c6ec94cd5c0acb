extension Stylable where Self: UISegmentedControl {
  /// Selects a segment.
  /// - Parameter value: The segment's index, or `UISegmentedControl.noSegment` for none.
  @discardableResult
  public func selectedSegmentIndex(_ value: Int) -> Self {
    selectedSegmentIndex = value
    return self
  }

  /// Sets the color of the selected segment.
  /// - Parameter value: The color.
  @discardableResult
  public func selectedSegmentTintColor(_ value: UIColor?) -> Self {
    selectedSegmentTintColor = value
    return self
  }

  /// Sets whether a segment stays selected after it is tapped.
  /// - Parameter value: `true` to deselect right after the tap.
  @discardableResult
  public func isMomentary(_ value: Bool) -> Self {
    isMomentary = value
    return self
  }

  /// Runs a closure with the selected index each time the user picks a segment, replacing the
  /// closure a previous call installed for `.valueChanged`.
  /// - Parameter handler: The closure, given the selected segment's index.
  @discardableResult
  public func onChange(_ handler: ((Int) -> Void)?) -> Self {
    installHandler(
      for: .valueChanged, handler.map { handler in { control in handler(control.selectedSegmentIndex) } })
    return self
  }
}
