import DeclarativeUIKit
import Testing

/// `circle()`, `cornerRadius(_:corners:)`, `transform` in a configurator, `assign(to:)`,
/// `UILabel("text")`, `UIButton("title")` and named fonts.
@MainActor
@Suite struct ShapeAndReferenceTests {
  @Test func circleRadiusFollowsTheSizeThroughLayouts() {
    let avatar = UIView().circle()
    let width = avatar.widthAnchor.constraint(equalToConstant: 40)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.addSubviews {
      avatar.topToSuperview().leadingToSuperview().aspectRatio(1)
    }
    width.isActive = true
    root.layoutIfNeeded()
    #expect(avatar.frame.size == CGSize(width: 40, height: 40))
    #expect(avatar.layer.cornerRadius == 20)
    #expect(avatar.clipsToBounds)
    width.constant = 64
    root.layoutIfNeeded()
    #expect(avatar.layer.cornerRadius == 32)
  }

  @Test func circleOfARectangleIsACapsule() {
    let capsule = UIView().frame(width: 100, height: 30).circle()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.addSubviews { capsule.centerInSuperview() }
    root.layoutIfNeeded()
    #expect(capsule.layer.cornerRadius == 15)
  }

  @Test func cornerRadiusRoundsOnlyTheGivenCorners() {
    let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let sheet = UIView().cornerRadius(16, corners: top)
    #expect(sheet.layer.cornerRadius == 16)
    #expect(sheet.layer.maskedCorners == top)
  }

  @Test func transformInAConfiguratorSetsTheViewsProperty() {
    let scaled = UIView() { $0.transform(CGAffineTransform(scaleX: 2, y: 2)).alpha(0.5) }
    #expect(scaled.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(scaled.alpha == 0.5)
    let replaced = Configurator<UIView>.empty.transform { _ in UIView().tag(7) }.configured(UIView())
    #expect(replaced.tag == 7)
  }

  @Test func assignKeepsAReferenceToAViewBuiltInABuilder() {
    var title: UILabel?
    var subtitle: UILabel!
    let header = UIVStack {
      UILabel("Title").assign(to: &title)
      UILabel("Subtitle").assign(to: &subtitle)
    }
    #expect(title === header.arrangedSubviews[0])
    #expect(subtitle === header.arrangedSubviews[1])
  }

  @Test func labelInitializerTakesItsText() {
    let label = UILabel("Hello")
    #expect(label.text == "Hello")
    #expect(label.frame == .zero)
  }

  @Test func buttonInitializerTakesItsTitle() {
    let button = UIButton("Save")
    #expect(button.buttonType == .system)
    #expect(button.title(for: .normal) == "Save")
  }

  @Test func namedFontsAndTheirFallback() {
    let named = UILabel("Hi").font(name: "Menlo-Regular", size: 13)
    #expect(named.font.fontName == "Menlo-Regular")
    #expect(named.font.pointSize == 13)
    let fallback = UILabel("Hi").font(name: "No Such Font", size: 15)
    #expect(fallback.font == UIFont.systemFont(ofSize: 15))
  }
}
