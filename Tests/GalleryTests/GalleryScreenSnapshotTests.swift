import DeclarativeUIKit
import DeclarativeUIKitTesting
import GalleryScreens
import Testing

// The gallery's screens pinned by snapshots at both iPhone sizes: the view tree with frames and
// the SVG drawing, references in __Snapshots__/GalleryScreenSnapshotTests.
@MainActor
@Suite struct GalleryScreenSnapshotTests {
  @Test(arguments: GalleryScreen.all.map(\.name), GallerySize.standard)
  func screenMatchesItsReference(name: String, size: GallerySize) throws {
    let screen = try #require(GalleryScreen.named(name))
    try assertSnapshot(of: screen.makeView(), size: size.cgSize, named: name)
  }
}
