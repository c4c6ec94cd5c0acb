// A modifier given a value of the wrong type.
import DeclarativeUIKit

@MainActor func caption() -> UIView {
  UIVStack {
    UILabel()
      .text("Caption")
      .numberOfLines("two")  // expected-error: convert value of type 'String' to expected argument type 'Int'
  }
}
