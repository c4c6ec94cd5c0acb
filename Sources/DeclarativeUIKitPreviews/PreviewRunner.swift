import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation

#if !canImport(UIKit)
  /// Draws registered previews from the command line: the body of a one-line executable target.
  ///
  /// ```swift
  /// // Sources/previews/main.swift
  /// import DeclarativeUIKitPreviews
  /// import MyAppScreens
  ///
  /// PreviewRunner.main(MyAppScreens.previews)
  /// ```
  ///
  /// `swift run previews --output previews` then writes an SVG per preview, device, appearance
  /// and text size, and an `index.html`. Each preview is drawn in a child process of the same
  /// executable, so a preview that throws, traps or runs past `--timeout` is reported and the
  /// rest are still drawn; the run then exits with status 1.
  public enum PreviewRunner {
    /// Runs the previews with the process's command line and exits: status 0 when every preview
    /// was drawn, 1 after an error or a failed preview.
    /// - Parameter previews: The registered previews, in the order to draw them.
    @MainActor
    public static func main(_ previews: [Preview]) -> Never {
      let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "previews").lastPathComponent
      do {
        let options = try PreviewOptions.parse(Array(CommandLine.arguments.dropFirst()), previews: previews)
        if options.watch, !options.help, !options.list {
          PreviewWatcher(
            options: options, arguments: Array(CommandLine.arguments.dropFirst()), executable: executableURL
          ).run {
            print($0)
            fflush(nil)
          }
        }
        let failures = try run(options, previews: previews, program: program) { print($0) }
        exit(failures.isEmpty ? 0 : 1)
      } catch {
        FileHandle.standardError.write(Data("\(program): error: \(error)\n".utf8))
        exit(1)
      }
    }

    /// Runs the previews: prints the usage or the list, or draws the chosen previews into the
    /// output folder with an `index.html`, reporting each through `print`.
    /// - Parameters:
    ///   - options: The parsed command line.
    ///   - previews: The registered previews.
    ///   - program: The program's name for the usage text.
    ///   - print: Receives each line of output.
    /// - Returns: The failed previews with what went wrong (empty when all were drawn).
    /// - Throws: ``PreviewError`` for duplicate preview names, a folder or file that cannot be
    ///   written, or `--png` without a rasterizer.
    @MainActor
    @discardableResult
    public static func run(
      _ options: PreviewOptions, previews: [Preview], program: String = "previews", print: (String) -> Void
    ) throws -> [(preview: String, message: String)] {
      if options.help {
        print(PreviewOptions.usage(program: program))
        return []
      }
      var seen: Set<String> = []
      for preview in previews where !seen.insert(preview.name).inserted {
        throw PreviewError("two previews are named '\(preview.name)'; give each its own name")
      }
      let chosen =
        options.previews.isEmpty ? previews : previews.filter { options.previews.contains($0.name) }
      if options.list {
        let width = chosen.map(\.name.count).max() ?? 0
        for preview in chosen {
          print(preview.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + preview.summary)
        }
        return []
      }
      let rasterizer = options.png ? try SVGRasterizer.required() : nil
      if let images = options.images { UIImage.headlessImageDirectory = URL(fileURLWithPath: images) }
      let folder = URL(fileURLWithPath: options.output, isDirectory: true)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw PreviewError(
          "cannot create the output folder '\(options.output)': \(error.localizedDescription)")
      }
      var renderings: [PreviewRendering] = []
      var failures: [(preview: String, message: String)] = []
      for (number, preview) in chosen.enumerated() {
        let progress = "[\(number + 1)/\(chosen.count)] \(preview.name)"
        do {
          let drawn =
            options.inProcess || options.child
            ? try draw(preview, options: options, into: folder, rasterizer: rasterizer)
            : try drawInChildProcess(preview, options: options)
          renderings += drawn
          if options.child {
            for rendering in drawn { print(ChildLine.encode(rendering)) }
          } else {
            print("\(progress): wrote \(drawn.map(\.fileName).joined(separator: ", "))")
          }
        } catch let error as PreviewFailure {
          failures.append((preview.name, error.message))
          if options.child { throw error }
          print("\(progress): FAILED: \(error.message)")
        }
      }
      if options.child { return failures }
      var page = PreviewIndexPage(renderings: renderings, previews: chosen)
      page.reloadVersion = options.watchVersion
      try write(Data(page.html.utf8), to: folder, "index.html")
      print(
        "Wrote \(renderings.count) SVG files\(options.png ? " and PNGs" : "") and index.html to \(options.output)"
      )
      if !failures.isEmpty {
        print(
          "\(failures.count) of \(chosen.count) previews failed: \(failures.map(\.preview).joined(separator: ", "))"
        )
      }
      return failures
    }

    /// Shows a preview in a window on a device with traits, laid out, and draws it.
    /// - Parameters:
    ///   - preview: The preview.
    ///   - device: The device.
    ///   - traits: The style and text size.
    ///   - frame: Whether to draw the device around the screen.
    ///   - symbolArtwork: The glyphs SF Symbols are drawn with; the installed icon font's by
    ///     default (`SymbolArtwork.installed`), placeholders where there is none.
    /// - Returns: The SVG text and the window's size.
    /// - Throws: Whatever the preview's builder throws.
    @MainActor
    public static func render(
      _ preview: Preview, on device: SimulatedDevice, traits: PreviewTraits, frame: Bool = false,
      symbolArtwork: SymbolArtwork? = SymbolArtwork.installed
    ) throws -> (svg: String, size: CGSize) {
      let window = makeSnapshotWindow(
        try preview.makeViewController(), on: device, traits: traits.traitCollection)
      var renderer = SVGRenderer()
      renderer.symbolArtwork = symbolArtwork
      let svg = frame ? renderer.renderInDeviceFrame(window) : renderer.render(window)
      return (svg, frame ? SVGRenderer.deviceFrameSize(of: window) : window.bounds.size)
    }

    /// Draws a preview in this process for each of its devices and traits, writing its files.
    @MainActor
    private static func draw(
      _ preview: Preview, options: PreviewOptions, into folder: URL, rasterizer: SVGRasterizer?
    ) throws -> [PreviewRendering] {
      var drawn: [PreviewRendering] = []
      for (device, traits) in options.renderings(of: preview) {
        let label = snapshotLabel(device: device, orientation: .portrait, traits: traits.traitCollection)
        let result: (svg: String, size: CGSize)
        do {
          result = try render(preview, on: device, traits: traits, frame: options.frame)
        } catch {
          throw PreviewFailure(message: "its builder threw: \(error)")
        }
        let fileName = "\(preview.name)-\(label).svg"
        try write(Data(result.svg.utf8), to: folder, fileName)
        if let rasterizer {
          let png = try rasterizer.png(fromSVG: result.svg, scale: device.scale)
          try write(png, to: folder, String(fileName.dropLast(4)) + ".png")
        }
        var caption = [device.name, traits.style == .dark ? "dark" : "light"]
        if traits.contentSizeCategory != .large, let size = traits.contentSizeCategory.caseName {
          caption.append(size)
        }
        drawn.append(
          PreviewRendering(
            preview: preview.name, fileName: fileName, width: Int(result.size.width.rounded()),
            height: Int(result.size.height.rounded()), caption: caption.joined(separator: ", ")))
      }
      return drawn
    }

    /// Draws a preview in a child process of this executable, so that a trap ends only it.
    @MainActor
    private static func drawInChildProcess(_ preview: Preview, options: PreviewOptions) throws
      -> [PreviewRendering]
    {
      let process = Process()
      process.executableURL = executableURL
      process.arguments = options.childArguments(for: preview.name)
      // The parent reports the trap's message; a backtrace of the child would only slow it.
      var environment = ProcessInfo.processInfo.environment
      if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
      process.environment = environment
      // Both streams go to files, so a child that writes a lot never blocks on a full pipe, and
      // the parent can stop one that runs past the time limit.
      let base = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
      let output = base.appendingPathExtension("out")
      let errors = base.appendingPathExtension("err")
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      defer {
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.removeItem(at: errors)
      }
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = try FileHandle(forWritingTo: errors)
      do {
        try process.run()
      } catch {
        throw PreviewError("cannot start '\(executableURL.path)' to draw '\(preview.name)': \(error)")
      }
      let deadline = Date().addingTimeInterval(options.timeout)
      while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
      if process.isRunning {
        // SIGTERM first; SIGKILL when it is ignored or blocked (a signal mask the runner itself
        // inherited passes on to the child).
        process.terminate()
        let grace = Date().addingTimeInterval(2)
        while process.isRunning && Date() < grace { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        throw PreviewFailure(
          message: "it did not finish within \(PreviewOptions.seconds(options.timeout)) s and was stopped")
      }
      process.waitUntilExit()
      let data = (try? Data(contentsOf: output)) ?? Data()
      let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
      let drawn = lines.compactMap(ChildLine.decode)
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        let lines = stderr.split(separator: "\n")
        let messages = lines.filter { $0.contains("Fatal error") || $0.contains("error:") }
        let detail = (messages.isEmpty ? Array(lines.suffix(3)) : messages).joined(separator: "\n    ")
        let how =
          process.terminationReason == .uncaughtSignal
          ? "it crashed (signal \(process.terminationStatus))" : "it failed"
        throw PreviewFailure(message: detail.isEmpty ? how : "\(how):\n    \(detail)")
      }
      return drawn
    }

    /// This executable, which draws one preview when started with `--child`.
    static var executableURL: URL {
      #if os(Linux)
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      #else
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      #endif
    }

    static func write(_ data: Data, to folder: URL, _ name: String) throws {
      let url = folder.appendingPathComponent(name)
      do {
        try data.write(to: url, options: .atomic)
      } catch {
        throw PreviewError("cannot write '\(url.path)': \(error.localizedDescription)")
      }
    }
  }

  /// A preview that could not be drawn; the run goes on with the others.
  struct PreviewFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  /// How a child process reports each drawing to its parent: one tab-separated line.
  enum ChildLine {
    static let prefix = "drawn\t"

    static func encode(_ rendering: PreviewRendering) -> String {
      prefix
        + [
          rendering.preview, rendering.fileName, "\(rendering.width)", "\(rendering.height)",
          rendering.caption,
        ]
        .joined(separator: "\t")
    }

    static func decode(_ line: String) -> PreviewRendering? {
      guard line.hasPrefix(prefix) else { return nil }
      let fields = line.dropFirst(prefix.count).split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 5, let width = Int(fields[2]), let height = Int(fields[3]) else { return nil }
      return PreviewRendering(
        preview: String(fields[0]), fileName: String(fields[1]), width: width, height: height,
        caption: String(fields[4]))
    }
  }
#endif
