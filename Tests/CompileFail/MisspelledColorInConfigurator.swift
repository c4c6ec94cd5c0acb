// A misspelled colour in a configurator chain: an optional object property (`UIColor?`) also
// matches the lookup of read-only optional objects, which the compiler used to report first.
import DeclarativeUIKit

@MainActor func badge() -> UILabel {
  UILabel() {
    $0.text("New")
      .textColor(.systemBackgrund)  // expected-error: type 'UIColor?' has no member 'systemBackgrund'
  }
}
