import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation
import Testing
import TrailheadScreens

#if !canImport(UIKit)
  // Each screen on a device in light and dark, against the references in __Snapshots__.
  // Run with SNAPSHOT_RECORD=1 to record them again after an intended change.
  @MainActor
  @Suite struct TrailheadScreensSnapshotTests {
    init() {
      // The app's images, which UIImage(named:) reads on Linux from this folder.
      UIImage.headlessImageDirectory =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets").standardized
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func welcome(style: UIUserInterfaceStyle) throws {
      let controller = UIViewController()
      controller.view = makeWelcomeScreen()
      try assertSnapshot(
        of: controller, on: .iPhone15, traits: UITraitCollection(userInterfaceStyle: style), named: "welcome")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func tripSummary(style: UIUserInterfaceStyle) throws {
      try assertSnapshot(
        of: makeTripSummaryScreen(), on: .iPhoneSE3, traits: UITraitCollection(userInterfaceStyle: style),
        named: "trip-summary")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func settings(style: UIUserInterfaceStyle) throws {
      let controller = UIViewController()
      controller.view = makeSettingsScreen()
      try assertSnapshot(
        of: controller, on: .iPhone15, traits: UITraitCollection(userInterfaceStyle: style), named: "settings"
      )
    }
  }
#endif
