import DeclarativeUIKit
import Testing

@Suite struct TransformTests {
  @Test func identityIsIdentity() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform().isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @Test func concatenatingAppliesSelfThenTheArgument() {
    let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3)
      .concatenating(CGAffineTransform(translationX: 10, y: 20))
    #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
    let moveThenScale = CGAffineTransform(translationX: 10, y: 20)
      .concatenating(CGAffineTransform(scaleX: 2, y: 3))
    #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 63))
  }

  @Test func rotationTurnsAQuarter() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let point = CGPoint(x: 1, y: 0).applying(quarter)
    #expect(abs(point.x) < 1e-12)
    #expect(abs(point.y - 1) < 1e-12)
  }

  @Test func invertedUndoes() {
    let t = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: 5).rotated(by: 0.3)
    let round = CGPoint(x: 7, y: -2).applying(t).applying(t.inverted())
    #expect(abs(round.x - 7) < 1e-9)
    #expect(abs(round.y + 2) < 1e-9)
  }

  /// Apple's documentation of `CGRect.applying(_:)`: affine transforms do not keep rectangles,
  /// so the answer is the smallest rectangle holding the transformed corners.
  @Test func aRectangleMapsToTheBoxOfItsCorners() {
    let turned = CGRect(x: 0, y: 0, width: 100, height: 50).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.minX + 50) < 1e-9 && abs(turned.minY) < 1e-9)
    #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
    let moved = CGRect(x: 10, y: 20, width: 30, height: 40)
      .applying(CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 5, y: 0))
    #expect(moved == CGRect(x: 30, y: -60, width: 60, height: 40))
  }
}
