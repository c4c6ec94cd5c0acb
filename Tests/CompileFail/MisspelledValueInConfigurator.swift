// A misspelled value in a configurator chain. Every property also matches the configurator's
// read-only-object lookups, and the compiler first reported "cannot call value of non-function
// type 'ConfigurationReference<...>'" (and that the value type is not a class) before the member.
import DeclarativeUIKit

@MainActor func caption() -> UILabel {
  UILabel() {
    $0.text("Caption")
      .textAlignment(.centr)  // expected-error: type 'NSTextAlignment' has no member 'centr'
  }
}
