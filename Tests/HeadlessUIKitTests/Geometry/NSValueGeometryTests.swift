import HeadlessUIKit
import Testing

// Sources: UIGeometry.h (iOS 16.5 SDK), NSValue (NSValueUIGeometryExtensions):
// valueWithCGRect:/CGRectValue, valueWithCGPoint:/CGPointValue, valueWithCGSize:/CGSizeValue,
// which keyboard notifications' frames come boxed in.

@Suite struct NSValueGeometryTests {
  @Test func geometryGoesInAndComesBackOut() {
    let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
    let boxed: Any = NSValue(cgRect: frame)
    let value = boxed as? NSValue
    #expect(value?.cgRectValue == frame)
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
    #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
  }
}
