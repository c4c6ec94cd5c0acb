// A state declared with `let`: it could never change, so views would never update.
import DeclarativeUIKit

@MainActor final class Greeting {
  @UIState let title = "Hello"  // expected-error: property wrapper can only be applied to a 'var'
}
