import DeclarativeUIKit
import Testing

@MainActor
@Suite struct StackTests {
  @Test func vStackDefaults() {
    let first = UILabel()
    let second = UIView()
    let stack = UIVStack {
      first
      second
    }
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 16)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.arrangedSubviews == [first, second])
    #expect(stack.subviews.count == 2)
  }

  @Test func hStackDefaults() {
    let stack = UIHStack { UIView() }
    #expect(stack.axis == .horizontal)
    #expect(stack.spacing == 16)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test func stacksTakeTheirConfiguration() {
    let v = UIVStack(alignment: .center, distribution: .equalSpacing, spacing: 4) {}
    #expect(v.alignment == .center)
    #expect(v.distribution == .equalSpacing)
    #expect(v.spacing == 4)
    let h = UIHStack(alignment: .trailing, distribution: .fillEqually, spacing: 0) {}
    #expect(h.alignment == .trailing)
    #expect(h.distribution == .fillEqually)
    #expect(h.spacing == 0)
  }

  @Test func stacksNest() {
    let stack = UIVStack {
      UIHStack {
        UIView()
        UIView()
      }
      UILabel()
    }
    #expect(stack.arrangedSubviews.count == 2)
    #expect((stack.arrangedSubviews[0] as? UIHStack)?.arrangedSubviews.count == 2)
  }

  @Test func zStackLayersEachViewOverTheWholeContainer() {
    let back = UIView()
    let front = UILabel()
    let stack = UIZStack {
      back
      front
    }
    #expect(stack.subviews == [back, front])
    #expect(stack.spacing == 0)
    for view in [back, front] {
      #expect(!view.translatesAutoresizingMaskIntoConstraints)
      let pinned = stack.constraints.filter { $0.firstItem === view || $0.secondItem === view }
      #expect(pinned.count == 4)
      #expect(pinned.allSatisfy { $0.constant == 0 && $0.relation == .equal && $0.isActive })
      let attributes = Set(pinned.map(\.firstAttribute.rawValue))
      let expected: [NSLayoutConstraint.Attribute] = [.top, .leading, .bottom, .trailing]
      #expect(attributes == Set(expected.map(\.rawValue)))
    }
  }

  @Test func zStackSpacingInsetsEveryLayer() {
    let child = UIView()
    let stack = UIZStack(spacing: 12) { child }
    #expect(stack.spacing == 12)
    let pinned = stack.constraints.filter { $0.firstItem === child || $0.secondItem === child }
    #expect(pinned.count == 4)
    #expect(pinned.allSatisfy { $0.constant == 12 })
  }

  @Test func spacerIsTheFirstToStretchAndShrink() {
    let spacer = Spacer()
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      #expect(spacer.contentHuggingPriority(for: axis) == Spacer.priority)
      #expect(spacer.contentCompressionResistancePriority(for: axis) == Spacer.priority)
      #expect(UILabel().contentHuggingPriority(for: axis) > Spacer.priority)
    }
    #expect(Spacer.priority.rawValue == 1)
    #expect(Spacer(frame: .zero).contentHuggingPriority(for: .horizontal) == Spacer.priority)
  }

  @Test func scrollingStackPinsItsStackToTheContent() {
    let rows = (0..<3).map { UILabel().tag($0) }
    let scroll = UIScrollingVStack(spacing: 8) {
      for row in rows { row }
    }
    #expect(scroll.stack.superview === scroll)
    #expect(scroll.stack.axis == .vertical)
    #expect(scroll.stack.spacing == 8)
    #expect(scroll.stack.alignment == .fill)
    #expect(scroll.stack.arrangedSubviews == rows)
    #expect(!scroll.stack.translatesAutoresizingMaskIntoConstraints)
    let stackConstraints = scroll.constraints.filter { $0.firstItem === scroll.stack }
    let toContent = stackConstraints.filter { $0.secondItem === scroll.contentLayoutGuide }
    #expect(toContent.count == 4)
    let width = stackConstraints.filter { $0.secondItem === scroll.frameLayoutGuide }
    #expect(width.count == 1)
    #expect(width.first?.firstAttribute == .width)
  }
}
