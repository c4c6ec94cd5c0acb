// A read-only object property (a view's `layer`) given a value in a configurator: the message says
// that it cannot be assigned, instead of "cannot call value of non-function type".
import DeclarativeUIKit

@MainActor func card() -> UIView {
  UIView() {
    $0.layer(CALayer())  // expected-error: a read-only property cannot be assigned
  }
}
