extension UIDatePicker {
  /// What a date picker picks. Raw values are UIKit's (UIDatePicker.h): time 0, date 1,
  /// dateAndTime 2, countDownTimer 3.
  public enum Mode: Int, Sendable {
    /// Hours and minutes (and AM/PM where the locale uses it).
    case time = 0
    /// Day, month and year.
    case date = 1
    /// A date and a time. The default.
    case dateAndTime = 2
    /// A duration in hours and minutes.
    case countDownTimer = 3
  }
}
