import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation
import Testing

// Snapshot names become stable, distinct file names: a plain ASCII name is its own file name,
// any other (non-Latin text, separators, empty, very long) its readable part and a hash, so no
// test passes against, or records over, another test's reference. Sizes must be positive and
// at most 1,000,000 points a side.
@MainActor
@Suite struct SnapshotFileNameTests {
  private let size = CGSize(width: 20, height: 10)

  private func makeFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-names-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  private func view(_ color: UIColor) -> UIView {
    let view = UIView()
    view.backgroundColor = color
    return view
  }

  private func recordedFiles(_ outcome: SnapshotOutcome) -> [String] {
    if case .recorded(let files) = outcome { return files.map { URL(fileURLWithPath: $0).lastPathComponent } }
    return []
  }

  @Test func namesInNonLatinScriptsGetTheirOwnFiles() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let names = ["ログイン", "설정", "профиль", "الإعدادات", "", "a/b", "a\\b", "a b", "a-b", "a:b", "..", "."]
    var seen: Set<String> = []
    for (index, name) in names.enumerated() {
      let color = UIColor(white: CGFloat(index) / CGFloat(names.count), alpha: 1)
      let outcome = try verifySnapshot(of: view(color), size: size, named: name, directory: folder)
      let files = recordedFiles(outcome)
      #expect(files.count == 2, "'\(name)' was not recorded on its own: \(outcome)")
      for file in files {
        #expect(seen.insert(file).inserted, "'\(name)' shares \(file)")
        #expect(!file.hasPrefix("."))
        #expect(!file.contains("/"))
      }
    }
  }

  @Test func namesAreStableAndPlainNamesKeepTheirFile() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = recordedFiles(
      try verifySnapshot(of: view(.red), size: size, named: "ログイン", directory: folder))
    #expect(first.first?.hasPrefix("snapshot-h") == true)
    #expect(try verifySnapshot(of: view(.red), size: size, named: "ログイン", directory: folder) == .matched)
    let plain = recordedFiles(
      try verifySnapshot(of: view(.red), size: size, named: "login", directory: folder))
    #expect(plain.sorted() == ["login-20x10.svg", "login-20x10.txt"])
  }

  @Test func veryLongNamesAreShortenedAndStillDistinct() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let long = String(repeating: "screen", count: 200)
    let first = recordedFiles(
      try verifySnapshot(of: view(.red), size: size, named: long + "1", directory: folder))
    let second = recordedFiles(
      try verifySnapshot(of: view(.blue), size: size, named: long + "2", directory: folder))
    #expect(first.count == 2 && second.count == 2)
    #expect(Set(first).isDisjoint(with: second))
    #expect(first.allSatisfy { $0.utf8.count < 200 })
  }

  @Test(arguments: [CGFloat.nan, .infinity, 1e20, 0, -1])
  func invalidSizesAreAClearError(side: CGFloat) throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect {
      try verifySnapshot(
        of: view(.red), size: CGSize(width: side, height: 10), named: "size", directory: folder)
    } throws: { error in
      "\(error)".hasPrefix("Snapshot size must be positive and at most 1000000 points a side")
    }
  }
}
