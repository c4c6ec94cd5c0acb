// `assign(to:)` writes into a variable, which Swift asks to be marked with `&`.
import DeclarativeUIKit

@MainActor final class Header {
  var title = UILabel()

  func build() -> UIView {
    UIVStack {
      UILabel("Hello").assign(to: title)  // expected-error: requires explicit '&'
    }
  }
}
