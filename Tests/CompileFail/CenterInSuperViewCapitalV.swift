// The centring modifiers are spelled `Superview`, with a small v, as UIKit's `superview`.
import DeclarativeUIKit

@MainActor func title() -> UIView {
  UIView().addSubviews {
    UILabel("Title")
      .centerXInSuperView()  // expected-error: has no member 'centerXInSuperView'
  }
}
