import DeclarativeUIKit
import Testing

// The renderer on trees framed by hand: exact SVG fragments for each thing it draws.
@MainActor
@Suite struct SVGRendererTests {
  private func view(_ width: CGFloat, _ height: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> UIView {
    UIView(frame: CGRect(x: x, y: y, width: width, height: height))
  }

  @Test func documentIsTheRootBoundsSizeWithTheRootAtTheOrigin() {
    let root = view(390, 844, x: 50, y: 60)
    let svg = SVGRenderer().render(root)
    #expect(
      svg.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\"844\" viewBox=\"0 0 390 844\">\n"))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("<g data-view=\"UIView\">"))
  }

  @Test func backgroundColourKeepsItsAlphaAsFillOpacity() {
    let root = view(100, 50)
    root.backgroundColor = UIColor.red.withAlphaComponent(0.5)
    #expect(
      SVGRenderer().render(root).contains(
        "<path d=\"M0 0H100V50H0Z\" fill=\"#FF0000\" fill-opacity=\"0.5\"/>"))
  }

  @Test func subviewsAreTranslatedToTheirFrameOriginBackToFront() throws {
    let root = view(100, 100)
    let first = view(10, 10, x: 5, y: 6)
    let second = view(10, 10, x: 20.125, y: 0)
    root.addSubview(first)
    root.addSubview(second)
    let svg = SVGRenderer().render(root)
    let firstRange = try #require(svg.range(of: "<g transform=\"translate(5 6)\" data-view=\"UIView\">"))
    // Numbers are rounded to hundredths.
    let secondRange = try #require(svg.range(of: "<g transform=\"translate(20.13 0)\" data-view=\"UIView\">"))
    #expect(firstRange.lowerBound < secondRange.lowerBound)
  }

  @Test func circularCornersAreArcsOfTheRadius() {
    let root = view(100, 50)
    root.backgroundColor = .blue
    root.layer.cornerRadius = 10
    // Quarter circles as cubic curves with control points 0.4477 r from each corner.
    #expect(
      SVGRenderer().render(root).contains(
        "<path d=\"M10 0H90C95.52 0 100 4.48 100 10V40C100 45.52 95.52 50 90 50H10C4.48 50 0 45.52 0 40"
          + "V10C0 4.48 4.48 0 10 0Z\" fill=\"#0000FF\"/>"))
  }

  @Test func maskedCornersRoundOnlyTheChosenCorners() {
    let root = view(100, 50)
    root.backgroundColor = .blue
    root.layer.cornerRadius = 10
    root.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    #expect(
      SVGRenderer().render(root).contains(
        "<path d=\"M10 0H90C95.52 0 100 4.48 100 10V50H0V10C0 4.48 4.48 0 10 0Z\" fill=\"#0000FF\"/>"))
  }

  @Test func continuousCornersReachFurtherAlongTheEdges() {
    let root = view(100, 50)
    root.backgroundColor = .blue
    root.layer.cornerRadius = 10
    root.layer.cornerCurve = .continuous
    // The curve starts 1.528 r (15.28) from each corner.
    #expect(SVGRenderer().render(root).contains("<path d=\"M15.28 0H84.72C"))
  }

  @Test func radiusIsClampedToHalfTheShorterSide() {
    let root = view(100, 20)
    root.backgroundColor = .blue
    root.layer.cornerRadius = 50
    #expect(SVGRenderer().render(root).contains("<path d=\"M10 0H90C"))
  }

  @Test func borderIsStrokedInsideTheBoundsAboveTheSubviews() throws {
    let root = view(100, 50)
    root.layer.borderWidth = 2
    root.layer.borderColor = UIColor.green.cgColor
    root.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let svg = SVGRenderer().render(root)
    let border = try #require(
      svg.range(of: "<path d=\"M1 1H99V49H1Z\" fill=\"none\" stroke=\"#00FF00\" stroke-width=\"2\"/>"))
    let child = try #require(svg.range(of: "data-view=\"UILabel\""))
    #expect(child.lowerBound < border.lowerBound)
  }

  @Test func shadowIsADropShadowFilterOnTheViewsGroup() {
    let root = view(200, 200)
    let card = view(100, 50, x: 10, y: 10)
    card.backgroundColor = .white
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 8
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    root.addSubview(card)
    let svg = SVGRenderer().render(root)
    #expect(svg.contains("<g transform=\"translate(10 10)\" filter=\"url(#shadow1)\" data-view=\"UIView\">"))
    // Region: bounds and offset bounds, grown by twice the radius plus one.
    #expect(
      svg.contains(
        "<filter id=\"shadow1\" filterUnits=\"userSpaceOnUse\" x=\"-17\" y=\"-17\" width=\"134\" height=\"88\">"
          + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"4\"/><feOffset dx=\"0\" dy=\"4\" result=\"blur\"/>"
          + "<feFlood flood-color=\"#000000\" flood-opacity=\"0.5\"/>"))
  }

  @Test func maskingToBoundsClipsSubviewsAndHidesTheShadow() {
    let root = view(100, 100)
    root.layer.cornerRadius = 10
    root.clipsToBounds = true
    root.layer.shadowOpacity = 1
    root.addSubview(view(200, 200))
    let svg = SVGRenderer().render(root)
    #expect(svg.contains("<clipPath id=\"clip1\"><path d=\"M10 0H90C"))
    #expect(svg.contains("<g clip-path=\"url(#clip1)\">"))
    #expect(!svg.contains("filter=\"url(#shadow"))
  }

  @Test func hiddenViewsAreLeftOutAndAlphaBecomesGroupOpacity() {
    let root = view(100, 100)
    let hidden = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    hidden.text = "Hidden"
    hidden.isHidden = true
    let faded = view(10, 10)
    faded.alpha = 0.25
    root.addSubview(hidden)
    root.addSubview(faded)
    let svg = SVGRenderer().render(root)
    #expect(!svg.contains("Hidden"))
    #expect(!svg.contains("UILabel"))
    #expect(svg.contains("<g opacity=\"0.25\" data-view=\"UIView\">"))
  }

  @Test func boundsOriginShiftsTheSubviews() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.addSubview(view(10, 10, x: 0, y: 150))
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(SVGRenderer().render(scrollView).contains("<g transform=\"translate(0 -120)\">"))
  }

  @Test func sameTreeGivesTheSameBytes() {
    func make() -> UIView {
      let root = view(100, 100)
      for index in 0..<3 {
        let child = view(10, 10, x: CGFloat(index) * 20, y: 0)
        child.layer.shadowOpacity = 0.3
        child.clipsToBounds = index == 1
        root.addSubview(child)
      }
      return root
    }
    let first = SVGRenderer().render(make())
    #expect(first == SVGRenderer().render(make()))
    #expect(
      first.contains("id=\"shadow1\"") && first.contains("id=\"clip2\"") && first.contains("id=\"shadow3\""))
  }
}
