import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation
import Testing

// Strategies as values: the portable tree, SVG and PNG, pullback to other values, and the
// tree's tolerance for text widths measured on another platform.
@MainActor
@Suite struct SnapshotStrategyTests {
  static func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("strategies-\(UUID().uuidString)").path
  }

  func card() -> UIView {
    let view = UIVStack(spacing: 8) {
      UILabel().text("Skyline Ridge")
      UIButton().title("Share")
      UISwitch().isOn(true)
    }
    .backgroundColor(.systemBackground)
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
    return view
  }

  @Test func theTreeUsesOnlyPublicUIKitAPIAndLeavesOutTheInsideOfControls() throws {
    let tree = try Snapshotting<UIView, String>.tree.snapshot(card())
    let lines = tree.split(separator: "\n")
    #expect(lines.first == "UIVStack (0, 0, 200, 120) background=#FFFFFF")
    #expect(lines.count == 4, "the stack and its three arranged views, nothing inside the button or switch")
    #expect(
      lines[1].hasPrefix("  UILabel (0, 0, 200, ") && lines[1].hasSuffix(" text=\"Skyline Ridge\" font=17"))
    #expect(lines[2].contains("title=\"Share\""))
    #expect(lines[3].hasSuffix("isOn=true"))
  }

  @Test func pullbackMakesAViewControllerStrategyFromAViewStrategy() throws {
    let screen = Snapshotting<UIView, String>.svg.pullback { (controller: UIViewController) -> UIView in
      controller.view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
      return controller.view
    }
    let controller = UIViewController()
    controller.view = UIView().backgroundColor(.systemRed)
    #expect(screen.pathExtension == "svg")
    let svg = try screen.snapshot(controller)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"80\""))
  }

  // Snapshotting<UIView, String>.textWidthTolerance is 1.5 points.
  @Test func theTreeToleratesNumbersWithinOneAndAHalfPointsAndNothingElse() {
    let diffing = Snapshotting<UIView, String>.tree.diffing
    let reference = "UILabel (20, 64, 120.5, 20.33) text=\"Hello\" font=17\n"
    #expect(diffing.diff(reference, "UILabel (20, 64, 121.9, 20.33) text=\"Hello\" font=17\n") == nil)
    #expect(diffing.diff(reference, "UILabel (20, 64, 122.1, 20.33) text=\"Hello\" font=17\n") != nil)
    #expect(diffing.diff(reference, "UILabel (20, 64, 120.5, 20.33) text=\"Hullo\" font=17\n") != nil)
    #expect(diffing.diff(reference, "UIButton (20, 64, 120.5, 20.33) text=\"Hello\" font=17\n") != nil)
    #expect(diffing.diff(reference, reference + "  UIView (0, 0, 1, 1)\n") != nil)
    #expect(
      Diffing<String>.lines.diff(reference, "UILabel (20, 64, 121, 20.33) text=\"Hello\" font=17\n") != nil)
  }

  @Test func aStrategyRecordsThenMatchesThenReportsADifference() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: SnapshotFailure.self) {
      try assertSnapshot(of: card(), as: .svg, named: "card", record: false, directory: folder)
    }
    #expect(FileManager.default.fileExists(atPath: "\(folder)/card.svg"))
    try assertSnapshot(of: card(), as: .svg, named: "card", record: false, directory: folder)

    let changed = card().backgroundColor(.systemGreen)
    let failure = #expect(throws: SnapshotFailure.self) {
      try assertSnapshot(of: changed, as: .svg, named: "card", record: false, directory: folder)
    }
    #expect(failure?.description.contains("1 snapshot(s) do not match their references") == true)
    #expect(FileManager.default.fileExists(atPath: "\(folder)/card.new.svg"))
  }

  @Test(.enabled(if: SVGRasterizer.find() != nil, "rsvg-convert is not installed"))
  func thePNGStrategyComparesTheRasterizedBytes() throws {
    let folder = Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try? assertSnapshot(of: card(), as: .png(scale: 2), named: "card", record: false, directory: folder)
    let png = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/card.png"))
    let size: [UInt8] = [0, 0, 1, 144, 0, 0, 0, 240]
    #expect(Array(png[16..<24]) == size, "400 x 240 pixels at scale 2")
    try assertSnapshot(of: card(), as: .png(scale: 2), named: "card", record: false, directory: folder)
  }
}
