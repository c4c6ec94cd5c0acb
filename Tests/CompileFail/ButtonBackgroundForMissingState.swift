// A button state that `UIControl.State` does not have. Swift falls back to the `backgroundColor`
// property when no `backgroundColor(_:for:)` fits, so its first error speaks of the property; it
// is on the modifier's line, and the line's later error names 'pressed'.
import DeclarativeUIKit

@MainActor func buy() -> UIButton {
  UIButton("Buy")
    .backgroundColor(.systemBlue)
    .backgroundColor(.systemTeal, for: .pressed)  // expected-error: non-function type 'UIColor?'
}
