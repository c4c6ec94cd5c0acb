// A misspelled modifier in a chain inside a stack's builder. Issue 15 reports that a missing member
// inside a builder crashed Swift 6.3 on a ported screen; this reduction never crashed here, and
// stays as the guard that it keeps failing fast, on its own line.
import DeclarativeUIKit

@MainActor func profileHeader() -> UIView {
  UIVStack(spacing: 8) {
    UILabel().text("Name").fnt(.systemFont(ofSize: 17))  // expected-error: has no member 'fnt'
    UILabel().text("Subtitle").numberOfLines(0)
  }
}
