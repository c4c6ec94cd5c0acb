import Foundation
import GalleryScreens
import Testing

// `gallery --screen X` redraws one screen but keeps the others' drawings in index.html.
@MainActor
@Suite struct GalleryIndexTests {
  @Test func drawingOneScreenKeepsTheOtherScreensInTheIndex() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-index-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var first = try GalleryOptions.parse([
      "--screen", "login", "--screen", "popup", "--appearance", "iphone15-dark",
    ])
    first.output = folder.path
    try Gallery.run(first) { _ in }
    var second = try GalleryOptions.parse(["--screen", "popup", "--size", "390x844"])
    second.output = folder.path
    try Gallery.run(second) { _ in }

    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<h2>popup</h2>"))
    #expect(index.contains("<h2>login</h2>"), "the screen not redrawn is still shown")
    for file in [
      "login-320x568.svg", "login-390x844.svg", "login-iphone15-dark-393x852.svg", "popup-390x844.svg",
    ] {
      #expect(index.contains("<img src=\"\(file)\""), "\(file)")
    }
    #expect(index.contains("<figcaption>iphone15-dark 393x852</figcaption>"))
    // Screens stay in the gallery's order: popup comes before login.
    let popup = try #require(index.range(of: "<h2>popup</h2>"))
    let login = try #require(index.range(of: "<h2>login</h2>"))
    #expect(popup.lowerBound < login.lowerBound)
  }

  @Test func onlyFilesNamedLikeAScreensDrawingsAreTaken() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-index-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in ["login-320x568.svg", "login-notes.svg", "login-sepia-390x844.svg", "login-320x568.png"] {
      _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(file).path, contents: Data())
    }
    var options = try GalleryOptions.parse(["--screen", "popup", "--size", "320x568"])
    options.output = folder.path
    try Gallery.run(options) { _ in }
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<img src=\"login-320x568.svg\""))
    #expect(!index.contains("login-notes.svg") && !index.contains("login-sepia") && !index.contains(".png"))
  }
}
