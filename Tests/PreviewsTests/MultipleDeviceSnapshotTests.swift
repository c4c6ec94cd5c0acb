import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation
import Testing

// Several devices and traits in one assertion: a reference each, and every difference reported.
@MainActor
@Suite struct MultipleDeviceSnapshotTests {
  static func screen(_ text: String) -> UIViewController {
    let controller = UIViewController()
    controller.view = UIVStack { UILabel().text(text) }.backgroundColor(.systemBackground)
    return controller
  }

  static let traits = [
    UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark),
  ]

  @Test func eachDeviceAndTraitsGetsAReferenceAndEveryDifferenceIsReported() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("devices-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let recorded = #expect(throws: SnapshotFailure.self) {
      try assertSnapshots(
        of: { Self.screen("Hello") }, as: [.tree, .svg], on: [.iPhone15, .iPhoneSE3], traits: Self.traits,
        named: "hello", record: false, directory: folder)
    }
    #expect(recorded?.description.hasPrefix("Recorded new reference(s):") == true)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(
      files == [
        "hello-iPhone-15-dark.svg", "hello-iPhone-15-dark.tree.txt", "hello-iPhone-15.svg",
        "hello-iPhone-15.tree.txt",
        "hello-iPhone-SE-3rd-generation-dark.svg", "hello-iPhone-SE-3rd-generation-dark.tree.txt",
        "hello-iPhone-SE-3rd-generation.svg", "hello-iPhone-SE-3rd-generation.tree.txt",
      ])
    let tree = try String(
      contentsOfFile: "\(folder)/hello-iPhone-SE-3rd-generation-dark.tree.txt", encoding: .utf8)
    #expect(tree.hasPrefix("UIWindow (0, 0, 375, 667)"))
    #expect(tree.contains("background=#000000"), "dark")

    try assertSnapshots(
      of: { Self.screen("Hello") }, as: [.tree, .svg], on: [.iPhone15, .iPhoneSE3], traits: Self.traits,
      named: "hello", record: false, directory: folder)
    let changed = #expect(throws: SnapshotFailure.self) {
      try assertSnapshots(
        of: { Self.screen("Goodbye") }, as: [.tree], on: [.iPhone15, .iPhoneSE3], traits: Self.traits,
        named: "hello", record: false, directory: folder)
    }
    #expect(changed?.description.hasPrefix("4 snapshot(s) do not match their references") == true)
  }

  @Test func anEmptyListIsRefused() {
    #expect(throws: SnapshotFailure("assertSnapshots needs at least one strategy, device and set of traits"))
    {
      try assertSnapshots(of: { UIViewController() }, as: [Snapshotting<UIView, String>.tree], on: [])
    }
  }
}
