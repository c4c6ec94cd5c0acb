// A misspelled property in a configurator chain (`T() { $0... }`).
import DeclarativeUIKit

@MainActor func subtitle() -> UILabel {
  UILabel() {
    $0.text("Subtitle")
      .numberOfLine(2)  // expected-error: has no dynamic member 'numberOfLine'
  }
}
