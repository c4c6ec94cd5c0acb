import DeclarativeUIKit
import Testing

@MainActor
@Suite struct LayoutHelperTests {
  private func own(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> [NSLayoutConstraint] {
    view.constraints.filter {
      $0.firstItem === view && $0.firstAttribute == attribute && $0.secondItem == nil
    }
  }

  @Test func frameFixesTheHeight() throws {
    let view = UIView().frame(height: 44)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    let constraint = try #require(own(view, .height).first)
    #expect(own(view, .height).count == 1)
    #expect(constraint.constant == 44)
    #expect(constraint.relation == .equal)
    #expect(constraint.priority == .required)
    #expect(constraint.isActive)
  }

  @Test func frameFixesTheWidthAtAPriority() throws {
    let view = UIView().frame(width: 120, priority: .defaultHigh)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    let constraint = try #require(own(view, .width).first)
    #expect(constraint.constant == 120)
    #expect(constraint.priority == .defaultHigh)
    #expect(constraint.isActive)
  }

  @Test func frameFixesOnlyTheGivenDimensions() {
    let both = UIView().frame(width: 40, height: 30)
    #expect(own(both, .width).map(\.constant) == [40])
    #expect(own(both, .height).map(\.constant) == [30])
    #expect(!both.translatesAutoresizingMaskIntoConstraints)
    let heightOnly = UIView().frame(height: 10)
    #expect(own(heightOnly, .width).isEmpty)
    #expect(own(heightOnly, .height).map(\.constant) == [10])
  }

  @Test func edgesToSuperviewPinsTheFourEdges() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    child.edgesToSuperview(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    let pinned = parent.constraints.filter { $0.firstItem === child || $0.secondItem === child }
    func constant(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
      pinned.first { $0.firstAttribute == attribute && $0.isActive }?.constant
    }
    #expect(pinned.count == 4)
    #expect(constant(.top) == 1)
    #expect(constant(.leading) == 2)
    #expect(constant(.bottom) == 3)
    #expect(constant(.trailing) == 4)
    #expect(
      pinned.allSatisfy {
        ($0.firstItem === parent) == ($0.firstAttribute == .bottom || $0.firstAttribute == .trailing)
      })
  }

  @Test func paddingWrapsTheViewInAnInsetContainer() throws {
    let label = UILabel()
    let container = label.padding(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    #expect(label.superview === container)
    #expect(container.subviews == [label])
    let constants = container.constraints.map(\.constant).sorted()
    #expect(constants == [8, 8, 16, 16])
    let even = UIView().padding()
    #expect(even.constraints.map(\.constant) == [16, 16, 16, 16])
    #expect(UIView().padding(4).constraints.allSatisfy { $0.constant == 4 })
  }
}
