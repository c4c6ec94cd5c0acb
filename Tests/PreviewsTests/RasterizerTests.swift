import DeclarativeUIKit
import DeclarativeUIKitPreviews
import DeclarativeUIKitTesting
import Foundation
import Testing

// PNG output through rsvg-convert where it is installed, and a clear error where it is not.
@MainActor
@Suite struct RasterizerTests {
  @Test func withoutRsvgConvertOnThePathPNGOutputIsAClearError() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-tools-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(SVGRasterizer.find(environment: ["PATH": empty.path]) == nil)
    #expect(SVGRasterizer.find(environment: [:]) == nil)
    #expect(throws: SnapshotFailure.self) { try SVGRasterizer.required(environment: ["PATH": empty.path]) }
    #expect(SVGRasterizer.missingMessage.contains("rsvg-convert"))
  }

  @Test(.enabled(if: SVGRasterizer.find() != nil, "rsvg-convert is not installed"))
  func withRsvgConvertAnSVGBecomesAPNGAtTheDevicesScale() throws {
    let rasterizer = try #require(SVGRasterizer.find())
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    view.backgroundColor = .systemBlue
    let png = try rasterizer.png(fromSVG: SVGRenderer().render(view), scale: 3)
    let bytes = [UInt8](png)
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    // IHDR width and height, big-endian at bytes 16 and 20: 60 x 30 pixels.
    #expect(Array(bytes[16..<24]) == [0, 0, 0, 60, 0, 0, 0, 30])
  }

  @Test func theRunnerRefusesPNGOutputWithoutTheRasterizer() throws {
    // The previews executable, with a PATH that has no rsvg-convert.
    let process = Process()
    process.executableURL = PreviewRunnerTests.fixturesExecutable
    process.arguments = ["--png", "--preview", "greeting", "--output", "/nonexistent-previews"]
    // (The sanitizers' settings pass through, as CI's address-sanitizer run needs them.)
    var environment = ["PATH": "/nonexistent"]
    for (key, value) in ProcessInfo.processInfo.environment where key.hasSuffix("SAN_OPTIONS") {
      environment[key] = value
    }
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(message == "preview-fixtures: error: \(SVGRasterizer.missingMessage)\n")
  }
}
