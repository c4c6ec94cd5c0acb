import DeclarativeUIKit
import Testing

/// `hitTest(_:with:)` and `point(inside:with:)` follow UIKit's documented rules (Apple,
/// "hitTest(_:with:)": https://developer.apple.com/documentation/uikit/uiview/1622469-hittest):
/// hidden views, views with user interaction disabled and views with alpha below 0.01 are
/// ignored; points outside the bounds are not hit even in subviews that stick out, whether or
/// not the view clips; subviews are tried front to back.
@MainActor @Suite struct HitTestingTests {
  private func scene() -> (root: UIView, card: UIView, badge: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(card)
    card.addSubview(badge)
    return (root, card, badge)
  }

  @Test func deepestViewContainingThePointIsHit() {
    let (root, card, badge) = scene()
    #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === badge)
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === card)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
  }

  /// CGRectContainsPoint excludes the maximum edges.
  @Test func boundsExcludeTheirMaximumEdges() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(view.point(inside: CGPoint(x: 9.9, y: 9.9), with: nil))
    #expect(!view.point(inside: CGPoint(x: 10, y: 5), with: nil))
    #expect(!view.point(inside: CGPoint(x: -0.1, y: 5), with: nil))
  }

  @Test func pointInsideUsesBoundsOrigin() {
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroller.bounds.origin = CGPoint(x: 0, y: 200)
    #expect(scroller.point(inside: CGPoint(x: 5, y: 250), with: nil))
    #expect(!scroller.point(inside: CGPoint(x: 5, y: 50), with: nil))
  }

  @Test(arguments: ["hidden", "noInteraction", "transparent"])
  func viewsThatCannotTakeTouchesAreSkipped(rule: String) {
    let (root, card, badge) = scene()
    switch rule {
    case "hidden": badge.isHidden = true
    case "noInteraction": badge.isUserInteractionEnabled = false
    default: badge.alpha = 0.009
    }
    #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === card)
  }

  @Test func alphaOfOneHundredthIsStillHit() {
    let (root, _, badge) = scene()
    badge.alpha = 0.01
    #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === badge)
  }

  @Test func aParentThatCannotTakeTouchesHidesItsSubviews() {
    let (root, card, _) = scene()
    card.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === root)
  }

  @Test(arguments: [false, true]) func subviewsOutsideTheBoundsAreNotHit(clips: Bool) {
    let (root, card, _) = scene()
    card.clipsToBounds = clips
    let overhang = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
    card.addSubview(overhang)
    #expect(root.hitTest(CGPoint(x: 145, y: 145), with: nil) === overhang)
    #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === root)
  }

  @Test func frontmostSubviewWins() {
    let (root, card, _) = scene()
    let cover = UIView(frame: card.frame)
    root.addSubview(cover)
    #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === cover)
    root.bringSubviewToFront(card)
    #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === card)
  }

  @Test func overridingPointInsideWidensTheTarget() {
    final class WideButton: UIButton {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
      }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = WideButton(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
    root.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === button)
  }

  @Test func controlsAreHitLikeAnyView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = UIButton(configuration: .filled())
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    root.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === button)
  }
}
