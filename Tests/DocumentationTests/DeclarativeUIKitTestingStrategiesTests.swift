// The strategies sample of DeclarativeUIKitTesting's landing page
// (DeclarativeUIKitTesting.docc/DeclarativeUIKitTesting.md), compiled and run. Its references are
// in __Snapshots__/DeclarativeUIKitTestingStrategiesTests/.
import DeclarativeUIKit
import DeclarativeUIKitTesting
import Testing

@MainActor @Suite struct WelcomeScreenTests {
  @Test func welcome() throws {
    let screen = UIVStack { UILabel().text("Plan hikes together") }.backgroundColor(.systemBackground)
    screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    try assertSnapshot(of: screen, as: .tree, named: "welcome")
  }

  @Test func welcomeOnEveryDevice() throws {
    try assertSnapshots(
      of: {
        let controller = UIViewController()
        controller.view = UIVStack { UILabel().text("Plan hikes together") }
          .backgroundColor(.systemBackground)
        return controller
      },
      as: [.tree, .svg], on: [.iPhone15, .iPhoneSE3],
      traits: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark)],
      named: "welcome")
  }
}
