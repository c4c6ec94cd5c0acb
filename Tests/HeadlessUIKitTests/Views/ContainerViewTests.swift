import DeclarativeUIKit
import Testing

@MainActor
@Suite struct ContainerViewTests {
  @Test func windowIsHiddenUntilMadeKeyAndVisible() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.isHidden)
    #expect(!window.isKeyWindow)
    window.makeKeyAndVisible()
    #expect(!window.isHidden)
    #expect(window.isKeyWindow)
    let other = UIWindow(frame: .zero)
    other.makeKeyAndVisible()
    #expect(other.isKeyWindow)
    #expect(!window.isKeyWindow)
  }

  @Test func scrollViewDefaults() {
    let scroll = UIScrollView()
    #expect(scroll.contentSize == .zero)
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.contentInset == .zero)
    #expect(scroll.isScrollEnabled)
    #expect(!scroll.isPagingEnabled)
    #expect(scroll.bounces)
    #expect(!scroll.alwaysBounceVertical)
    #expect(!scroll.alwaysBounceHorizontal)
    #expect(scroll.showsVerticalScrollIndicator)
    #expect(scroll.showsHorizontalScrollIndicator)
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
  }

  @Test func contentOffsetIsTheBoundsOrigin() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentOffset = CGPoint(x: 0, y: 40)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 40))
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.setContentOffset(CGPoint(x: 10, y: 0), animated: true)
    #expect(scroll.bounds.origin == CGPoint(x: 10, y: 0))
  }

  @Test func scrollGuidesBelongToTheScrollView() {
    let scroll = UIScrollView()
    #expect(scroll.contentLayoutGuide.owningView === scroll)
    #expect(scroll.frameLayoutGuide.owningView === scroll)
    #expect(scroll.contentLayoutGuide !== scroll.frameLayoutGuide)
    #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
    let content = UIView()
    scroll.addSubview(content)
    let pin = content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor)
    pin.isActive = true
    #expect(scroll.constraints == [pin])
  }

  @Test func adjustedContentInsetAddsTheSafeAreaUnlessNever() {
    let scroll = UIScrollView()
    scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(scroll.adjustedContentInset == scroll.contentInset)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == scroll.contentInset)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
  }

  // UIVisualEffectView.h declares initWithEffect: and initWithCoder: as its designated
  // initializers, so Swift imports UIView's init(frame:) (and NSObject's init()) as convenience
  // initializers: UIVisualEffectView() compiles on iOS, with no effect.
  @Test func anEffectViewMadeWithAFrameHasNoEffectAndAContentView() {
    let view = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(view.effect == nil)
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(UIVisualEffectView().subviews.count == 1)
  }

  @Test func visualEffectViewHoldsContentInItsContentView() {
    let effect = UIBlurEffect(style: .systemMaterial)
    let view = UIVisualEffectView(effect: effect)
    #expect(view.effect === effect)
    #expect(view.subviews == [view.contentView])
    view.frame = CGRect(x: 5, y: 5, width: 200, height: 80)
    #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
    view.effect = nil
    #expect(view.effect == nil)
  }

  @Test func blurStylesHaveUIKitsRawValuesAndCompareByStyle() {
    #expect(UIBlurEffect.Style.extraLight.rawValue == 0)
    #expect(UIBlurEffect.Style.regular.rawValue == 4)
    #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
    #expect(UIBlurEffect.Style.systemChromeMaterialLight.rawValue == 15)
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    #expect(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .dark)))
    #expect(!UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
  }
}
