import DeclarativeUIKit
import Testing

@MainActor
@Suite struct StackViewTests {
  @Test func defaultsAreUIKits() {
    let stack = UIStackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.arrangedSubviews.isEmpty)
  }

  @Test func initWithArrangedSubviewsAddsThemInOrder() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews == [a, b])
    #expect(stack.subviews == [a, b])
  }

  @Test func addArrangedSubviewMovesAnArrangedViewToTheEnd() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.addArrangedSubview(a)
    #expect(stack.arrangedSubviews == [b, a])
    #expect(stack.subviews.count == 2)
  }

  @Test func insertArrangedSubviewPlacesAndMoves() {
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews == [c, a, b])
    stack.insertArrangedSubview(b, at: 1)
    #expect(stack.arrangedSubviews == [c, b, a])
    #expect(stack.subviews.count == 3)
  }

  @Test func anExistingSubviewCanBecomeArrangedWithoutMoving() {
    let decoration = UIView()
    let item = UIView()
    let stack = UIStackView()
    stack.addSubview(decoration)
    stack.addSubview(item)
    stack.addArrangedSubview(decoration)
    #expect(stack.arrangedSubviews == [decoration])
    #expect(stack.subviews == [decoration, item])
  }

  @Test func removeArrangedSubviewKeepsTheSubview() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews == [b])
    #expect(stack.subviews == [a, b])
    #expect(a.superview === stack)
  }

  @Test func removeFromSuperviewAlsoLeavesTheArrangement() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews == [b])
    #expect(stack.subviews == [b])
  }

  @Test func movingAnArrangedViewElsewhereLeavesTheArrangement() {
    let a = UIView()
    let stack = UIStackView(arrangedSubviews: [a])
    let other = UIView()
    other.addSubview(a)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.subviews.isEmpty)
  }

  @Test func arrangedSubviewsStayASubsetOfSubviews() {
    let views = (0..<6).map { _ in UIView() }
    let stack = UIStackView(arrangedSubviews: Array(views[0..<4]))
    stack.addSubview(views[4])
    stack.insertArrangedSubview(views[5], at: 2)
    views[1].removeFromSuperview()
    stack.removeArrangedSubview(views[2])
    UIView().addSubview(views[3])
    for view in stack.arrangedSubviews {
      #expect(stack.subviews.contains(view))
    }
    #expect(stack.arrangedSubviews == [views[0], views[5]])
  }

  @Test func customSpacingOverridesAndResets() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(24, after: a)
    #expect(stack.customSpacing(after: a) == 24)
    #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
    #expect(stack.customSpacing(after: b) == UIStackView.spacingUseSystem)
  }

  @Test func customSpacingIsDroppedWhenTheViewLeaves() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.setCustomSpacing(24, after: a)
    stack.setCustomSpacing(12, after: b)
    stack.removeArrangedSubview(a)
    b.removeFromSuperview()
    stack.addArrangedSubview(a)
    stack.addArrangedSubview(b)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
  }

  @Test func spacingConstantsAreFloatExtremes() {
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
  }

  @Test func distributionAndAlignmentRawValuesAreUIKits() {
    let distributions: [UIStackView.Distribution] = [
      .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    #expect(distributions.map(\.rawValue) == [0, 1, 2, 3, 4])
    let alignments: [UIStackView.Alignment] = [
      .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
    ]
    #expect(alignments.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(UIStackView.Alignment.top == .leading)
    #expect(UIStackView.Alignment.bottom == .trailing)
  }

  @Test func changingPropertiesMarksTheStackForLayout() {
    let stack = CountingStackView(arrangedSubviews: [UIView(), UIView()])
    stack.layoutIfNeeded()
    #expect(stack.layouts == 1)
    stack.axis = .vertical
    stack.layoutIfNeeded()
    stack.spacing = 4
    stack.layoutIfNeeded()
    stack.setCustomSpacing(10, after: stack.arrangedSubviews[0])
    stack.layoutIfNeeded()
    stack.alignment = .center
    stack.layoutIfNeeded()
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    #expect(stack.layouts == 6)
    stack.spacing = 4  // unchanged: no layout
    stack.layoutIfNeeded()
    #expect(stack.layouts == 6)
  }
}

/// A stack view that counts its `layoutSubviews()` calls.
@MainActor
private final class CountingStackView: UIStackView {
  var layouts = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}
