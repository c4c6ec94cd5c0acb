import Foundation
import HeadlessUIKit
import Testing

/// Unsatisfiable required constraints: reported as UIKit reports them, one broken, the rest
/// laid out; under-constrained views answer `hasAmbiguousLayout`.
@MainActor @Suite struct ConflictTests {
  private func view(in root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return view
  }

  @Test func conflictingRequiredConstraintsBreakOneAndLayOutTheRest() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = view(in: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.widthAnchor.constraint(equalToConstant: 150),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    let (_, reports) = LayoutLog.capture { root.layoutIfNeeded() }
    #expect(reports.count == 1)
    #expect(reports.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    #expect(box.frame.origin == CGPoint(x: 10, y: 20))
    #expect(box.frame.height == 40)
    #expect(box.frame.width == 100 || box.frame.width == 150)
  }

  @Test func theReportGoesToStandardErrorWithTheConstraintsInvolved() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first-width"
        let second = box.widthAnchor.constraint(equalToConstant: 150)
        second.identifier = "second-width"
        NSLayoutConstraint.activate([first, second])
        root.layoutIfNeeded()
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("first-width"))
    #expect(text.contains("second-width"))
    #expect(text.contains("Will attempt to recover by breaking constraint"))
  }

  @Test func manyConflictsNeitherCrashNorHang() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let views = (0..<20).map { _ in view(in: root) }
    var constraints: [NSLayoutConstraint] = []
    for (index, box) in views.enumerated() {
      constraints.append(box.widthAnchor.constraint(equalToConstant: CGFloat(index)))
      constraints.append(box.widthAnchor.constraint(equalToConstant: CGFloat(index + 1)))
      constraints.append(box.leadingAnchor.constraint(equalTo: root.leadingAnchor))
      constraints.append(box.trailingAnchor.constraint(equalTo: root.trailingAnchor))
    }
    NSLayoutConstraint.activate(constraints)
    let (_, reports) = LayoutLog.capture { root.layoutIfNeeded() }
    // Each box's two widths both conflict with the root's width between its edges.
    #expect(reports.count == 40)
    for box in views { #expect(box.frame.width.isFinite) }
  }

  @Test func aBrokenConstraintIsRestoredWhenItsRivalGoesAway() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = view(in: root)
    let first = box.widthAnchor.constraint(equalToConstant: 100)
    let second = box.widthAnchor.constraint(equalToConstant: 150)
    NSLayoutConstraint.activate([first, second])
    let (_, reports) = LayoutLog.capture { root.layoutIfNeeded() }
    #expect(reports.count == 1)
    let kept = box.frame.width
    (kept == 100 ? first : second).isActive = false
    let (_, afterwards) = LayoutLog.capture { root.layoutIfNeeded() }
    #expect(afterwards.isEmpty)
    #expect(box.frame.width == (kept == 100 ? 150 : 100))
  }

  @Test func underConstrainedViewsHaveAmbiguousLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = view(in: root)
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    root.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(!box.hasAmbiguousLayout)
  }

  @Test func contentSizeAndStacksDetermineLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel()
    label.text = "Sized by its text"
    let stack = UIStackView(arrangedSubviews: [label])
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(!label.hasAmbiguousLayout)
    #expect(!stack.hasAmbiguousLayout)
    // Views with autoresizing masks are pinned to their frames: never ambiguous.
    #expect(!root.hasAmbiguousLayout)
  }

  @Test func capturedReportsAreUIKitsAndNestedCapturesTakeTheirOwn() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = view(in: root)
    let first = box.widthAnchor.constraint(equalToConstant: 100)
    first.identifier = "first-width"
    let second = box.widthAnchor.constraint(equalToConstant: 150)
    second.identifier = "second-width"
    NSLayoutConstraint.activate([first, second])
    // The outer capture's result is what the inner one caught.
    let (inner, outer) = LayoutLog.capture {
      LayoutLog.capture { root.layoutIfNeeded() }.messages
    }
    #expect(outer.isEmpty)
    #expect(inner.count == 1)
    let report = inner.first ?? ""
    #expect(report.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
    #expect(report.contains("first-width") && report.contains("second-width"))
    #expect(report.contains("Will attempt to recover by breaking constraint"))
  }

  @Test func aCaptureReturnsTheBodysResultAndNothingWhenNothingConflicts() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = view(in: root)
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    let (width, reports) = LayoutLog.capture { () -> CGFloat in
      root.layoutIfNeeded()
      return box.frame.width
    }
    #expect(width == 100)
    #expect(reports.isEmpty)
  }
}
