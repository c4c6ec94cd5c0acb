// An initializer some view classes have (`UILabel("text")`) used on one that does not: the error
// names the call, not a conversion to a configurator closure.
import DeclarativeUIKit

@MainActor func toggle() -> UIView {
  UISwitch("Notifications")  // expected-error: missing argument label 'frame:' in call
}
