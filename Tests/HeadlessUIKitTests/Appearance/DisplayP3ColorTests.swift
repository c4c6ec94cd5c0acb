import DeclarativeUIKit
import Testing

/// UIColor(displayP3Red:green:blue:alpha:) (UIColor.h, iOS 10): a Display P3 colour, read back in
/// extended sRGB. Display P3's pure red is (1.0931, -0.2267, -0.1501) in extended sRGB (the
/// conversion through both spaces' published primaries and the D65 white).
@Suite struct DisplayP3ColorTests {
  private func components(_ color: UIColor) -> [CGFloat] {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha]
  }

  @Test func displayP3RedLiesOutsideSRGB() {
    let expected: [CGFloat] = [1.0931, -0.2267, -0.1501, 1]
    let actual = components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
    #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 0.001 })
  }

  @Test func greysAndTheEndsAreTheSameInBothSpaces() {
    let grey = components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.4))
    #expect(zip(grey, [0.5, 0.5, 0.5, 0.4] as [CGFloat]).allSatisfy { abs($0 - $1) < 0.0001 })
    let white = components(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1))
    #expect(white.allSatisfy { abs($0 - 1) < 0.0001 })
  }
}
