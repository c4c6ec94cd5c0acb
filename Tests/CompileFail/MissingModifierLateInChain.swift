// A modifier that does not exist at the end of a long chain: the error is on its line, not on an
// earlier, valid step of the chain.
import DeclarativeUIKit

@MainActor func banner() -> UIView {
  UIVStack {
    UILabel()
      .text("Banner")
      .numberOfLines(0)
      .textAlignment(.center)
      .textColor(.white)
      .backgroundColor(.black)
      .colr(.red)  // expected-error: has no member 'colr'
  }
}
