import Foundation
import HeadlessUIKit
import Testing

/// Optional constraints hold as nearly as they can, a higher priority before any number of lower
/// ones; required constraints always hold.
@MainActor @Suite struct LayoutPriorityTests {
  private func placedView(in root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    return view
  }

  @discardableResult
  private func constraint(
    _ view: UIView, width: CGFloat, _ relation: NSLayoutConstraint.Relation = .equal, priority: Float
  ) -> NSLayoutConstraint {
    let made: NSLayoutConstraint
    switch relation {
    case .equal: made = view.widthAnchor.constraint(equalToConstant: width)
    case .lessThanOrEqual: made = view.widthAnchor.constraint(lessThanOrEqualToConstant: width)
    case .greaterThanOrEqual: made = view.widthAnchor.constraint(greaterThanOrEqualToConstant: width)
    }
    made.priority = UILayoutPriority(priority)
    made.isActive = true
    return made
  }

  @Test func theHigherPriorityWins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = placedView(in: root)
    constraint(view, width: 100, priority: 750)
    constraint(view, width: 200, priority: 250)
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
  }

  @Test func oneHigherPriorityOutweighsManyLowerOnes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = placedView(in: root)
    constraint(view, width: 100, priority: 251)
    for _ in 0..<20 { constraint(view, width: 200, priority: 250) }
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
  }

  @Test func requiredConstraintsBeatOptionalOnes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = placedView(in: root)
    constraint(view, width: 200, .lessThanOrEqual, priority: 1000)
    constraint(view, width: 300, .greaterThanOrEqual, priority: 999)
    root.layoutIfNeeded()
    // The optional minimum is satisfied as nearly as the required maximum allows.
    #expect(view.frame.width == 200)
  }

  @Test func anUnsatisfiableOptionalConstraintIsIgnoredWithoutAReport() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = placedView(in: root)
    constraint(view, width: 50, priority: 1000)
    constraint(view, width: 80, priority: 999)
    root.layoutIfNeeded()
    #expect(view.frame.width == 50)
  }

  @Test func changingAnOptionalPriorityReordersTheOutcome() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = placedView(in: root)
    let narrow = constraint(view, width: 100, priority: 500)
    constraint(view, width: 200, priority: 600)
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    narrow.priority = UILayoutPriority(700)
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
  }

  @Test func contentHuggingAndCompressionResistanceAreOptionalInequalities() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    let natural = label.intrinsicContentSize
    let wide = label.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = UILayoutPriority(249)  // below hugging (250): the label keeps its size
    wide.isActive = true
    root.layoutIfNeeded()
    #expect(label.frame.width == natural.width)
    wide.isActive = false
    let stretched = label.widthAnchor.constraint(equalToConstant: 200)
    stretched.priority = UILayoutPriority(251)  // above hugging: the label stretches
    stretched.isActive = true
    root.layoutIfNeeded()
    #expect(label.frame.width == 200)
    let narrow = label.widthAnchor.constraint(equalToConstant: 10)
    narrow.priority = UILayoutPriority(749)  // below compression resistance (750)
    narrow.isActive = true
    stretched.isActive = false
    root.layoutIfNeeded()
    #expect(label.frame.width == natural.width)
    label.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    root.layoutIfNeeded()
    #expect(label.frame.width == 10)
    #expect(label.frame.height == natural.height)
  }
}
