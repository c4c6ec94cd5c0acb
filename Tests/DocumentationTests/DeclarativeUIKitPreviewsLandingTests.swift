// The sample of DeclarativeUIKitPreviews' landing page (DeclarativeUIKitPreviews.docc), compiled
// and run: the previews list it registers, listed by the runner.
import DeclarativeUIKit
import DeclarativeUIKitPreviews
import Testing

@MainActor @Suite struct DeclarativeUIKitPreviewsLandingTests {
  @Test func theSamplesPreviewsAreListed() throws {
    let previews = [
      Preview("welcome", summary: "First launch") {
        UIVStack { UILabel().text("Plan hikes together") }.backgroundColor(.systemBackground)
      },
      Preview("settings", devices: [.iPhone15, .iPhoneSE3], traits: [.light, .dark]) {
        UINavigationController(rootViewController: UIViewController())
      },
    ]
    var lines: [String] = []
    try PreviewRunner.run(PreviewOptions.parse(["--list"], previews: previews), previews: previews) {
      lines.append($0)
    }
    #expect(lines == ["welcome   First launch", "settings  "])
  }
}
