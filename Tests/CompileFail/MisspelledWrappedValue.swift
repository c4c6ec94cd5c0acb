// A misspelled wrappedValue on a binding.
import DeclarativeUIKit

@MainActor final class Settings {
  @UIState var notifications = false

  func toggle() -> UISwitch {
    UISwitch().isOn($notifications.wrapedValue)  // expected-error: has no dynamic member 'wrapedValue'
  }
}
