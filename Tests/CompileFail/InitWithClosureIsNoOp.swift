// `.init { ... }` with the type taken from the context: Swift would drop the closure, so the
// configuration would silently not run. It is a compile error instead.
import DeclarativeUIKit

@MainActor func title() -> UILabel {
  let label: UILabel = .init { $0.text("Title") }  // expected-error: '.init { ... }' would apply nothing
  return label
}
