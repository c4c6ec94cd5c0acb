import DeclarativeUIKit
import Testing

/// A view's `transform` in coordinate conversion and hit testing. Apple's documentation of
/// `UIView.transform` (https://developer.apple.com/documentation/uikit/uiview/transform): the
/// transform is applied relative to the view's anchor point, its centre by default, and scales,
/// rotates or translates what the view covers; `convert(_:to:)`/`convert(_:from:)` and
/// `hitTest(_:with:)` work in the coordinate spaces that result.
@MainActor @Suite struct TransformedHitTestingTests {
  /// A 300-point square holding a 100-point card at (100, 100).
  private func scene() -> (root: UIView, card: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(card)
    return (root, card)
  }

  @Test func aViewScaledAroundItsCentreIsTouchedInItsScaledArea() {
    let (root, card) = scene()
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    // Scaled 2x around its centre (150, 150), it covers (50, 50) to (250, 250).
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === card)
    #expect(root.hitTest(CGPoint(x: 240, y: 240), with: nil) === card)
    #expect(root.hitTest(CGPoint(x: 40, y: 150), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 260, y: 150), with: nil) === root)
  }

  @Test func aShrunkViewIsNotTouchedOutsideItsScaledArea() {
    let (root, card) = scene()
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    // Half size around (150, 150): (125, 125) to (175, 175).
    #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 130, y: 130), with: nil) === card)
  }

  @Test func pointsConvertThroughTheTransformBothWays() {
    let (root, card) = scene()
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(card.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 50, y: 50))
    #expect(card.convert(CGPoint(x: 100, y: 100), to: root) == CGPoint(x: 250, y: 250))
    #expect(card.convert(CGPoint(x: 60, y: 60), from: root) == CGPoint(x: 5, y: 5))
    #expect(root.convert(CGPoint(x: 60, y: 60), to: card) == CGPoint(x: 5, y: 5))
    card.transform = CGAffineTransform(translationX: 30, y: -10)
    #expect(card.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 135, y: 95))
  }

  @Test func aRotatedViewTurnsAroundItsCentre() {
    let (root, card) = scene()
    card.bounds.size = CGSize(width: 200, height: 40)  // centre stays at (150, 150)
    card.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // A quarter turn makes the 200 x 40 bar stand upright: 40 wide, 200 tall.
    #expect(root.hitTest(CGPoint(x: 150, y: 60), with: nil) === card)
    #expect(root.hitTest(CGPoint(x: 60, y: 150), with: nil) === root)
    let corner = card.convert(CGPoint(x: 0, y: 0), to: root)
    #expect(abs(corner.x - 170) < 1e-9)
    #expect(abs(corner.y - 50) < 1e-9)
  }

  @Test func rectanglesBecomeTheBoundingBoxOfTheirImage() {
    let (root, card) = scene()
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(card.convert(card.bounds, to: root) == CGRect(x: 50, y: 50, width: 200, height: 200))
    #expect(
      card.convert(CGRect(x: 50, y: 50, width: 100, height: 100), from: root)
        == CGRect(
          x: 0, y: 0, width: 50, height: 50))
    card.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let turned = card.convert(card.bounds, to: root)
    // The square's diagonal, 100 x sqrt(2), spans the box both ways.
    #expect(abs(turned.width - 100 * 2.0.squareRoot()) < 1e-9)
    #expect(abs(turned.midX - 150) < 1e-9)
  }

  @Test func nestedTransformsCompose() {
    let (root, card) = scene()
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    card.addSubview(badge)
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    badge.transform = CGAffineTransform(translationX: 10, y: 0)
    // badge (0, 0) -> card (10, 0) -> root (50 + 20, 50 + 0).
    #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 70, y: 50))
    #expect(badge.convert(CGPoint(x: 70, y: 50), from: root) == .zero)
    #expect(root.hitTest(CGPoint(x: 75, y: 55), with: nil) === badge)
    #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === card)
  }

  @Test func aViewScaledToNothingIsNeverTouched() {
    let (root, card) = scene()
    card.transform = CGAffineTransform(scaleX: 0, y: 0)
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
  }

  @Test func aTapOnTheScaledAreaReachesTheViewsRecognizer() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let (root, card) = scene()
    window.addSubview(root)
    window.makeKeyAndVisible()
    let tap = UITapGestureRecognizer()
    // A target the recognizer keeps weakly (an action closure capturing the card would make a
    // cycle: the card holds its recognizer).
    let recorder = GestureRecorder.attached(to: tap)
    card.addGestureRecognizer(tap)
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(root.simulateTap(at: CGPoint(x: 60, y: 60)) === card)
    #expect(recorder.locations == [CGPoint(x: 5, y: 5)])
  }
}
