import DeclarativeUIKit
import Testing

/// Constraints a view declares on itself before it has a superview: activated when a container
/// of the module adds it (or by `activateDeclaredLayout()`), at once when it already has one.
@MainActor
@Suite struct DeclaredConstraintsTests {
  private func root(width: CGFloat = 300, height: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test func edgesToSuperviewWaitsForTheSuperviewThenPinsInset() {
    let child = UIView().edgesToSuperview(insets: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    #expect(child.constraints.isEmpty)
    let parent = root().addSubviews { child }
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
  }

  @Test func edgesToSuperviewOnAViewInPlaceActivatesAtOnce() {
    let parent = root()
    let child = UIView()
    parent.addSubview(child)
    child.edgesToSuperview()
    parent.layoutIfNeeded()
    #expect(child.frame == parent.bounds)
  }

  @Test func safeAreaEdgesUseTheSuperviewsSafeAreaGuide() {
    let parent = root()
    let child = UIView().edgesToSuperview(safeArea: true)
    parent.addSubviews { child }
    let guide = parent.safeAreaLayoutGuide
    let toGuide = parent.constraints.filter { $0.firstItem === guide || $0.secondItem === guide }
    #expect(toGuide.count == 4)
    parent.layoutIfNeeded()
    #expect(child.frame == parent.bounds)  // HeadlessUIKit's safe area is empty without a window
  }

  @Test func centerInSuperviewCentersAtItsIntrinsicSize() {
    let child = UIView().frame(width: 50, height: 20).centerInSuperview(offset: CGPoint(x: 5, y: -5))
    let parent = root().addSubviews { child }
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 130, y: 85, width: 50, height: 20))
  }

  @Test(arguments: [
    (NSLayoutConstraint.Relation.equal, CGFloat(50), CGFloat(20)),
    (.greaterThanOrEqual, 10, 20),  // at least 20 below the top: a wish for 10 gives way
    (.greaterThanOrEqual, 50, 50),
    (.lessThanOrEqual, 50, 20),  // at most 20 below the top: a wish for 50 gives way
    (.lessThanOrEqual, 10, 10),
  ])
  func topRelationBoundsTheDistance(
    relation: NSLayoutConstraint.Relation, wishedTop: CGFloat, expectedTop: CGFloat
  ) {
    let child = UIView().frame(width: 10, height: 10).leadingToSuperview()
      .topToSuperview(20, relation: relation)
    let parent = root().addSubviews { child }
    child.topAnchor.constraint(equalTo: parent.topAnchor, constant: wishedTop).withLowPriority()
    parent.layoutIfNeeded()
    #expect(child.frame.minY == expectedTop)
  }

  @Test func bottomAndTrailingInsetsAreMeasuredInward() {
    let child = UIView().frame(width: 10, height: 10)
      .bottomToSuperview(15).trailingToSuperview(25)
    let parent = root().addSubviews { child }
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 265, y: 175, width: 10, height: 10))
  }

  @Test func bottomAtLeastKeepsTheViewAboveTheInset() {
    let tall = UIView().frame(width: 10).topToSuperview().leadingToSuperview()
      .bottomToSuperview(40, relation: .greaterThanOrEqual)
    let parent = root().addSubviews { tall }
    tall.heightAnchor.constraint(equalToConstant: 500).withLowPriority()
    parent.layoutIfNeeded()
    #expect(tall.frame.maxY == 160)
  }

  @Test func constraintsToASiblingDeclaredBeforeEitherIsAdded() {
    let title = UIView().frame(width: 100, height: 30).topToSuperview(10).leadingToSuperview(10)
    let subtitle = UIView().frame(width: 80, height: 20)
      .constrain(\.topAnchor, to: title, \.bottomAnchor, constant: 4)
      .constrain(\.leadingAnchor, to: title, \.leadingAnchor)
    let parent = root().addSubviews {
      subtitle  // declared first: still finds its sibling, added in the same block
      title
    }
    parent.layoutIfNeeded()
    #expect(subtitle.frame == CGRect(x: 10, y: 44, width: 80, height: 20))
  }

  @Test func activateDeclaredLayoutAfterAPlainAddSubview() {
    let parent = root()
    let badge = UIView().frame(width: 20, height: 20).centerInSuperview()
    parent.addSubview(badge)
    #expect(parent.constraints.isEmpty)
    parent.activateDeclaredLayout()
    parent.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 140, y: 90, width: 20, height: 20))
  }

  @Test func stacksApplyWhatTheirViewsDeclared() {
    let sibling = UIView()
    let label = UILabel().text("Hi").constrain(\.widthAnchor, to: sibling, \.widthAnchor)
    let stack = UIVStack(alignment: .leading) {
      sibling.frame(width: 120, height: 10)
      label
    }
    let parent = root()
    parent.addSubview(stack, constraints: .allEqual())
    parent.layoutIfNeeded()
    #expect(label.frame.width == 120)
  }

  @Test func aViewThatIsNeverAddedIsReleased() {
    weak var released: UIView?
    do {
      let view = UIView().edgesToSuperview()
      released = view
    }
    _ = UIView().centerInSuperview()  // storing another entry drops the dead one
    #expect(released == nil)
  }
}

extension NSLayoutConstraint {
  /// Activates the constraint at a low priority, as a preference the tested constraint bounds.
  @MainActor
  func withLowPriority() {
    priority = .defaultLow
    isActive = true
  }
}
