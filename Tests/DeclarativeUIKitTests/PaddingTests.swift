import DeclarativeUIKit
import Testing

/// `padding` on some edges, and on a stack, which keeps the stack and insets its arranged views
/// by its layout margins (issue 30).
@MainActor
@Suite struct PaddingTests {
  private func layOut(_ view: UIView, width: CGFloat = 200) -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
    screen.addSubview(
      view, constraints: [.equal(\.topAnchor), .equal(\.leadingAnchor), .equal(\.trailingAnchor)])
    screen.layoutIfNeeded()
    return screen
  }

  @Test func paddingOnSomeEdgesWrapsTheViewWithSpaceOnThoseOnly() {
    let label = UIView().frame(height: 20)
    let padded = label.padding(.horizontal, 12)
    _ = layOut(padded)
    #expect(label.superview === padded)
    #expect(label.frame == CGRect(x: 12, y: 0, width: 176, height: 20))
    #expect(padded.frame.height == 20)
  }

  @Test func paddingOnAStackKeepsTheStackAndInsetsItsViews() {
    let row = UIView().frame(height: 30)
    let stack: UIVStack = UIVStack { row }.padding(UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 10))
    #expect(stack.isLayoutMarginsRelativeArrangement)
    #expect(
      stack.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 10))
    let screen = layOut(stack)
    #expect(stack.superview === screen)
    #expect(row.frame == CGRect(x: 8, y: 4, width: 182, height: 30))
    #expect(stack.frame.height == 40)
  }

  @Test func stackPaddingOnSomeEdgesLeavesTheOthersAtZero() {
    let stack = UIHStack { UIView().frame(width: 10, height: 10) }.padding(.vertical, 5).spacing(3)
    #expect(
      stack.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
    #expect(stack.spacing == 3)
    let even = UIVStack {}.padding()
    #expect(
      even.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    )
  }

  @Test func stackPaddingIsNotGrownByTheSafeArea() {
    #expect(!UIVStack {}.padding(8).insetsLayoutMarginsFromSafeArea)
  }

  @Test func backgroundOnAStackGoesInsideItBehindItsArrangedViews() {
    let label = UILabel("Pro")
    let fill = UIView().backgroundColor(.systemYellow)
    let stack: UIHStack = UIHStack { label }.padding(.horizontal, 8).background { fill }
    #expect(stack.subviews.first === fill)
    #expect(stack.arrangedSubviews == [label])
    _ = layOut(stack)
    #expect(fill.frame == stack.bounds)
  }
}
