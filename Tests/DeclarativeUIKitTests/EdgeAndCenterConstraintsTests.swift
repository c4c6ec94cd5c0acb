import DeclarativeUIKit
import Testing

/// Pinning some edges, one inset for several edges, priorities per edge, and centering on one
/// axis (issue 30): each declared before or after the view has a superview.
@MainActor
@Suite struct EdgeAndCenterConstraintsTests {
  private func root(width: CGFloat = 300, height: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test func edgesToSuperviewPinsOnlyTheEdgesGiven() {
    let bar = UIView().edgesToSuperview([.top, .leading, .trailing]).frame(height: 44)
    let parent = root().addSubviews { bar }
    parent.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    #expect(parent.constraints.filter { $0.firstItem === bar || $0.secondItem === bar }.count == 3)
  }

  @Test func horizontalAndVerticalNameTwoEdgesEach() {
    #expect(NSDirectionalRectEdge.horizontal == [.leading, .trailing])
    #expect(NSDirectionalRectEdge.vertical == [.top, .bottom])
    let line = UIView().edgesToSuperview(.horizontal, inset: 16).edgesToSuperview(.vertical, inset: 8)
    let parent = root().addSubviews { line }
    parent.layoutIfNeeded()
    #expect(line.frame == CGRect(x: 16, y: 8, width: 268, height: 184))
  }

  @Test func aLowerPriorityEdgeGivesWayToARequiredSize() {
    // The bottom edge would make the view 200 tall; at .defaultHigh it yields to the height.
    let card = UIView().edgesToSuperview([.top, .leading, .trailing]).frame(height: 120)
      .bottomToSuperview(priority: .defaultHigh)
    let parent = root().addSubviews { card }
    let (_, reports) = LayoutLog.capture { parent.layoutIfNeeded() }
    #expect(reports.isEmpty)
    #expect(card.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
    let bottom = parent.constraints.first { $0.firstAttribute == .bottom && $0.secondItem === card }
    #expect(bottom?.priority == .defaultHigh)
  }

  @Test func edgesToSuperviewGivesEveryEdgeItsPriority() {
    let child = UIView().edgesToSuperview(priority: .defaultLow)
    let parent = root().addSubviews { child }
    let pinned = parent.constraints.filter { $0.firstItem === child || $0.secondItem === child }
    #expect(pinned.count == 4)
    #expect(pinned.allSatisfy { $0.priority == .defaultLow })
  }

  @Test func centerXAndCenterYCenterOnOneAxisEach() {
    let title = UIView().frame(width: 100, height: 20).centerXInSuperview().topToSuperview(10)
    let badge = UIView().frame(width: 10, height: 10).centerYInSuperview(-20).leadingToSuperview()
    let parent = root().addSubviews {
      title
      badge
    }
    parent.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 100, y: 10, width: 100, height: 20))
    #expect(badge.frame == CGRect(x: 0, y: 75, width: 10, height: 10))
  }

  @Test func centerXInAViewInPlaceAppliesAtOnceWithItsPriority() throws {
    let parent = root()
    let child = UIView()
    parent.addSubview(child)
    child.centerXInSuperview(12, priority: .defaultHigh)
    let center = try #require(parent.constraints.first { $0.firstAttribute == .centerX })
    #expect(center.constant == 12)
    #expect(center.priority == .defaultHigh)
  }
}
