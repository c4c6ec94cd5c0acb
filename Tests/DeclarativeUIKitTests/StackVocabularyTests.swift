import DeclarativeUIKit
import Testing

/// Fixed-length spacers, dividers, per-view spacing from inside a stack's builder, and the
/// horizontal scrolling stack. Checked through the frames of a laid-out root of fixed size.
@MainActor
@Suite struct StackVocabularyTests {
  private func layOut(_ view: UIView, width: CGFloat = 300, height: CGFloat = 400) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.addSubviews { view.topToSuperview().leadingToSuperview().trailingToSuperview() }
    root.layoutIfNeeded()
  }

  @Test func fixedSpacerIsAGapOfItsLength() {
    let title = UIView().frame(height: 20)
    let body = UIView().frame(height: 30)
    let spacer = Spacer(length: 24)
    let stack = UIVStack(spacing: 0) {
      title
      spacer
      body
    }
    layOut(stack)
    #expect(spacer.length == 24)
    #expect(spacer.frame.height == 24)
    #expect(body.frame.minY == 44)
    #expect(stack.frame.height == 74)
  }

  @Test func fixedSpacerHoldsItsLengthOnlyAlongItsStack() {
    // A centred vertical stack is as wide as its widest view: the spacer must not set it.
    let label = UIView().frame(width: 120, height: 20)
    let stack = UIVStack(alignment: .center, spacing: 0) {
      Spacer(length: 8)
      label
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    root.addSubviews { stack.centerInSuperview() }
    root.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 120, height: 28))
    let row = UIHStack { Spacer(length: 8) }
    #expect(
      row.arrangedSubviews[0].intrinsicContentSize == CGSize(width: 8, height: UIView.noIntrinsicMetric))
    let column = UIVStack { Spacer(length: 8) }
    #expect(
      column.arrangedSubviews[0].intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 8))
    #expect(Spacer(length: 8).intrinsicContentSize == CGSize(width: 8, height: 8))
  }

  @Test func flexibleSpacerHasNoLength() {
    #expect(Spacer().length == nil)
    #expect(Spacer().intrinsicContentSize == UIView().intrinsicContentSize)
  }

  @Test func dividerIsAHairlineAcrossAVerticalStack() {
    let divider = Divider()
    let stack = UIVStack(spacing: 8) {
      UIView().frame(height: 20)
      divider
      UIView().frame(height: 20)
    }
    layOut(stack)
    #expect(divider.frame == CGRect(x: 0, y: 28, width: 300, height: 1))
    #expect(divider.backgroundColor == .separator)
  }

  @Test func dividerIsAVerticalLineInARow() {
    let divider = Divider(thickness: 2)
    let row = UIHStack(spacing: 4) {
      UIView().frame(width: 20, height: 30)
      divider
      UIView().frame(width: 20, height: 30)
      Spacer()
    }
    layOut(row)
    #expect(divider.frame == CGRect(x: 24, y: 0, width: 2, height: 30))
  }

  @Test func customSpacingOnAViewSetsTheStacksCustomSpacingAfterIt() {
    let title = UIView().frame(height: 20).customSpacing(24)
    let body = UIView().frame(height: 20)
    let stack = UIVStack(spacing: 8) {
      title
      body
      UIView().frame(height: 20)
    }
    #expect(stack.customSpacing(after: title) == 24)
    layOut(stack)
    #expect(body.frame.minY == 44)
    // 20 + 24 + 20 + 8 + 20, to the solver's precision.
    #expect((stack.frame.height * 1000).rounded() / 1000 == 92)
  }

  @Test func customSpacingOnAnArrangedViewAppliesAtOnce() {
    let title = UIView()
    let stack = UIVStack { title }
    title.customSpacing(5)
    #expect(stack.customSpacing(after: title) == 5)
  }

  @Test func scrollingHStackScrollsARowWiderThanItself() {
    let chips = (0..<5).map { _ in UIView().frame(width: 100, height: 30) }
    let scroller = UIScrollingHStack(spacing: 10) {
      for chip in chips { chip }
    }
    layOut(scroller.frame(height: 30), width: 300)
    #expect(scroller.stack.axis == .horizontal)
    #expect(scroller.frame.size == CGSize(width: 300, height: 30))
    #expect(scroller.contentSize == CGSize(width: 540, height: 30))
    #expect(chips[4].frame.minX == 440)
  }
}
