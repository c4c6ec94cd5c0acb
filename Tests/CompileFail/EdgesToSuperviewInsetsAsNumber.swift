// One number for several edges is `inset:`; `insets:` takes a UIEdgeInsets.
import DeclarativeUIKit

@MainActor func row() -> UIView {
  UIView().addSubviews {
    UILabel("Row")
      .edgesToSuperview(.horizontal, insets: 16)  // expected-error: argument type 'UIEdgeInsets'
  }
}
