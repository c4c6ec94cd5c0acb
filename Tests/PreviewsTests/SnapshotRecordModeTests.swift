import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation
import Testing

// Record mode: `record: true`, or SNAPSHOT_RECORD=1 when the parameter is left out, writes the
// reference anew and fails, so a recording run never passes silently; `record: false` wins
// over the environment.
@MainActor
@Suite struct SnapshotRecordModeTests {
  static func view(_ color: UIColor) -> UIView {
    let view = UIView().backgroundColor(color)
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    return view
  }

  @Test func recordTrueRewritesAMatchingReferenceAndFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try? assertSnapshot(
      of: Self.view(.systemRed), as: .tree, named: "box", record: false, directory: folder)
    try assertSnapshot(of: Self.view(.systemRed), as: .tree, named: "box", record: false, directory: folder)
    let failure = #expect(throws: SnapshotFailure.self) {
      try assertSnapshot(of: Self.view(.systemBlue), as: .tree, named: "box", record: true, directory: folder)
    }
    #expect(failure?.description.hasPrefix("Recorded new reference(s):\n  \(folder)/box.tree.txt") == true)
    let reference = try String(contentsOfFile: "\(folder)/box.tree.txt", encoding: .utf8)
    #expect(reference == "UIView (0, 0, 40, 40) background=#007AFF\n")
  }

  @Test func theEnvironmentVariableRecordsWhenTheParameterIsLeftOut() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-env-\(getpid())")
          .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try? assertSnapshot(of: Self.view(.systemRed), as: .tree, named: "box", directory: folder)
        setenv("SNAPSHOT_RECORD", "1", 1)
        // Recording: the matching reference is written again and the call fails.
        guard
          (try? assertSnapshot(of: Self.view(.systemRed), as: .tree, named: "box", directory: folder)) == nil
        else { exit(1) }
        // `record: false` wins over the environment: a match passes.
        guard
          (try? assertSnapshot(
            of: Self.view(.systemRed), as: .tree, named: "box", record: false, directory: folder)) != nil
        else { exit(1) }
      }
    }
  }
}
