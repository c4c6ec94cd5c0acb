import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation
import Testing

// The snapshot assertion in a temporary folder: record, match, mismatch with a diff and the new
// rendering written beside the reference.
@MainActor
@Suite struct SnapshotAssertionTests {
  private let size = CGSize(width: 200, height: 100)

  private func makeFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  private func card(title: String, color: UIColor = .systemBlue) -> UIView {
    let view = UIView()
    view.backgroundColor = color
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 21))
    label.text = title
    view.addSubview(label)
    return view
  }

  private func contents(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func missingReferenceIsRecordedAndTheAssertionFails() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let failure = try #require(throws: SnapshotFailure.self) {
      try assertSnapshot(of: card(title: "Hello"), size: size, named: "card", directory: folder)
    }
    #expect(failure.description.hasPrefix("Recorded new reference for snapshot 'card-200x100':"))
    #expect(try contents(folder) == ["card-200x100.svg", "card-200x100.txt"])
    let tree = try String(contentsOfFile: folder + "/card-200x100.txt", encoding: .utf8)
    #expect(tree.hasPrefix("UIView (0, 0, 200, 100) background=#007AFF\n"))
    let svg = try String(contentsOfFile: folder + "/card-200x100.svg", encoding: .utf8)
    #expect(svg.contains(">Hello</text>"))
  }

  @Test func aDeviceSnapshotIsNamedForItsTestFunctionByDefault() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // As for a view, the function's name without its parentheses, then the device.
    _ = try #require(throws: SnapshotFailure.self) {
      try assertSnapshot(of: UIViewController(), on: .iPhone15, directory: folder)
    }
    #expect(
      try contents(folder) == [
        "aDeviceSnapshotIsNamedForItsTestFunctionByDefault-iPhone-15-393x852.svg",
        "aDeviceSnapshotIsNamedForItsTestFunctionByDefault-iPhone-15-393x852.txt",
      ])
  }

  @Test func sameViewMatchesItsReference() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(of: card(title: "Hello"), size: size, named: "card", directory: folder)
    try assertSnapshot(of: card(title: "Hello"), size: size, named: "card", directory: folder)
    #expect(
      try verifySnapshot(of: card(title: "Hello"), size: size, named: "card", directory: folder) == .matched)
  }

  @Test func differenceFailsWithALineDiffAndWritesTheNewRendering() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(of: card(title: "Hello"), size: size, named: "card", directory: folder)
    let failure = try #require(throws: SnapshotFailure.self) {
      try assertSnapshot(of: card(title: "Goodbye"), size: size, named: "card", directory: folder)
    }
    let report = failure.description
    #expect(report.hasPrefix("Snapshot 'card-200x100' does not match its reference in \(folder):"))
    #expect(report.contains("--- \(folder)/card-200x100.txt\n+++ \(folder)/card-200x100.new.txt\n"))
    #expect(report.contains("\n-   UILabel (10, 10, 180, 21) text=\"Hello\""))
    #expect(report.contains("\n+   UILabel (10, 10, 180, 21) text=\"Goodbye\""))
    #expect(report.contains(">Goodbye</text>"))
    #expect(
      try contents(folder) == [
        "card-200x100.new.svg", "card-200x100.new.txt", "card-200x100.svg", "card-200x100.txt",
      ])
    // The reference is untouched; the new file holds the new rendering.
    let reference = try String(contentsOfFile: folder + "/card-200x100.txt", encoding: .utf8)
    let pending = try String(contentsOfFile: folder + "/card-200x100.new.txt", encoding: .utf8)
    #expect(reference.contains("\"Hello\"") && pending.contains("\"Goodbye\""))
  }

  @Test func matchingAgainRemovesStaleNewFiles() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(of: card(title: "Hello"), size: size, named: "card", directory: folder)
    _ = try verifySnapshot(of: card(title: "Goodbye"), size: size, named: "card", directory: folder)
    #expect(try contents(folder).count == 4)
    #expect(
      try verifySnapshot(of: card(title: "Hello"), size: size, named: "card", directory: folder) == .matched)
    #expect(try contents(folder) == ["card-200x100.svg", "card-200x100.txt"])
  }

  @Test func recordOverwritesTheReferenceAndFails() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(of: card(title: "Hello"), size: size, named: "card", directory: folder)
    let outcome = try verifySnapshot(
      of: card(title: "Goodbye"), size: size, named: "card", record: true, directory: folder)
    #expect(outcome == .recorded(files: [folder + "/card-200x100.txt", folder + "/card-200x100.svg"]))
    #expect(
      try verifySnapshot(of: card(title: "Goodbye"), size: size, named: "card", directory: folder) == .matched
    )
  }

  @Test func treeOnlyFormatWritesOnlyTheText() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(
      of: card(title: "Hi"), size: size, named: "tree", formats: .tree, directory: folder)
    #expect(try contents(folder) == ["tree-200x100.txt"])
  }

  @Test func svgDifferenceAloneIsReported() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try verifySnapshot(of: card(title: "Hi"), size: size, named: "card", formats: .svg, directory: folder)
    let outcome = try verifySnapshot(
      of: card(title: "Hi", color: .systemRed), size: size, named: "card", formats: .svg, directory: folder)
    guard case .mismatched(let diff, let newFiles) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(diff.contains("-     <path d=\"M0 0H200V100H0Z\" fill=\"#007AFF\"/>"))
    #expect(diff.contains("+     <path d=\"M0 0H200V100H0Z\" fill=\"#FF3B30\"/>"))
    #expect(newFiles == [folder + "/card-200x100.new.svg"])
  }

  @Test func defaultsPutTheReferenceNextToTheTestFileUnderTheFunctionsName() throws {
    let folder = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__").appendingPathComponent("SnapshotAssertionTests")
    let expected = folder.appendingPathComponent(
      "defaultsPutTheReferenceNextToTheTestFileUnderTheFunctionsName-200x100.txt"
    ).path
    defer {
      try? FileManager.default.removeItem(atPath: expected)
      try? FileManager.default.removeItem(atPath: folder.path)
    }
    let outcome = try verifySnapshot(of: card(title: "Hi"), size: size, formats: .tree)
    #expect(outcome == .recorded(files: [expected]))
  }

  @Test func badSizeIsAClearError() throws {
    let failure = try #require(throws: SnapshotFailure.self) {
      try assertSnapshot(of: UIView(), size: CGSize(width: 0, height: 10), named: "empty", directory: "/tmp")
    }
    #expect(
      failure.description
        == "Snapshot size must be positive and at most 1000000 points a side, got 0.0 x 10.0")
  }

  // The README's example screen: recorded on the first run, matching on the second.
  @Test func readmeExampleRecordsThenMatches() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func loginScreen() -> UIView {
      let screen = UIView().backgroundColor(.systemBackground)
      screen.addSubview(
        UIVStack(spacing: 16) {
          UILabel().text("Welcome back").font(.systemFont(ofSize: 34, weight: .bold))
          UITextField().placeholder("User Name").borderStyle(.roundedRect)
          UIButton().title("Sign In").backgroundColor(.systemBlue).cornerRadius(12).frame(height: 50)
        },
        constraints: [
          .equal(\.topAnchor, constant: 64), .equal(\.leadingAnchor, constant: 20),
          .equal(\.trailingAnchor, constant: -20),
        ])
      return screen
    }
    let size = CGSize(width: 390, height: 844)
    #expect(throws: SnapshotFailure.self) {
      try assertSnapshot(of: loginScreen(), size: size, named: "login", directory: folder)
    }
    try assertSnapshot(of: loginScreen(), size: size, named: "login", directory: folder)
    let tree = try String(contentsOfFile: folder + "/login-390x844.txt", encoding: .utf8)
    #expect(tree.contains("  UIVStack (20, 64, 350, "))
  }
}
