// UIKitPlus's spelling of view state; this package's is @UIState.
import DeclarativeUIKit

@MainActor final class Counter {
  @UState var count = 0  // expected-error: unknown attribute 'UState'
}
