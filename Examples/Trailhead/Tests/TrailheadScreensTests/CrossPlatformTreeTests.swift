import DeclarativeUIKit
import DeclarativeUIKitTesting
import Testing
import TrailheadScreens

// The settings screen's view tree as text, a reference that holds on Linux (HeadlessUIKit) and
// on an iOS simulator (UIKit): numbers may differ by the strategy's 2-point text tolerance.
@MainActor
@Suite struct CrossPlatformTreeTests {
  @Test func settingsTreeMatchesOnEveryPlatform() throws {
    let screen = makeSettingsScreen()
    screen.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    try assertSnapshot(of: screen, as: .tree, named: "settings")
  }
}
