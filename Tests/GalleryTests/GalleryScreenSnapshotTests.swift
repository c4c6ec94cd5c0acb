import DeclarativeUIKit
import DeclarativeUIKitTesting
import GalleryScreens
import Testing

// The gallery's screens pinned by snapshots at both iPhone sizes and on simulated devices: the
// view tree with frames and the SVG drawing, references in __Snapshots__/GalleryScreenSnapshotTests.
@MainActor
@Suite struct GalleryScreenSnapshotTests {
  @Test(arguments: GalleryScreen.all.map(\.name), GallerySize.standard)
  func screenMatchesItsReference(name: String, size: GallerySize) throws {
    let screen = try #require(GalleryScreen.named(name))
    // The controller lives through the snapshot: a navigation or tab bar controller places its
    // child's view when its own view lays out.
    let controller = screen.makeViewController()
    try assertSnapshot(of: controller.view, size: size.cgSize, named: name)
    withExtendedLifetime(controller) {}
  }

  // Each screen in a window on a device, light and dark and at an accessibility text size, drawn
  // with its bars, status bar and home indicator.
  @Test(arguments: GalleryScreen.all.map(\.name), GalleryAppearance.standard)
  func screenOnADeviceMatchesItsReference(name: String, appearance: GalleryAppearance) throws {
    let screen = try #require(GalleryScreen.named(name))
    try assertSnapshot(
      of: screen.makeViewController(), on: appearance.device, traits: appearance.traitCollection, named: name)
  }
}
