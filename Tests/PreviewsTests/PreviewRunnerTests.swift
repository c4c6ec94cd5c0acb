import DeclarativeUIKit
import DeclarativeUIKitPreviews
import Foundation
import Testing

// Running previews: the files and index page written, and previews that throw or trap reported
// while the others are still drawn.
@MainActor
@Suite struct PreviewRunnerTests {
  struct Broken: Error, CustomStringConvertible {
    var description: String { "no sample data" }
  }

  static func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
  }

  @Test func drawsAnSVGPerDeviceAndTraitsAndAnIndexPage() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let previews = [
      Preview("greeting", summary: "A greeting", traits: [.light, .dark]) {
        UIVStack { UILabel().text("Hello") }.backgroundColor(.systemBackground)
      }
    ]
    var options = try PreviewOptions.parse(
      ["--in-process", "--device", "iphone-se-3rd-generation"], previews: previews)
    options.output = folder.path
    var lines: [String] = []
    let failures = try PreviewRunner.run(options, previews: previews) { lines.append($0) }

    #expect(failures.isEmpty)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      files == [
        "greeting-iPhone-SE-3rd-generation-dark.svg", "greeting-iPhone-SE-3rd-generation.svg", "index.html",
      ])
    let dark = try String(
      contentsOf: folder.appendingPathComponent("greeting-iPhone-SE-3rd-generation-dark.svg"), encoding: .utf8
    )
    #expect(dark.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\""))
    #expect(dark.contains(">Hello</text>"))
    #expect(dark.contains("data-view=\"StatusBar\""))
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(
      index.contains(
        "<img src=\"greeting-iPhone-SE-3rd-generation-dark.svg\" width=\"375\" height=\"667\""))
    #expect(index.contains("<figcaption>iPhone SE (3rd generation), dark</figcaption>"))
    #expect(index.contains("<p>A greeting</p>"))
    #expect(
      lines == [
        "[1/1] greeting: wrote greeting-iPhone-SE-3rd-generation.svg, greeting-iPhone-SE-3rd-generation-dark.svg",
        "Wrote 2 SVG files and index.html to \(folder.path)",
      ])
  }

  @Test func aPreviewThatThrowsIsReportedAndTheOthersAreDrawn() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let previews = [
      Preview("broken", traits: [.light]) { () throws -> UIView in throw Broken() },
      Preview("plain", traits: [.light]) { UIView() },
    ]
    var options = try PreviewOptions.parse(["--in-process"], previews: previews)
    options.output = folder.path
    var lines: [String] = []
    let failures = try PreviewRunner.run(options, previews: previews) { lines.append($0) }
    #expect(failures.map(\.preview) == ["broken"])
    #expect(failures.map(\.message) == ["its builder threw: no sample data"])
    #expect(lines.contains("[1/2] broken: FAILED: its builder threw: no sample data"))
    #expect(lines.contains("[2/2] plain: wrote plain-iPhone-15.svg"))
    #expect(lines.last == "1 of 2 previews failed: broken")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("plain-iPhone-15.svg").path))
  }

  /// The `preview-fixtures` executable, built beside the test bundle.
  static var fixturesExecutable: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = bundle.appendingPathComponent("preview-fixtures")
    return FileManager.default.fileExists(atPath: beside.path)
      ? beside : bundle.deletingLastPathComponent().appendingPathComponent("preview-fixtures")
  }

  @Test func eachPreviewRunsInAChildProcessSoATrapOrAHangEndsOnlyIt() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = Self.fixturesExecutable
    process.arguments = ["--output", folder.path, "--timeout", "2"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 1, "a failed preview fails the run")
    #expect(text.contains("[1/6] greeting: wrote greeting-iPhone-15.svg, greeting-iPhone-15-dark.svg\n"))
    #expect(
      text.contains(
        "[2/6] throwing: FAILED: it failed:\n    preview-fixtures: error: its builder threw: the sample data is missing\n"
      ))
    #expect(text.contains("[3/6] trapping: FAILED: it crashed (signal 4):\n"))
    #expect(text.contains("Fatal error: Index out of range"))
    #expect(text.contains("[5/6] hanging: FAILED: it did not finish within 2 s and was stopped\n"))
    #expect(text.contains("[6/6] photo: wrote photo-iPhone-15.svg\n"))
    #expect(text.contains("[4/6] farewell: wrote farewell-iPhone-SE-3rd-generation-dark.svg\n"))
    #expect(text.hasSuffix("3 of 6 previews failed: throwing, trapping, hanging\n"))
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<h2>greeting</h2>") && index.contains("<h2>farewell</h2>"))
    #expect(!index.contains("<h2>trapping</h2>"))
  }

  @Test func theRunnerReadsImagesFromTheImagesFolderAndDrawsTheDevice() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "Fixtures")
    let process = Process()
    process.executableURL = Self.fixturesExecutable
    process.arguments = ["--preview", "photo", "--images", images.path, "--frame", "--output", folder.path]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let svg = try String(contentsOf: folder.appendingPathComponent("photo-iPhone-15.svg"), encoding: .utf8)
    #expect(svg.contains("href=\"data:image/jpeg;base64,"), "photo.jpg drawn with its pixels")
    #expect(
      svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"417\" height=\"876\""), "in the frame")
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<img src=\"photo-iPhone-15.svg\" width=\"417\" height=\"876\""))
  }
}
