import DeclarativeUIKit
import Foundation
import GalleryScreens
import Testing

// Running the gallery into a temporary folder: the SVGs, the index page, the progress lines and
// the trees.
@MainActor
@Suite struct GalleryRunTests {
  @Test func writesAnSVGPerScreenAndSizeAndAnIndexShowingThem() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = try GalleryOptions.parse([
      "--screen", "login", "--screen", "popup", "--appearance", "iphone15-dark",
    ])
    options.output = folder.path
    var output: [String] = []
    try Gallery.run(options) { output.append($0) }

    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      files == [
        "index.html", "login-320x568.svg", "login-390x844.svg", "login-iphone15-dark-393x852.svg",
        "popup-320x568.svg", "popup-390x844.svg", "popup-iphone15-dark-393x852.svg",
      ])
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<img src=\"popup-390x844.svg\" width=\"390\" height=\"844\""))
    #expect(index.contains("<img src=\"login-320x568.svg\" width=\"320\" height=\"568\""))
    let svg = try String(contentsOf: folder.appendingPathComponent("login-320x568.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" height=\"568\""))

    #expect(
      output.contains(
        "[1/2] popup: wrote popup-390x844.svg, popup-320x568.svg, popup-iphone15-dark-393x852.svg"))
    #expect(
      output.contains(
        "[2/2] login: wrote login-390x844.svg, login-320x568.svg, login-iphone15-dark-393x852.svg"))
    #expect(index.contains("<figcaption>iphone15-dark 393x852</figcaption>"))
    let device = try String(
      contentsOf: folder.appendingPathComponent("login-iphone15-dark-393x852.svg"), encoding: .utf8)
    #expect(device.contains("data-view=\"StatusBar\""))
    #expect(
      output.contains { $0.hasPrefix("login at 390x844:\nUIView (0, 0, 390, 844) background=#FFFFFF\n") })
    #expect(output.last == "Wrote 6 SVG files and index.html to \(folder.path)")
  }

  @Test func listPrintsEachScreenWithItsSummary() throws {
    var output: [String] = []
    try Gallery.run(try GalleryOptions.parse(["--list"])) { output.append($0) }
    #expect(output.count == GalleryScreen.all.count)
    #expect(
      output.first == "update           Seed 001: the update screen, a UIVStack of banner, texts and button")
  }

  @Test func helpPrintsTheUsage() throws {
    var output: [String] = []
    try Gallery.run(try GalleryOptions.parse(["--help"])) { output.append($0) }
    #expect(output == [GalleryOptions.usage])
  }

  @Test func unwritableOutputIsAClearError() throws {
    var options = GalleryOptions()
    options.output = "/proc/gallery-cannot-write-here"
    options.screens = ["login"]
    #expect(throws: GalleryError.self) {
      try Gallery.run(options) { _ in }
    }
  }

  @Test func renderingTheSameScreenTwiceGivesTheSameBytes() {
    for screen in GalleryScreen.all {
      let first = Gallery.render(screen, at: GallerySize(width: 320, height: 568))
      let second = Gallery.render(screen, at: GallerySize(width: 320, height: 568))
      #expect(first.svg == second.svg, "\(screen.name)")
      #expect(first.tree == second.tree, "\(screen.name)")
    }
  }
}
