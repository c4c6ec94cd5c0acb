// A label's text bound to a number: map it to a string first.
import DeclarativeUIKit

@MainActor final class Cart {
  @UIState var count = 0

  func badge() -> UILabel {
    UILabel().text($count)  // expected-error: no exact matches in call to instance method 'text'
  }
}
