import DeclarativeUIKit
import Testing

/// The sizes of buttons that draw a system symbol of their own.
@MainActor @Suite struct ButtonTypeSizeTests {
  @Test func contactAddIsTheSizeUIKitGivesSinceIOS13() {
    // swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/
    // testUIView.2.txt (recorded on iOS 13 at 3x): 24.3333 x 23.6667.
    let size = UIButton(type: .contactAdd).intrinsicContentSize
    #expect(abs(size.width - (24 + 1.0 / 3)) < 1e-9)
    #expect(abs(size.height - (23 + 2.0 / 3)) < 1e-9)
  }
}
