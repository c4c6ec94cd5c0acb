import DeclarativeUIKit
import Testing

@MainActor
@Suite struct ConstraintTests {
  @Test func newConstraintIsInactiveAndRequired() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 100)
    #expect(!constraint.isActive)
    #expect(constraint.priority == .required)
    #expect(constraint.identifier == nil)
    #expect(!constraint.shouldBeArchived)
    #expect(view.constraints.isEmpty)
  }

  @Test func itemInitializerStoresTheEquation() {
    let parent = UIView()
    let child = UIView()
    let constraint = NSLayoutConstraint(
      item: child, attribute: .leading, relatedBy: .greaterThanOrEqual,
      toItem: parent, attribute: .leading, multiplier: 1, constant: 16
    )
    #expect(constraint.firstItem === child)
    #expect(constraint.secondItem === parent)
    #expect(constraint.firstAttribute == .leading)
    #expect(constraint.secondAttribute == .leading)
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.multiplier == 1)
    #expect(constraint.constant == 16)
  }

  @Test func anchorsMakeTheMatchingConstraints() {
    let a = UIView()
    let b = UIView()
    let equal = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
    #expect(equal.firstItem === a)
    #expect(equal.firstAttribute == .top)
    #expect(equal.secondItem === b)
    #expect(equal.secondAttribute == .bottom)
    #expect(equal.relation == .equal)
    #expect(equal.constant == 8)
    #expect(a.leadingAnchor.constraint(greaterThanOrEqualTo: b.leadingAnchor).relation == .greaterThanOrEqual)
    #expect(a.trailingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor).relation == .lessThanOrEqual)
    #expect(a.centerXAnchor.constraint(equalTo: b.centerXAnchor).constant == 0)
  }

  @Test func dimensionConstraintsAgainstConstantsHaveNoSecondItem() {
    let view = UIView()
    let width = view.widthAnchor.constraint(equalToConstant: 44)
    #expect(width.secondItem == nil)
    #expect(width.secondAttribute == .notAnAttribute)
    #expect(width.secondAnchor == nil)
    #expect(width.constant == 44)
    #expect(view.heightAnchor.constraint(greaterThanOrEqualToConstant: 1).relation == .greaterThanOrEqual)
    #expect(view.heightAnchor.constraint(lessThanOrEqualToConstant: 1).relation == .lessThanOrEqual)
  }

  @Test func dimensionMultiplierForms() {
    let a = UIView()
    let b = UIView()
    let half = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)
    #expect(half.multiplier == 0.5)
    #expect(half.constant == 0)
    let aspect = a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.75, constant: 2)
    #expect(aspect.firstAttribute == .height)
    #expect(aspect.secondAttribute == .width)
    #expect(aspect.multiplier == 0.75)
    #expect(aspect.constant == 2)
    #expect(a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2).multiplier == 2)
    #expect(
      a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: 1).relation
        == .lessThanOrEqual)
  }

  @Test func systemSpacingFormsUseEightPointsPerMultiple() {
    let a = UIView()
    let b = UIView()
    let after = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
    #expect(after.constant == 16)
    #expect(after.secondItem === a)
    let below = b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    #expect(below.constant == 8)
    #expect(below.relation == .greaterThanOrEqual)
  }

  @Test func firstAndSecondAnchorsDescribeTheItems() {
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let first = constraint.firstAnchor
    let second = constraint.secondAnchor
    #expect(second != nil)
    // An anchor taken from a constraint makes constraints on the same item and attribute.
    let again = first.constraint(equalTo: constraint.firstAnchor)
    #expect(again.firstItem === a)
    #expect(again.firstAttribute == .leading)
  }

  @Test func activatingInstallsOnTheNearestCommonAncestor() {
    let root = UIView()
    let container = UIView()
    let a = UIView()
    let b = UIView()
    root.addSubview(container)
    container.addSubview(a)
    container.addSubview(b)
    let siblings = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
    let toRoot = a.topAnchor.constraint(equalTo: root.topAnchor)
    let own = a.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([siblings, toRoot, own])
    #expect(siblings.isActive && toRoot.isActive && own.isActive)
    #expect(container.constraints == [siblings])
    #expect(root.constraints == [toRoot])
    #expect(a.constraints == [own])
    NSLayoutConstraint.deactivate([siblings, own])
    #expect(!siblings.isActive)
    #expect(container.constraints.isEmpty)
    #expect(a.constraints.isEmpty)
    #expect(root.constraints == [toRoot])
  }

  @Test func activatingTwiceInstallsOnce() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.isActive = true
    constraint.isActive = true
    #expect(view.constraints.count == 1)
  }

  @Test func addConstraintInstallsOnTheReceiver() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let constraint = child.widthAnchor.constraint(equalToConstant: 5)
    root.addConstraint(constraint)
    #expect(constraint.isActive)
    #expect(root.constraints == [constraint])
    #expect(child.constraints.isEmpty)
    root.removeConstraint(constraint)
    #expect(!constraint.isActive)
    #expect(root.constraints.isEmpty)
    root.addConstraints([constraint])
    child.removeConstraints([constraint])  // not installed on child: no effect
    #expect(constraint.isActive)
  }

  @Test func removingAViewDropsConstraintsToTheOutside() {
    let root = UIView()
    let child = UIView()
    let grandchild = UIView()
    root.addSubview(child)
    child.addSubview(grandchild)
    let outside = grandchild.topAnchor.constraint(equalTo: root.topAnchor)
    let inside = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor)
    let own = child.widthAnchor.constraint(equalToConstant: 4)
    NSLayoutConstraint.activate([outside, inside, own])
    child.removeFromSuperview()
    #expect(!outside.isActive)
    #expect(root.constraints.isEmpty)
    #expect(inside.isActive)
    #expect(own.isActive)
    #expect(child.constraints.contains(inside))
  }

  @Test func movingAViewDropsConstraintsToItsOldHierarchy() {
    let root = UIView()
    let other = UIView()
    let child = UIView()
    root.addSubview(child)
    let pinned = child.topAnchor.constraint(equalTo: root.topAnchor)
    pinned.isActive = true
    other.addSubview(child)
    #expect(!pinned.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test func constantAndOptionalPriorityChangeWhileActive() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.priority = .defaultHigh
    constraint.isActive = true
    constraint.constant = 20
    constraint.priority = .defaultLow
    #expect(constraint.constant == 20)
    #expect(constraint.priority == .defaultLow)
    constraint.isActive = false
    constraint.priority = .required  // inactive: any change is allowed
    #expect(constraint.priority == .required)
  }

  @Test func changingAnActiveConstraintMarksItsViewForLayout() {
    var layouts = 0
    // A subview: a root view keeps the size of its bounds, which a width constraint would
    // contradict.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = LayoutProbe { layouts += 1 }
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.isActive = true
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(layouts == 1)
    constraint.constant = 30
    view.layoutIfNeeded()
    #expect(layouts == 2)
    constraint.constant = 30  // unchanged: no new layout
    view.layoutIfNeeded()
    #expect(layouts == 2)
    constraint.isActive = false
    view.layoutIfNeeded()
    #expect(layouts == 3)
  }

  @Test func layoutGuideItemsInstallOnTheirOwningViewsAncestor() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let constraint = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
    constraint.isActive = true
    #expect(root.constraints == [constraint])
    let safe = child.topAnchor.constraint(equalTo: child.safeAreaLayoutGuide.topAnchor)
    safe.isActive = true
    #expect(child.constraints == [safe])
  }

  @Test func attributeRelationAndAxisRawValuesAreUIKits() {
    let attributes: [NSLayoutConstraint.Attribute] = [
      .notAnAttribute, .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX,
      .centerY, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]
    #expect(attributes.map(\.rawValue) == Array(0...20))
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
    #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0)
    #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
  }

  @Test func priorityValuesAndArithmetic() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
    #expect(1 + UILayoutPriority.defaultLow == UILayoutPriority(rawValue: 251))
    #expect(UILayoutPriority.defaultHigh - UILayoutPriority.defaultLow == 500)
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
    var priority = UILayoutPriority.defaultLow
    priority += 10
    priority -= 5
    #expect(priority.rawValue == 255)
  }

  @Test func constraintsDoNotKeepTheirItemsAlive() {
    weak var weakView: UIView?
    var constraint: NSLayoutConstraint?
    do {
      let view = UIView()
      weakView = view
      constraint = view.widthAnchor.constraint(equalToConstant: 1)
    }
    #expect(weakView == nil)
    #expect(constraint?.firstItem == nil)
  }
}
