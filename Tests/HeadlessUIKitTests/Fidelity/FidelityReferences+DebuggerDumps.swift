import Foundation
import HeadlessUIKit

// References from view hierarchies printed on devices in debugging articles.
// - tonyh2021/tonyh2021.github.io, _posts/2016-04-01-lldb-chisel.md: Chisel's `pviews` on a
//   320 x 568 device (a 64-bit iPhone of April 2016, so iOS 9, 2x): a `.system` button titled
//   "Button", 46 x 30, whose title label is 46 x 18 at (0, 6).
// - OWASP/owasp-mastg, Document/0x06c-Reverse-Engineering-and-Tampering.md (its Cycript example,
//   in the guide since 2017): `[[UIApp keyWindow] recursiveDescription]` of a test app on a
//   320 x 568 device with 32-bit addresses (an iPhone 5 or 5c, so iOS 10 at most, 2x): a
//   `.system` button's title "Verify" is 38 x 18, and the label "i am groot!" (17-point system
//   font, the default) 82 x 20.5; that label keeps the frame Interface Builder measured for it
//   (autoresize = RM+BM), which is UIKit's text measurement too.

extension FidelitySource {
  static let chiselArticle = FidelitySource(
    name: "Chisel article (device)",
    location: "github.com/tonyh2021/tonyh2021.github.io _posts/2016-04-01-lldb-chisel.md")
}

extension FidelitySource {
  static let mastg = FidelitySource(
    name: "OWASP MASTG (device)",
    location: "github.com/OWASP/owasp-mastg Document/0x06c-Reverse-Engineering-and-Tampering.md")
}

/// A label of a text and font, alone in a window on a 2x screen of 320 x 568, sized to fit.
@MainActor private func labelOnTwoX(_ text: String, font: UIFont?) -> UILabel {
  let screen = UIScreen(
    bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: 2,
    traitCollection: UITraitCollection(displayScale: 2))
  let window = UIWindow(frame: screen.bounds)
  window.screen = screen
  let label = UILabel()
  if let font { label.font = font }
  label.text = text
  window.addSubview(label)
  label.sizeToFit()
  return label
}

extension FidelityReference {
  /// The references of debugging articles' hierarchy dumps.
  static let debuggerDumps: [FidelityReference] = chisel + mastg

  /// OWASP MASTG's Cycript dump: a button title and a label.
  private static var mastg: [FidelityReference] {
    let title = FidelityScene(
      source: .mastg, recording: "Cycript dump: UIButtonLabel 'Verify'", iOS: "10 or earlier (device)",
      release: .iOS12,
      scale: 2, screen: CGSize(width: 320, height: 568),
      code: "UIButton(type: .system) titled \"Verify\"; its title in a label of the button's font",
      build: { ["title": labelOnTwoX("Verify", font: UIButton(type: .system).titleLabel?.font)] })
    let label = FidelityScene(
      source: .mastg, recording: "Cycript dump: UILabel 'i am groot!'", iOS: "10 or earlier (device)",
      release: .iOS12,
      scale: 2, screen: CGSize(width: 320, height: 568),
      code: "UILabel() with the text \"i am groot!\" at its default font, sized to fit",
      build: { ["label": labelOnTwoX("i am groot!", font: nil)] })
    return [
      FidelityReference(
        scene: title, view: "title", quantity: .size(CGSize(width: 38, height: 18)), kind: .text),
      FidelityReference(
        scene: label, view: "label", quantity: .size(CGSize(width: 82, height: 20.5)), kind: .text),
    ]
  }

  /// The Chisel article's dump: a system button and its title.
  private static var chisel: [FidelityReference] {
    let scene = FidelityScene(
      source: .chiselArticle, recording: "pviews: UIButton 'Button'", iOS: "9 (device, April 2016)",
      release: .iOS12,
      scale: 2,
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
  }
}
