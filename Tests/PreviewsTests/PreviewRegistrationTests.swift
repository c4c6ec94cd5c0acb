import DeclarativeUIKit
import DeclarativeUIKitPreviews
import Testing

// Registering previews: a name, a builder of a view or a view controller, and the devices and
// traits each is drawn with, which the command line may replace.
@MainActor
@Suite struct PreviewRegistrationTests {
  @Test func aViewPreviewIsAViewControllersRootViewOnAnIPhone15InLightAndDark() throws {
    let label = UILabel().text("Hello")
    let preview = Preview("greeting", summary: "A label") { label }
    #expect(preview.name == "greeting")
    #expect(preview.summary == "A label")
    #expect(preview.devices == [.iPhone15])
    #expect(preview.traits == [.light, .dark])
    #expect(try preview.makeViewController().view === label)
  }

  @Test func aViewControllerPreviewIsBuiltAnewEachTime() throws {
    let preview = Preview("inbox", devices: [.iPhoneSE3, .iPadPro11], traits: [.dark]) {
      UINavigationController(rootViewController: UIViewController())
    }
    let first = try preview.makeViewController()
    #expect(first is UINavigationController)
    #expect(try preview.makeViewController() !== first)
    #expect(preview.devices == [.iPhoneSE3, .iPadPro11])
  }

  @Test func theCommandLineReplacesDevicesStylesAndTextSizes() throws {
    let preview = Preview("feed", devices: [.iPhone15], traits: [.light, .dark]) { UIView() }
    let own = try PreviewOptions.parse([], previews: [preview]).renderings(of: preview)
    #expect(own.map(\.device) == [.iPhone15, .iPhone15])
    #expect(own.map(\.traits) == [.light, .dark])

    let chosen = try PreviewOptions.parse(
      ["--device", "iphone-se-3rd-generation", "--appearance", "dark", "--text-size", "accessibilityLarge"],
      previews: [preview]
    ).renderings(of: preview)
    #expect(chosen.map(\.device) == [.iPhoneSE3])
    #expect(chosen.map(\.traits) == [PreviewTraits(style: .dark, contentSizeCategory: .accessibilityLarge)])
  }

  @Test func traitsBecomeTheScreensTraitCollection() {
    let traits = PreviewTraits(style: .dark, contentSizeCategory: .extraSmall).traitCollection
    #expect(traits.userInterfaceStyle == .dark)
    #expect(traits.preferredContentSizeCategory == .extraSmall)
  }

  @Test func twoPreviewsWithOneNameAreRefused() {
    let previews = [Preview("same") { UIView() }, Preview("same") { UIView() }]
    #expect(throws: PreviewError("two previews are named 'same'; give each its own name")) {
      try PreviewRunner.run(PreviewOptions(), previews: previews) { _ in }
    }
  }
}
