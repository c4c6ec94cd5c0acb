// A modifier called with a label it does not have.
import DeclarativeUIKit

@MainActor func card() -> UIView {
  UIVStack {
    UIView()
      .backgroundColor(.white)
      .shadow(opacity: 0.2, radus: 4)  // expected-error: (have 'opacity:radus:', expected 'opacity:radius:')
  }
}
