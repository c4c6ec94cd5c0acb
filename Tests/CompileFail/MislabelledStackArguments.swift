// Arguments of `UIVStack(alignment:distribution:spacing:)` in the wrong order. Reduced from a
// ported screen on which the Swift 6.3 constraint solver crashed (an assertion in
// recordMatchCallArgumentResult) while it weighed the unavailable `init(_:)` guard of
// CallAsFunctionConfigurableProtocol against `callAsFunction`.
import DeclarativeUIKit

@MainActor func header() -> UIView {
  UIVStack(spacing: 8, alignment: .center) {  // expected-error: 'alignment' must precede argument 'spacing'
    UILabel().text("Title")
  }
}
