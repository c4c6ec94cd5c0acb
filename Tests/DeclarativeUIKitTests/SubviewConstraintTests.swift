import DeclarativeUIKit
import Testing

@MainActor
@Suite struct SubviewConstraintTests {
  @Test func addSubviewActivatesEveryConstraintAndTurnsOffTranslation() throws {
    let parent = UIView()
    let child = UIView()
    let made = parent.addSubview(child, constraints: .allEqual(margin: 30))
    #expect(child.superview === parent)
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    try #require(made.count == 4)
    #expect(made.allSatisfy { $0.isActive })
    #expect(
      made.map(\.firstAttribute.rawValue) == [
        NSLayoutConstraint.Attribute.top.rawValue, NSLayoutConstraint.Attribute.leading.rawValue,
        NSLayoutConstraint.Attribute.bottom.rawValue, NSLayoutConstraint.Attribute.trailing.rawValue,
      ])
    #expect(made.map(\.constant) == [30, 30, -30, -30])
    #expect(made.allSatisfy { $0.firstItem === child && $0.secondItem === parent })
    #expect(made.allSatisfy { $0.firstAttribute == $0.secondAttribute })
  }

  @Test func allEqualWithoutMarginPinsEdgeToEdge() {
    let parent = UIView()
    let made = parent.addSubview(UIView(), constraints: .allEqual())
    #expect(made.map(\.constant) == [0, 0, 0, 0])
  }

  @Test func equalToAnotherAnchorOfTheSuperview() throws {
    let parent = UIView()
    let child = UIView()
    let made = parent.addSubview(
      child, constraints: [.equal(\.topAnchor, \.safeAreaLayoutGuide.topAnchor, constant: 8)])
    let constraint = try #require(made.first)
    #expect(constraint.firstItem === child)
    #expect(constraint.firstAttribute == .top)
    #expect(constraint.secondItem === parent.safeAreaLayoutGuide)
    #expect(constraint.secondAttribute == .top)
    #expect(constraint.constant == 8)
  }

  @Test func equalToALengthAtAPriority() throws {
    let parent = UIView()
    let child = UIView()
    let made = parent.addSubview(
      child,
      constraints: [
        .equal(\.widthAnchor, to: 100),
        .equal(\.heightAnchor, to: 50, priority: .defaultLow),
      ])
    try #require(made.count == 2)
    #expect(made[0].firstAttribute == .width)
    #expect(made[0].secondItem == nil)
    #expect(made[0].constant == 100)
    #expect(made[0].priority == .required)
    #expect(made[1].constant == 50)
    #expect(made[1].priority == .defaultLow)
  }

  @Test func inequalitiesAndPriorities() throws {
    let parent = UIView()
    let made = parent.addSubview(
      UIView(),
      constraints: [
        .greaterThanOrEqual(\.leadingAnchor, \.leadingAnchor, constant: 16),
        .lessThanOrEqual(\.widthAnchor, \.widthAnchor, priority: .defaultHigh),
        .equal(\.centerXAnchor, constant: 0, priority: UILayoutPriority(999)),
      ])
    try #require(made.count == 3)
    #expect(made[0].relation == .greaterThanOrEqual)
    #expect(made[0].constant == 16)
    #expect(made[1].relation == .lessThanOrEqual)
    #expect(made[1].priority == .defaultHigh)
    #expect(made[2].firstAttribute == .centerX)
    #expect(made[2].priority.rawValue == 999)
  }

  @Test func customConstraintsGetTheViewAndItsSuperview() throws {
    let parent = UIView()
    let child = UIView()
    let made = parent.addSubview(
      child,
      constraints: [
        SubviewConstraint { view, superview in
          view.widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5)
        }
      ])
    let constraint = try #require(made.first)
    #expect(constraint.multiplier == 0.5)
    #expect(constraint.firstItem === child)
    #expect(constraint.secondItem === parent)
  }
}
