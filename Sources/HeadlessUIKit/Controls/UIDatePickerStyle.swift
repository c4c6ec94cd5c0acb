/// How a date picker is shown. A top-level type, as UIKit's Swift interface names it
/// (UIKit.apinotes keeps `UIDatePickerStyle`); raw values are UIKit's (UIDatePicker.h):
/// automatic 0, wheels 1, compact 2, inline 3.
public enum UIDatePickerStyle: Int, Sendable {
  /// The system's choice: compact, or wheels for the countdown timer.
  case automatic = 0
  /// Spinning wheels, edited in place.
  case wheels = 1
  /// A label of the value that opens an editor over the screen.
  case compact = 2
  /// A calendar (and a time field) edited in place.
  case inline = 3
}
