import DeclarativeUIKit
import Testing

@Suite struct LayerTests {
  @Test func defaultsAreQuartzCores() {
    let layer = CALayer()
    #expect(layer.cornerRadius == 0)
    #expect(layer.cornerCurve == .circular)
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    #expect(!layer.masksToBounds)
    #expect(layer.borderWidth == 0)
    #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
    #expect(layer.backgroundColor == nil)
    #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowRadius == 3)
    #expect(layer.opacity == 1)
    #expect(!layer.isHidden)
    #expect(layer.sublayers == nil)
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
  }

  @Test func cornerMaskRawValuesAreQuartzCores() {
    #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
    #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
    #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
    #expect(CALayerCornerCurve.circular.rawValue == "circular")
    #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
  }

  @Test func frameDerivesFromPositionBoundsAndAnchorPoint() {
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(layer.position == CGPoint(x: 60, y: 40))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    layer.anchorPoint = .zero
    #expect(layer.frame == CGRect(x: 60, y: 40, width: 100, height: 40))
  }

  @Test func sublayersMoveBetweenSuperlayers() {
    let a = CALayer()
    let b = CALayer()
    let child = CALayer()
    a.addSublayer(child)
    #expect(a.sublayers == [child])
    #expect(child.superlayer === a)
    b.insertSublayer(child, at: 0)
    #expect(a.sublayers == nil)
    #expect(b.sublayers == [child])
    child.removeFromSuperlayer()
    #expect(b.sublayers == nil)
    #expect(child.superlayer == nil)
  }

  @Test func copyingInitializerCopiesAppearance() {
    let layer = CALayer()
    layer.cornerRadius = 12
    layer.cornerCurve = .continuous
    layer.shadowOpacity = 0.3
    let copy = CALayer(layer: layer)
    #expect(copy.cornerRadius == 12)
    #expect(copy.cornerCurve == .continuous)
    #expect(copy.shadowOpacity == 0.3)
  }

  @Test func cgColorHasComponentsAndAlpha() {
    let rgb = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
    #expect(rgb.components == [1, 0.5, 0, 0.25])
    #expect(rgb.numberOfComponents == 4)
    #expect(rgb.alpha == 0.25)
    let gray = CGColor(gray: 0.2, alpha: 1)
    #expect(gray.components == [0.2, 1])
    #expect(gray.copy(alpha: 0.5)?.components == [0.2, 0.5])
    #expect(rgb != gray)
  }
}
