import DeclarativeUIKit
import Testing

// Modifiers of UIImageView, UIScrollView and UIStackView.
@MainActor
@Suite struct StylableContainersTests {
  @Test func visualEffectViewModifiers() {
    let blur = UIBlurEffect(style: .light)
    let view = UIVisualEffectView().effect(blur).frame(width: 200, height: 200)
    #expect(view.effect === blur)
  }

  @Test func imageViewModifiers() {
    let image = UIImage()
    let highlighted = UIImage()
    let view = UIImageView().image(image).highlightedImage(highlighted).isHighlighted(true)
    #expect(view.image === image)
    #expect(view.highlightedImage === highlighted)
    #expect(view.isHighlighted)
  }

  @Test func scrollViewModifiers() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let view = UIScrollView()
      .contentInset(insets)
      .contentSize(CGSize(width: 100, height: 900))
      .isScrollEnabled(false)
      .isPagingEnabled(true)
      .bounces(false)
      .alwaysBounceVertical(true)
      .alwaysBounceHorizontal(true)
      .showsVerticalScrollIndicator(false)
      .showsHorizontalScrollIndicator(false)
    #expect(view.contentInset == insets)
    #expect(view.contentSize == CGSize(width: 100, height: 900))
    #expect(!view.isScrollEnabled)
    #expect(view.isPagingEnabled)
    #expect(!view.bounces)
    #expect(view.alwaysBounceVertical)
    #expect(view.alwaysBounceHorizontal)
    #expect(!view.showsVerticalScrollIndicator)
    #expect(!view.showsHorizontalScrollIndicator)
  }

  @Test func stackViewModifiers() {
    let margins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    let first = UIView()
    let stack = UIStackView(arrangedSubviews: [first, UIView()])
      .axis(.vertical)
      .spacing(4)
      .alignment(.center)
      .distribution(.fillEqually)
      .layoutMargins(margins)
      .customSpacing(20, after: first)
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 4)
    #expect(stack.alignment == .center)
    #expect(stack.distribution == .fillEqually)
    #expect(stack.layoutMargins == margins)
    #expect(stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.customSpacing(after: first) == 20)
    #expect(!stack.isLayoutMarginsRelativeArrangement(false).isLayoutMarginsRelativeArrangement)
  }
}
