// An edge set misspelled in `padding(_:_:)`: the error names the missing member on its line.
import DeclarativeUIKit

@MainActor func badge() -> UIView {
  UIHStack {
    UILabel("New")
  }
  .padding(.horizontl, 12)  // expected-error: has no member 'horizontl'
}
