import DeclarativeUIKit
import Foundation

#if !canImport(UIKit)
  /// `--watch`: draws the previews, then rebuilds the previews executable with `swift build`
  /// and draws again each time a Swift file of the package changes, until stopped.
  ///
  /// Each drawing runs the freshly built executable (without `--watch`) as a child process,
  /// which writes the SVGs and an `index.html` carrying the drawing's version; the watcher then
  /// writes that version to `watch.js`, which the open page loads every second, so the page
  /// reloads itself (see ``PreviewIndexPage/reloadVersion``). A failed build leaves the last
  /// drawings in place and puts the compiler's errors at the top of the page; the watcher goes
  /// on and draws again after the next change.
  struct PreviewWatcher {
    /// The parsed options (`watch` set).
    let options: PreviewOptions
    /// The command-line arguments, without the program name, given again to each drawing
    /// without `--watch`.
    let arguments: [String]
    /// This executable, which `swift build` rebuilds in place.
    let executable: URL

    /// How often the package's files are looked at, in seconds.
    static let pollInterval: TimeInterval = 0.25

    /// Watches until the process is stopped.
    @MainActor
    func run(print: (String) -> Void) -> Never {
      let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      let root = Self.packageRoot(from: current) ?? current
      let output = URL(fileURLWithPath: options.output, isDirectory: true, relativeTo: current)
      var version = 1
      var files = Self.sourceFiles(in: root, excluding: output)
      print("Watching \(files.count) Swift files in \(root.path); Ctrl-C to stop")
      draw(version: version, print: print)
      while true {
        Thread.sleep(forTimeInterval: Self.pollInterval)
        var changed = Self.sourceFiles(in: root, excluding: output)
        guard changed != files else { continue }
        // An editor may write a file in steps: wait until the files hold still.
        while true {
          Thread.sleep(forTimeInterval: Self.pollInterval)
          let again = Self.sourceFiles(in: root, excluding: output)
          if again == changed { break }
          changed = again
        }
        let saved = Self.newestChange(from: files, to: changed) ?? Date()
        files = changed
        version += 1
        print("A source file changed; rebuilding \(executable.lastPathComponent)")
        let build = Self.build(product: executable.lastPathComponent, in: root)
        if build.status != 0 {
          writeBuildError(build.output, version: version)
          print(build.output)
          print("The build failed; the page shows the errors. Waiting for the next change.")
          continue
        }
        draw(version: version, print: print)
        print("Redrawn \(Self.seconds(Date().timeIntervalSince(saved))) s after the save")
      }
    }

    /// Draws with the executable as it is now and tells the page about the new version.
    private func draw(version: Int, print: (String) -> Void) {
      var drawArguments = arguments.filter { $0 != "--watch" }
      drawArguments += ["--watch-version", "\(version)"]
      let result = Self.runProcess(executable, drawArguments, in: nil)
      for line in result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        print(String(line))
      }
      writeWatchScript(version: version)
    }

    /// The folder the page and drawings are in.
    private var outputFolder: URL { URL(fileURLWithPath: options.output, isDirectory: true) }

    /// Writes `watch.js`, which tells an open page the current version.
    private func writeWatchScript(version: Int) {
      try? FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
      try? PreviewRunner.write(Data("previewWatch(\"\(version)\");\n".utf8), to: outputFolder, "watch.js")
    }

    /// Puts a build's errors at the top of the page (keeping the last drawings) and writes the
    /// new version.
    private func writeBuildError(_ output: String, version: Int) {
      let url = outputFolder.appendingPathComponent("index.html")
      let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let page = Self.page(old, withBuildError: output, version: "\(version)")
      try? FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
      try? PreviewRunner.write(Data(page.utf8), to: outputFolder, "index.html")
      writeWatchScript(version: version)
    }

    // MARK: Parts, for tests

    /// Marks around the build errors on a page.
    static let errorStart = "<!-- build-error -->"
    static let errorEnd = "<!-- /build-error -->"

    /// A page with a build's errors at the top of its body, in place of earlier ones, and its
    /// reload script at `version`; an empty page becomes one with the errors alone.
    static func page(_ html: String, withBuildError output: String, version: String) -> String {
      var page = html
      if let start = page.range(of: errorStart), let end = page.range(of: errorEnd + "\n") {
        page.removeSubrange(start.lowerBound..<end.upperBound)
      }
      if !page.contains("<body>") {
        page = PreviewIndexPage(title: "Previews", sections: []).html
      }
      // The reload script, new or at the new version.
      if let line = page.range(of: "<script>const previewVersion = \"") {
        let end = page[line.upperBound...].firstIndex(of: "\"") ?? line.upperBound
        page.replaceSubrange(line.upperBound..<end, with: PreviewIndexPage.escape(version))
      } else if let head = page.range(of: "</head>") {
        page.insert(contentsOf: PreviewIndexPage.reloadScript(version: version), at: head.lowerBound)
      }
      let shown = buildErrors(in: output)
      let block =
        errorStart + "\n<section><h2>The build failed</h2><pre style=\"background: #FFEBEA; "
        + "border: 1px solid #FF3B30; border-radius: 8px; padding: 12px; white-space: pre-wrap;\">"
        + PreviewIndexPage.escape(shown) + "</pre><p>The drawings below are from the last build that "
        + "worked.</p></section>\n" + errorEnd + "\n"
      if let body = page.range(of: "<body>\n") {
        page.insert(contentsOf: block, at: body.upperBound)
      }
      return page
    }

    /// What of a build's output the page shows: the compiler's `file:line:column: error:`
    /// lines, each once; else the lines that say `error:`; else the last 40 lines.
    static func buildErrors(in output: String) -> String {
      let lines = output.split(separator: "\n").map(String.init)
      var located: [String] = []
      for line in lines where line.hasPrefix("/") && line.contains(": error:") && !located.contains(line) {
        located.append(line)
      }
      let errors = located.isEmpty ? lines.filter { $0.contains("error:") } : located
      return (errors.isEmpty ? Array(lines.suffix(40)) : errors).joined(separator: "\n")
    }

    /// The nearest folder at or above `folder` with a `Package.swift`.
    static func packageRoot(from folder: URL) -> URL? {
      var candidate = folder.standardizedFileURL
      while true {
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
          return candidate
        }
        let parent = candidate.deletingLastPathComponent()
        if parent.path == candidate.path { return nil }
        candidate = parent
      }
    }

    /// The package's Swift files with when each last changed and its size: every `.swift`
    /// file under `root` outside hidden folders (`.build`, `.git`) and the output folder.
    static func sourceFiles(in root: URL, excluding output: URL) -> [String: [Double]] {
      var files: [String: [Double]] = [:]
      let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey]
      guard
        let walk = FileManager.default.enumerator(
          at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
      else { return files }
      let skipped = output.standardizedFileURL.path
      for case let url as URL in walk {
        let values = try? url.resourceValues(forKeys: Set(keys))
        if values?.isDirectory == true {
          if url.standardizedFileURL.path == skipped { walk.skipDescendants() }
          continue
        }
        guard url.pathExtension == "swift" else { continue }
        let modified = values?.contentModificationDate?.timeIntervalSince1970 ?? 0
        files[url.standardizedFileURL.path] = [modified, Double(values?.fileSize ?? 0)]
      }
      return files
    }

    /// When the newest change between two looks at the files was made (a removed file counts
    /// as changed now).
    static func newestChange(from old: [String: [Double]], to new: [String: [Double]]) -> Date? {
      let changed = new.filter { old[$0.key] != $0.value }.compactMap { $0.value.first }
      if changed.isEmpty { return old.keys.contains { new[$0] == nil } ? Date() : nil }
      return changed.max().map { Date(timeIntervalSince1970: $0) }
    }

    /// Builds a product of the package with `swift build`.
    static func build(product: String, in root: URL) -> (status: Int32, output: String) {
      let swift = URL(fileURLWithPath: "/usr/bin/env")
      return runProcess(swift, ["swift", "build", "--product", product], in: root)
    }

    /// Runs a program to its end, its output and errors together in a file (a pipe could fill
    /// up and block it).
    static func runProcess(_ program: URL, _ arguments: [String], in folder: URL?) -> (
      status: Int32, output: String
    ) {
      let process = Process()
      process.executableURL = program
      process.arguments = arguments
      if let folder { process.currentDirectoryURL = folder }
      let log = FileManager.default.temporaryDirectory.appendingPathComponent(
        "preview-watch-\(UUID().uuidString).log")
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      defer { try? FileManager.default.removeItem(at: log) }
      guard let handle = try? FileHandle(forWritingTo: log) else { return (1, "cannot write \(log.path)") }
      process.standardOutput = handle
      process.standardError = handle
      do {
        try process.run()
      } catch {
        return (1, "cannot start \(program.path): \(error)")
      }
      process.waitUntilExit()
      try? handle.close()
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      return (process.terminationStatus, output)
    }

    /// Seconds with one decimal: `2.4`.
    static func seconds(_ interval: TimeInterval) -> String {
      String(format: "%.1f", interval)
    }
  }
#endif
