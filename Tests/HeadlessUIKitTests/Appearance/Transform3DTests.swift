import HeadlessUIKit
import Testing

// Sources: CATransform3D.h (iOS 16.5 SDK, QuartzCore): CATransform3DIdentity; MakeTranslation,
// MakeScale, MakeRotation ("rotate by 'angle' radians about the vector '(x, y, z)'"); Translate,
// Scale and Rotate apply their change first ("t' = rotation(angle, x, y, z) * t"); Concat(a, b) is
// a * b; MakeAffineTransform / GetAffineTransform / IsAffine; CALayer.h transform and
// sublayerTransform, identity by default. UIView.h transform3D (iOS 13) is the layer's transform.
// Core Animation multiplies row vectors, so a turn about z matches CGAffineTransform's rotation.

@MainActor struct Transform3DTests {
  @Test func aTurnAboutZIsTheAffineTurn() {
    let turn = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    let affine = CGAffineTransform(rotationAngle: .pi / 6)
    let flat = CATransform3DGetAffineTransform(turn)
    #expect(abs(flat.a - affine.a) < 1e-12 && abs(flat.b - affine.b) < 1e-12)
    #expect(abs(flat.c - affine.c) < 1e-12 && abs(flat.d - affine.d) < 1e-12)
    #expect(CATransform3DIsAffine(turn))
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "a zero axis leaves the layer")
  }

  @Test func translateAppliesItsMoveBeforeTheTransform() {
    let scaled = CATransform3DMakeScale(2, 2, 1)
    let movedThenScaled = CATransform3DTranslate(scaled, 10, 0, 0)
    #expect(movedThenScaled.m41 == 20, "the move is scaled: translate first, then t")
    let scaledThenMoved = CATransform3DConcat(scaled, CATransform3DMakeTranslation(10, 0, 0))
    #expect(scaledThenMoved.m41 == 10)
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
  }

  @Test func aViewsTransform3DIsItsLayersAndPlacesItLikeTheAffineOne() {
    let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    rotated.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    reference.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(rotated.frame.width - reference.frame.width) < 1e-9)
    #expect(abs(rotated.frame.height - reference.frame.height) < 1e-9)
    #expect(CATransform3DEqualToTransform(rotated.layer.transform, rotated.transform3D))
  }

  @Test func aTurnAboutXIsKeptWholeAndFlattensTheLayerOnScreen() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let tilt = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
    card.layer.transform = tilt
    #expect(!CATransform3DIsAffine(tilt))
    #expect(CATransform3DEqualToTransform(card.layer.transform, tilt))
    #expect(abs(card.frame.height - 50) < 1e-9, "cos 60° of 100, seen straight on")
    #expect(CATransform3DIsIdentity(card.layer.sublayerTransform))
    card.transform = .identity
    #expect(CATransform3DIsIdentity(card.layer.transform))
  }
}
