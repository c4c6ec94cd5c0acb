import DeclarativeUIKit
import Testing

/// A constant beyond ±2,777,777 points is replaced by that limit, with UIKit's message, logged
/// once ("exceeds internal limits"), so a huge number never reaches the solver.
///
/// Sources: `-[NSLayoutConstraint _setSymbolicConstant:constant:symbolicConstantMultiplier:]`
/// replaces a constant beyond `+[NSLayoutConstraint _constraintConstantLimit]` by the limit after
/// calling `_NSLayoutConstraintNumberExceedsLimit()` (CoreAutoLayout, as decompiled in public
/// iOS runtime dumps); UIKit's category `NSLayoutConstraint(_UILargeNumberLimitSupport)` sets the
/// limit to 2777777.0 (Foundation's own is 1e10). The message as apps see it: mpv's README
/// ("This NSLayoutConstraint is being configured with a constant that exceeds internal limits.
/// A smaller value will be substituted, but this problem should be fixed. Break on BOOL
/// _NSLayoutConstraintNumberExceedsLimit(void) to debug. This will be logged only once.").
@MainActor
@Suite struct ConstraintConstantLimitTests {
  private func root() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, child)
  }

  @Test func aWidthCappedAtTheLargestNumberBesideAFixedWidthIsTheFixedWidth() {
    let (root, child) = root()
    let (_, messages) = LayoutLog.capture {
      NSLayoutConstraint.activate([
        child.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude),
        child.widthAnchor.constraint(equalToConstant: 50),
      ])
      root.layoutIfNeeded()
    }
    #expect(child.frame.width == 50)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.") == true)
  }

  @Test func theConstantReadsBackAsTheLimitAndIsLoggedOnce() {
    let view = UIView()
    let (constraints, messages) = LayoutLog.capture {
      [
        view.widthAnchor.constraint(equalToConstant: 1e17),
        view.heightAnchor.constraint(equalToConstant: -1e300),
      ]
    }
    #expect(constraints[0].constant == 2_777_777)
    #expect(constraints[1].constant == -2_777_777)
    #expect(messages.count == 1)
  }

  @Test func settingAHugeConstantOnAnActiveConstraintIsSubstitutedToo() {
    let (root, child) = root()
    let width = child.widthAnchor.constraint(equalToConstant: 40)
    width.isActive = true
    root.layoutIfNeeded()
    let (_, messages) = LayoutLog.capture {
      width.constant = 1e308
      root.layoutIfNeeded()
    }
    #expect(width.constant == 2_777_777)
    #expect(child.frame.width == 2_777_777)
    #expect(messages.count == 1)
  }

  @Test func aLabelCappedAtTheLargestNumberKeepsItsSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel()
    label.text = "Label"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let (_, messages) = LayoutLog.capture {
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
        label.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude),
        label.heightAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude),
      ])
      root.layoutIfNeeded()
    }
    // (Within floating-point noise: the limit is a large number beside a small one.)
    #expect(abs(label.frame.width - label.intrinsicContentSize.width) < 1e-6)
    #expect(abs(label.frame.height - label.intrinsicContentSize.height) < 1e-6)
    #expect(messages.count == 1)
  }

  @Test func hugeOptionalConstantsAndAmbiguityChecksDoNotStopTheProgram() {
    let (root, child) = root()
    let (ambiguous, _) = LayoutLog.capture {
      let wide = child.widthAnchor.constraint(equalToConstant: 1e308)
      wide.priority = .defaultLow
      let narrow = child.widthAnchor.constraint(greaterThanOrEqualToConstant: -.greatestFiniteMagnitude)
      NSLayoutConstraint.activate([wide, narrow])
      root.layoutIfNeeded()
      return child.hasAmbiguousLayout
    }
    #expect(child.frame.width == 2_777_777)
    #expect(!ambiguous)
  }
}
