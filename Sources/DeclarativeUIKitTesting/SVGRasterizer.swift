import Foundation

#if !canImport(UIKit)
  /// Turns SVG drawings into PNG images with `rsvg-convert` (from librsvg), an optional tool:
  /// SVG and view-tree snapshots need nothing but the toolchain.
  ///
  /// ```swift
  /// if let rasterizer = SVGRasterizer.find() {
  ///   let png = try rasterizer.png(fromSVG: svg, scale: 3)
  /// }
  /// ```
  public struct SVGRasterizer: Sendable {
    /// The `rsvg-convert` executable.
    public let executable: URL

    /// Uses an `rsvg-convert` executable at a path.
    /// - Parameter executable: The executable.
    public init(executable: URL) {
      self.executable = executable
    }

    /// Looks for `rsvg-convert` on the `PATH`.
    /// - Parameter environment: The environment whose `PATH` is searched; the process's own by
    ///   default.
    /// - Returns: The rasterizer, or `nil` when no folder on the `PATH` has `rsvg-convert`.
    public static func find(
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SVGRasterizer? {
      let folders = (environment["PATH"] ?? "").split(separator: ":")
      for folder in folders {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("rsvg-convert")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return SVGRasterizer(executable: candidate)
        }
      }
      return nil
    }

    /// The message of a PNG asked for where `rsvg-convert` is not installed.
    public static let missingMessage =
      "PNG output needs rsvg-convert (from librsvg), which is not on the PATH; install it "
      + "(apt install librsvg2-bin, brew install librsvg) or leave out PNG output: SVG and text "
      + "snapshots do not need it"

    /// Looks for `rsvg-convert` on the `PATH`, throwing a clear error where it is missing.
    /// - Parameter environment: The environment whose `PATH` is searched.
    /// - Throws: ``SnapshotFailure`` with ``missingMessage``.
    public static func required(
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SVGRasterizer {
      guard let rasterizer = find(environment: environment) else { throw SnapshotFailure(missingMessage) }
      return rasterizer
    }

    /// Rasterizes an SVG document.
    /// - Parameters:
    ///   - svg: The SVG text.
    ///   - scale: Pixels per point (a device's scale); 1 draws one pixel per SVG unit.
    /// - Returns: The PNG file's bytes.
    /// - Throws: ``SnapshotFailure`` when `rsvg-convert` cannot run or fails.
    public func png(fromSVG svg: String, scale: CGFloat = 1) throws -> Data {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "rasterize-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let input = folder.appendingPathComponent("in.svg")
      let output = folder.appendingPathComponent("out.png")
      let errors = folder.appendingPathComponent("err.txt")
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(svg.utf8).write(to: input)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      } catch {
        throw SnapshotFailure("Cannot write the SVG to rasterize: \(error.localizedDescription)")
      }
      let process = Process()
      process.executableURL = executable
      process.arguments = [
        "--zoom", "\(Double(scale))", "--format", "png", "--output", output.path, input.path,
      ]
      do {
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
      } catch {
        throw SnapshotFailure("Cannot run \(executable.path): \(error.localizedDescription)")
      }
      process.waitUntilExit()
      guard process.terminationReason == .exit, process.terminationStatus == 0,
        let png = try? Data(contentsOf: output)
      else {
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        throw SnapshotFailure(
          "\(executable.lastPathComponent) failed (status \(process.terminationStatus)): \(message)")
      }
      return png
    }
  }
#endif
