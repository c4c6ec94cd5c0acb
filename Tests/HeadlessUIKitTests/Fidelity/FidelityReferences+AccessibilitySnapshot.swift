import Foundation
import HeadlessUIKit

// References from cashapp/AccessibilitySnapshot's reference images recorded on iOS 16.4 (the
// `*_16_4_393x852@3x.png` files under Example/SnapshotTests/ReferenceImages/_64/, added in
// 6db2075 "Add iOS 16 to CI builds" of 2023-10-10 and kept until 92c5030): the library draws
// each accessibility element's frame as a coloured box over the snapshot, so a label's frame
// can be read from the image's pixels, 3 to a point. The labels are the example app's
// (Example/AccessibilitySnapshot/*.swift at 92c5030): `UILabel()` at its default font (17-point
// system), given its text and sized with `sizeToFit()`; the navigation bar's title is UIKit's
// (17-point semibold). Every box is 20.333 points tall, one 17-point line at 3x. The same boxes in
// the iOS 17.5, 18.5 and 26.2 images (`*_17_5_393x852@3x.png`, `*_18_5_402x874@3x.png`,
// `*_26_2_402x874@3x.png` at 5b03db8) have the same widths, but for the longest label (335.333
// from 18.5 on).

extension FidelitySource {
  static let accessibilitySnapshot = FidelitySource(
    name: "AccessibilitySnapshot (iOS 16.4)",
    location:
      "github.com/cashapp/AccessibilitySnapshot Example/SnapshotTests/ReferenceImages/_64/*_16_4_393x852@3x.png "
      + "@ 92c5030 (recorded at 6db2075), element boxes measured in pixels")
}

/// A window on the recordings' 393 x 852 screen at 3x.
@MainActor private func simulatorWindow() -> UIWindow {
  let screen = UIScreen(
    bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3,
    traitCollection: UITraitCollection(displayScale: 3))
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  return window
}

extension FidelityReference {
  /// The references of AccessibilitySnapshot's iOS 16.4 images.
  static let accessibilitySnapshot: [FidelityReference] = sizedToFit + customRotors

  /// testCustomRotors_always: AccessibilityCustomRotorsViewController's two `UILabel` subclasses
  /// (17-point system font, `numberOfLines = 0`, grey background), each given half the 393-point
  /// screen and 200 points of height and then `sizeToFit()`: one line each, their boxes 556 and 505
  /// pixels wide and 61 tall.
  private static var customRotors: [FidelityReference] {
    let third: CGFloat = 1 / 3
    let labels: [(String, Int)] = [("This one gets truncated.", 556), ("This one goes forever.", 505)]
    return labels.map { text, thirds in
      let scene = FidelityScene(
        source: .accessibilitySnapshot, recording: "testCustomRotors_always '\(text)'",
        iOS: "16.4 (simulator, 3x)", release: .iOS16, scale: 3, screen: CGSize(width: 393, height: 852),
        code: "UILabel() with the text, numberOfLines 0, bounds 196.5 x 200, sizeToFit()",
        build: {
          let label = UILabel()
          label.numberOfLines = 0
          label.text = text
          let window = simulatorWindow()
          window.addSubview(label)
          label.bounds.size = CGSize(width: 196.5, height: 200)
          label.sizeToFit()
          return ["label": label]
        })
      return FidelityReference(
        scene: scene, view: "label",
        quantity: .size(CGSize(width: CGFloat(thirds) * third, height: 61 * third)), kind: .text)
    }
  }

  /// Labels of the default font sized to fit on their own.
  private static var sizedToFit: [FidelityReference] {
    let third: CGFloat = 1 / 3
    // (test image, text, weight, width in thirds of a point)
    let labels: [(String, String, UIFont.Weight, Int)] = [
      ("testLabelDescription", "01: Text", .regular, 176),
      ("testLabelDescription", "02: Text", .regular, 183),
      ("testLabelDescription", "03: Text", .regular, 184),
      ("testLabelDescription", "04: Text", .regular, 185),
      ("testLabelDescription", "05: Text", .regular, 184),
      ("testLabelDescription", "06: Text", .regular, 185),
      ("testLabelDescription", "07: Text", .regular, 179),
      ("testLabelDescription", "08: Text", .regular, 185),
      // testList's labels are the same four, at the same widths.
      ("testLandmark", "Label 1", .regular, 160), ("testLandmark", "Label 2", .regular, 167),
      ("testLandmark", "Label 3", .regular, 168), ("testLandmark", "Label 4", .regular, 169),
      ("testDataTable", "Hello World", .regular, 264), ("testOneModalOneContainer", "Modal 0", .regular, 185),
      ("testUserInputLabels", "Non-interactive", .regular, 356),
      (
        "testNavBarBackButtonTraitsWithTitles", "Back Button Accessibility Traits - With Titles", .regular,
        1005
      ),
      (
        "testNavBarBackButtonTraitsWithoutTitles", "Back Button Accessibility Traits - Without Titles",
        .regular,
        1079
      ),
      ("testNavBarBackButtonTraitsWithTitles", "Second", .semibold, 181),
      // TabBarViewController's MultiElementButton: "1" at the left, "2" in the middle, "3" at the right.
      ("testTabBars", "1", .regular, 23), ("testTabBars", "2", .regular, 30),
      ("testTabBars", "3", .regular, 31),
    ]
    return labels.map { test, text, weight, thirds in
      let scene = FidelityScene(
        source: .accessibilitySnapshot, recording: "\(test) '\(text)'", iOS: "16.4 (simulator, 3x)",
        release: .iOS16, scale: 3, screen: CGSize(width: 393, height: 852),
        code:
          "UILabel() with the text at \(weight == .regular ? "17 pt regular" : "17 pt semibold"), sizeToFit()",
        build: {
          let label = UILabel()
          if weight != .regular { label.font = .systemFont(ofSize: 17, weight: weight) }
          label.text = text
          let window = simulatorWindow()
          window.addSubview(label)
          label.sizeToFit()
          return ["label": label]
        })
      return FidelityReference(
        scene: scene, view: "label",
        quantity: .size(CGSize(width: CGFloat(thirds) * third, height: 61 * third)), kind: .text)
    }
  }
}
