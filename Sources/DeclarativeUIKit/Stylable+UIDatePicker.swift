import Foundation

extension Stylable where Self: UIDatePicker {
  /// Sets what the picker picks.
  /// - Parameter value: `.date`, `.time`, `.dateAndTime` or `.countDownTimer`.
  @discardableResult
  public func datePickerMode(_ value: UIDatePicker.Mode) -> Self {
    datePickerMode = value
    return self
  }

  /// Sets the style asked for.
  /// - Parameter value: `.automatic`, `.compact`, `.inline` or `.wheels`.
  @discardableResult
  public func preferredDatePickerStyle(_ value: UIDatePickerStyle) -> Self {
    preferredDatePickerStyle = value
    return self
  }

  /// Sets the picked date, kept within the range.
  /// - Parameter value: The date.
  @discardableResult
  public func date(_ value: Date) -> Self {
    date = value
    return self
  }

  /// Sets the earliest and latest dates at once.
  /// - Parameter value: The dates the picker may take.
  @discardableResult
  public func range(_ value: ClosedRange<Date>) -> Self {
    minimumDate = value.lowerBound
    maximumDate = value.upperBound
    return self
  }

  /// Sets the earliest date.
  /// - Parameter value: The date, or `nil` for none.
  @discardableResult
  public func minimumDate(_ value: Date?) -> Self {
    minimumDate = value
    return self
  }

  /// Sets the latest date.
  /// - Parameter value: The date, or `nil` for none.
  @discardableResult
  public func maximumDate(_ value: Date?) -> Self {
    maximumDate = value
    return self
  }

  /// Sets the step of the minutes (a divisor of 60, 1 to 30).
  /// - Parameter value: The step.
  @discardableResult
  public func minuteInterval(_ value: Int) -> Self {
    minuteInterval = value
    return self
  }

  /// Sets the locale the values are written in.
  /// - Parameter value: The locale, or `nil` for the current one.
  @discardableResult
  public func locale(_ value: Locale?) -> Self {
    locale = value
    return self
  }

  /// Sets the time zone.
  /// - Parameter value: The time zone, or `nil` for the calendar's.
  @discardableResult
  public func timeZone(_ value: TimeZone?) -> Self {
    timeZone = value
    return self
  }

  /// Runs a closure with the new date each time the user picks one, replacing the closure a
  /// previous call installed for `.valueChanged`.
  /// - Parameter handler: The closure, given the new date.
  @discardableResult
  public func onChange(_ handler: ((Date) -> Void)?) -> Self {
    installHandler(for: .valueChanged, handler.map { handler in { control in handler(control.date) } })
    return self
  }
}
