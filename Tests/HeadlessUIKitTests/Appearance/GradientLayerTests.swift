import HeadlessUIKit
import Testing

// Sources: CAGradientLayer.h (iOS 16.5 SDK, QuartzCore): colors and locations default nil;
// startPoint and endPoint default (0.5, 0) and (0.5, 1), "the top-center of the layer" to its
// bottom-center; type `axial' by default, also `radial' and `conic'. CALayer.h: sublayers are
// drawn in order over the layer's background.

@MainActor struct GradientLayerTests {
  @Test func defaultsAreQuartzCores() {
    let gradient = CAGradientLayer()
    #expect(gradient.colors == nil)
    #expect(gradient.locations == nil)
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)
    #expect(CAGradientLayerType.radial.rawValue == "radial")
  }

  @Test func aGradientAddedToAViewsLayerIsDrawnBehindItsSubviews() throws {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
    gradient.locations = [0, 0.8]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.frame = header.bounds
    header.layer.insertSublayer(gradient, at: 0)
    let title = UILabel(frame: CGRect(x: 16, y: 150, width: 200, height: 30))
    title.text = "Checking"
    header.addSubview(title)
    let svg = SVGRenderer().render(header)
    #expect(svg.contains("<linearGradient"))
    #expect(svg.contains("x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\""))
    #expect(svg.contains("offset=\"0.8\""))
    #expect(svg.contains("fill=\"url(#gradient"))
    let fillAt = try #require(svg.range(of: "fill=\"url(#gradient"))
    let textAt = try #require(svg.range(of: ">Checking</text>"))
    #expect(fillAt.lowerBound < textAt.lowerBound, "drawn before the label")
  }

  @Test func withoutColoursNothingIsDrawn() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let gradient = CAGradientLayer()
    gradient.frame = view.bounds
    view.layer.addSublayer(gradient)
    #expect(!SVGRenderer().render(view).contains("linearGradient"))
  }
}
