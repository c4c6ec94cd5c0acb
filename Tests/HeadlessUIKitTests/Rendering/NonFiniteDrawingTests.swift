import DeclarativeUIKit
import Testing

/// Drawing and describing never trap on numbers UIKit accepts: huge coordinates, NaN colour
/// components, a hue that is not finite, a NaN font size. A frame that is not finite is written
/// as such in the view tree (`nan`, `inf`), so a snapshot of a broken layout shows it; a huge
/// one is written whole in exponent form. (UIKit draws these without raising; `UIColor` clamps
/// nothing at creation: UIColor.h documents components as "0.0 to 1.0" without checking.)
@MainActor
@Suite struct NonFiniteDrawingTests {
  @Test func aHugeFrameIsDrawnAndDescribed() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 9.3e16, y: -1e300, width: 1e20, height: 10))
    child.backgroundColor = .red
    root.addSubview(child)
    let svg = SVGRenderer().render(root)
    #expect(svg.contains("translate(9.3e+16 -1e+300)"))
    #expect(ViewTreeDescription(root).description.contains("UIView (9.3e+16, -1e+300, 1e+20, 10)"))
  }

  /// An infinite size is no NaN, which is all QuartzCore checks: it is kept, drawn and written
  /// as `inf`. (A NaN stops the program: `LayerGeometryTests`.)
  @Test func anInfiniteFrameIsDescribedAsSuch() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
    root.addSubview(child)
    _ = SVGRenderer().render(root)
    let tree = ViewTreeDescription(root).description
    #expect(tree.contains("UIView (0, 0, inf, 10)") || tree.contains("UIView (nan, 0, inf, 10)"))
    #expect(!tree.contains("UIView (0, 0, 0, 10)"))
  }

  @Test func colorsWithNaNComponentsOrAnInfiniteHueAreDrawn() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = UIColor(red: .nan, green: 0.5, blue: .nan, alpha: 1)
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.backgroundColor = UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1)
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    other.backgroundColor = UIColor(hue: .nan, saturation: .nan, brightness: 1, alpha: .nan)
    other.layer.borderWidth = .nan
    other.layer.cornerRadius = .infinity
    root.addSubview(child)
    root.addSubview(other)
    let svg = SVGRenderer().render(root)
    #expect(svg.contains("fill=\"#008000\""))
    _ = ViewTreeDescription(root).description
  }

  @Test func aLabelWithANaNOrZeroFontSizeIsDrawn() {
    for size in [CGFloat.nan, 0, .infinity, -5] {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      label.text = "Hello world"
      label.font = UIFont.systemFont(ofSize: size)
      label.numberOfLines = 0
      _ = SVGRenderer().render(label)
      _ = ViewTreeDescription(label).description
    }
  }
}
