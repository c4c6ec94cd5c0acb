import DeclarativeUIKit
import Foundation
import Testing

@testable import DeclarativeUIKitPreviews

// `--watch`: the page that reloads itself, the build errors put on it, and how the watcher sees
// that a source file changed. (The watcher's parts are internal, hence `@testable`; the loop
// itself runs `swift build`, measured by hand on Examples/Trailhead.)
@MainActor
@Suite struct PreviewWatchTests {
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static let previews = [Preview("card") { UILabel() }]

  @Test func watchIsAnOption() throws {
    let options = try PreviewOptions.parse(["--watch", "--watch-version", "3"], previews: Self.previews)
    #expect(options.watch)
    #expect(options.watchVersion == "3")
    let plain = try PreviewOptions.parse([], previews: Self.previews)
    #expect(!plain.watch)
    #expect(PreviewOptions.usage(program: "previews").contains("--watch"))
  }

  @Test func aWatchedPageReloadsWhenWatchJSNamesAnotherVersion() {
    let figure = PreviewIndexPage.Figure(
      fileName: "card.svg", width: 10, height: 10, caption: "light", alternativeText: "card")
    var page = PreviewIndexPage(
      title: "Previews", sections: [.init(title: "card", summary: "", figures: [figure])])
    #expect(!page.html.contains("<script>"))
    #expect(page.html.contains(#"src="card.svg""#))
    page.reloadVersion = "7"
    let html = page.html
    #expect(html.contains(#"<script>const previewVersion = "7";"#))
    #expect(html.contains(#"script.src = "watch.js?" + Date.now();"#))
    // The drawing's address changes with the version, so the reload does not show a cached one.
    #expect(html.contains(#"src="card.svg?v=7""#))
  }

  @Test func theRunnerWritesAReloadingPageForTheWatcher() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = PreviewOptions()
    options.output = folder.path
    options.inProcess = true
    options.watchVersion = "2"
    try PreviewRunner.run(options, previews: Self.previews) { _ in }
    let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains(#"const previewVersion = "2";"#))
  }

  @Test func aFailedBuildPutsItsErrorsAtTheTopOfThePage() {
    var page = PreviewIndexPage(title: "Previews", sections: [])
    page.reloadVersion = "1"
    let output = """
      [1/3] Compiling TrailheadScreens WelcomeScreen.swift
      /src/WelcomeScreen.swift:13:36: error: unterminated string literal
         |     `- error: unterminated string literal
      /src/WelcomeScreen.swift:13:36: error: unterminated string literal
      error: emit-module command failed with exit code 1
      """
    let first = PreviewWatcher.page(page.html, withBuildError: output, version: "2")
    #expect(first.contains(#"const previewVersion = "2";"#))
    #expect(first.contains("<body>\n" + PreviewWatcher.errorStart))
    // The compiler's located errors, each once and escaped.
    #expect(first.components(separatedBy: "WelcomeScreen.swift:13:36: error:").count == 2)
    #expect(!first.contains("emit-module"))
    // A second failure replaces the first's errors.
    let second = PreviewWatcher.page(first, withBuildError: "/a.swift:1:1: error: x < y", version: "3")
    #expect(second.components(separatedBy: PreviewWatcher.errorStart).count == 2)
    #expect(second.contains("x &lt; y"))
    #expect(!second.contains("unterminated"))
    #expect(second.contains(#"const previewVersion = "3";"#))
    // With no page yet, the errors make one, which reloads too.
    let fresh = PreviewWatcher.page("", withBuildError: "/a.swift:1:1: error: x", version: "1")
    #expect(fresh.contains(#"const previewVersion = "1";"#))
    #expect(fresh.contains("/a.swift:1:1: error: x"))
  }

  @Test func aChangedSwiftFileIsSeenButNotTheOutputOrHiddenFolders() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources/App")
    let output = root.appendingPathComponent("previews")
    let hidden = root.appendingPathComponent(".build")
    for folder in [sources, output, hidden] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data("// package".utf8).write(to: root.appendingPathComponent("Package.swift"))
    let screen = sources.appendingPathComponent("Screen.swift")
    try Data("let a = 1".utf8).write(to: screen)
    try Data("let b = 1".utf8).write(to: output.appendingPathComponent("Stray.swift"))
    try Data("let c = 1".utf8).write(to: hidden.appendingPathComponent("Built.swift"))
    try Data("notes".utf8).write(to: sources.appendingPathComponent("notes.txt"))

    let before = PreviewWatcher.sourceFiles(in: root, excluding: output)
    #expect(
      Set(before.keys.map { URL(fileURLWithPath: $0).lastPathComponent }) == [
        "Package.swift", "Screen.swift",
      ])
    #expect(
      PreviewWatcher.packageRoot(from: sources)?.standardizedFileURL.path == root.standardizedFileURL.path)

    let saved = Date(timeIntervalSince1970: 2_000_000_000)
    try Data("let a = 22".utf8).write(to: screen)
    try FileManager.default.setAttributes([.modificationDate: saved], ofItemAtPath: screen.path)
    let after = PreviewWatcher.sourceFiles(in: root, excluding: output)
    #expect(after != before)
    let newest: Date? = PreviewWatcher.newestChange(from: before, to: after)
    #expect(newest == saved)
  }
}
