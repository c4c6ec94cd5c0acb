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

  /// Apple's Auto Layout Guide ("Unsatisfiable Layouts") describes the breaking as a fallback
  /// for the current set of constraints, and the broken constraint stays active (UIKit prints it
  /// as "(active)"): once a new constant makes room for it, it holds again. A box of 88 centred
  /// in a superview laid out at zero width first, as a table header is before its table has a
  /// width.
  @Test func aBrokenConstraintHoldsAgainOnceANewConstantMakesRoomForIt() {
    let root = UIView(frame: .zero)
    let box = view(in: root)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 88),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 88),
    ])
    let (_, reports) = LayoutLog.capture { root.layoutIfNeeded() }
    #expect(reports.count == 1)
    root.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
    let (_, afterwards) = LayoutLog.capture { root.layoutIfNeeded() }
    #expect(afterwards.isEmpty)
    #expect(box.frame == CGRect(x: 151, y: 0, width: 88, height: 88))
  }

  /// The same when the new constant is one of the app's constraints: a box of 88 kept within
  /// 40 points, then within the whole width.
  @Test func aBrokenConstraintHoldsAgainWhenAnotherConstraintsConstantChanges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let box = view(in: root)
    let limit = box.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 40)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 40),
      limit,
    ])
    let width = box.widthAnchor.constraint(equalToConstant: 88)
    width.isActive = true
    let (_, reports) = LayoutLog.capture { root.layoutIfNeeded() }
    #expect(reports.count == 1)
    limit.constant = 390
    let (_, afterwards) = LayoutLog.capture { root.layoutIfNeeded() }
    #expect(afterwards.isEmpty)
    #expect(box.frame == CGRect(x: 0, y: 0, width: 88, height: 40))
  }

  /// A superview that places a subview by hand in `layoutSubviews` and lays it out at once, as a
  /// table places its header view and cells: before that the subview is at zero width, too
  /// narrow for its content. UIKit reads the engine only after the superview has placed it, so
  /// no conflict is reported; a conflict still there at the end of the cycle is.
  @Test func aConflictGoneByTheEndOfTheLayoutCycleIsNotReported() {
    final class Holder: UIView {
      let held = UIView()
      override func layoutSubviews() {
        super.layoutSubviews()
        held.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 100)
        held.layoutIfNeeded()
      }
    }
    let holder = Holder(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    holder.addSubview(holder.held)
    let box = view(in: holder.held)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: holder.held.centerXAnchor),
      box.leadingAnchor.constraint(greaterThanOrEqualTo: holder.held.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 88),
      box.topAnchor.constraint(equalTo: holder.held.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 88),
    ])
    let (_, reports) = LayoutLog.capture { holder.layoutIfNeeded() }
    #expect(reports.isEmpty)
    #expect(box.frame == CGRect(x: 151, y: 0, width: 88, height: 88))
    // Too narrow at the end of the next cycle: reported then.
    holder.frame.size.width = 40
    let (_, narrow) = LayoutLog.capture { holder.layoutIfNeeded() }
    #expect(narrow.count == 1)
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
