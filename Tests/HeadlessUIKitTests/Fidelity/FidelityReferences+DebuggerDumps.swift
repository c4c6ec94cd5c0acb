import Foundation
import HeadlessUIKit

// References from view hierarchies printed on devices in debugging articles.
// - tonyh2021/tonyh2021.github.io, _posts/2016-04-01-lldb-chisel.md: Chisel's `pviews` on a
//   320 x 568 device (a 64-bit iPhone of April 2016, so iOS 9, 2x): a `.system` button titled
//   "Button", 46 x 30, whose title label is 46 x 18 at (0, 6).

extension FidelitySource {
  static let chiselArticle = FidelitySource(
    name: "Chisel article (device)",
    location: "github.com/tonyh2021/tonyh2021.github.io _posts/2016-04-01-lldb-chisel.md")
}

extension FidelityReference {
  /// The references of debugging articles' hierarchy dumps.
  static let debuggerDumps: [FidelityReference] = {
    let scene = FidelityScene(
      source: .chiselArticle, recording: "pviews: UIButton 'Button'", iOS: "9 (device, April 2016)", scale: 2,
      screen: CGSize(width: 320, height: 568),
      code: "UIButton(type: .system) titled \"Button\" at its intrinsic size; its title in a 15 pt label",
      build: {
        let screen = UIScreen(
          bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: 2,
          traitCollection: UITraitCollection(displayScale: 2))
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        window.addSubview(button)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        // HeadlessUIKit does not place a button's title label: the title is measured in a label
        // with the button's title font.
        let label = UILabel()
        label.font = button.titleLabel?.font
        label.text = "Button"
        window.addSubview(label)
        label.sizeToFit()
        return ["button": button, "title": label]
      })
    return [
      FidelityReference(
        scene: scene, view: "button", quantity: .size(CGSize(width: 46, height: 30)), kind: .control),
      FidelityReference(
        scene: scene, view: "title", quantity: .size(CGSize(width: 46, height: 18)), kind: .text),
    ]
  }()
}
