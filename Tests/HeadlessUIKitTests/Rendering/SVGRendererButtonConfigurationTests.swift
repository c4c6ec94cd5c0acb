import DeclarativeUIKit
import Testing

// Buttons with a `UIButton.Configuration`: the style's background for the state, content in the
// state's foreground colour, light and dark.
@MainActor
@Suite struct SVGRendererButtonConfigurationTests {
  private func button(_ configuration: UIButton.Configuration) -> UIButton {
    var configuration = configuration
    configuration.title = "Add to Bag"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
    return button
  }

  @Test func filledButtonIsATintPlateUnderWhiteText() {
    let svg = SVGRenderer().render(button(.filled()))
    #expect(svg.contains("<path d=\"M") && svg.contains("fill=\"#007AFF\"/>"))
    #expect(svg.contains(">Add to Bag</text>"))
    #expect(svg.contains("fill=\"#FFFFFF\""))
  }

  @Test func filledButtonFollowsDarkMode() {
    var traits = UITraitCollection(userInterfaceStyle: .dark)
    traits = UITraitCollection(traitsFrom: [traits])
    let svg = SVGRenderer(traitCollection: traits).render(button(.filled()))
    #expect(svg.contains("fill=\"#0A84FF\""))
    #expect(!svg.contains("fill=\"#007AFF\""))
  }

  @Test func plainButtonDrawsNoPlateAndTintedText() {
    let svg = SVGRenderer().render(button(.plain()))
    #expect(!svg.contains("<path d=\"M"))
    #expect(svg.contains("fill=\"#007AFF\""))
  }

  @Test func tintedButtonFadesTheTintBehindTintedText() {
    let svg = SVGRenderer().render(button(.tinted()))
    #expect(svg.contains("fill=\"#007AFF\" fill-opacity="))
  }

  @Test func capsuleCornersAreHalfTheHeight() {
    var configuration = UIButton.Configuration.filled()
    configuration.cornerStyle = .capsule
    let capsule = button(configuration)
    capsule.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    #expect(SVGRenderer().render(capsule).contains("<path d=\"M20 0H100C"))
  }

  @Test func disabledFilledButtonIsGrey() {
    let disabled = button(.filled())
    disabled.isEnabled = false
    #expect(!SVGRenderer().render(disabled).contains("#007AFF"))
  }
}
