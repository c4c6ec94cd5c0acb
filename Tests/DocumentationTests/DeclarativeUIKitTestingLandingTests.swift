// The sample of DeclarativeUIKitTesting's landing page (DeclarativeUIKitTesting.docc/DeclarativeUIKitTesting.md),
// compiled and run. Its references are in __Snapshots__/DeclarativeUIKitTestingLandingTests/;
// re-record them with SNAPSHOT_RECORD=1 when the layout or the renderer changes on purpose.
import DeclarativeUIKit
import DeclarativeUIKitTesting
import Testing

@MainActor @Suite struct LoginScreenTests {
  @Test func loginScreen() throws {
    let screen = UIVStack {
      UILabel().text("Welcome back")
      UITextField().placeholder("User Name").borderStyle(.roundedRect)
    }
    try assertSnapshot(of: screen, size: CGSize(width: 390, height: 844), named: "login")
  }
}
