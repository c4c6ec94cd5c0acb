import Foundation
import HeadlessUIKit

// A reference from a bug report with its view-debugger findings: Open Radar 39275811, "Stack
// View Unexpected Behaviour With Multi-Line Text Label" (openradar.appspot.com/39275811, April
// 2018, iOS 11.3 on an iPhone 8 simulator: 375 x 667 at 2x). A label with 0 lines, text wider
// than the screen, hugging 251 and compression resistance 749 sits beside a UISwitch in a
// horizontal stack (fill, alignment top, system spacing) pinned to the root view's leading, top
// and trailing layout margins. The view debugger shows the stack's constraint
// `label.width = 0.5 * stackView.width - 0 @ 759`, and the report says label and switch are
// sized to half the width each. The report prints no frame: the label's width is that
// constraint's value on the 343-point stack (375 less the 16-point margins of an iPhone 8 in
// portrait), 171.5, which it meets because nothing stronger pulls the label (its own
// compression resistance is 749, the switch's hugging 750).

extension FidelitySource {
  static let openRadar = FidelitySource(
    name: "Open Radar 39275811 (simulator)", location: "openradar.appspot.com/39275811")
}

extension FidelityReference {
  /// The references of the Open Radar report.
  static let openRadar: [FidelityReference] = [textWidthDisambiguation]

  /// The label beside a switch, given half the row by the stack.
  private static var textWidthDisambiguation: FidelityReference {
    let scene = FidelityScene(
      source: .openRadar, recording: "label beside a switch in a row", iOS: "11.3 (simulator)",
      release: .iOS12,
      scale: 2,
      screen: CGSize(width: 375, height: 667),
      code:
        "UIStackView([label (0 lines, hugging 251, resistance 749), UISwitch()]), alignment .top, "
        + "system spacing, pinned to the root's leading, top and trailing margins",
      build: {
        let label = UILabel()
        label.numberOfLines = 0
        label.text =
          "Stack views add an optional constraint that pulls multi-line labels and their neighbours to equal widths."
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        let row = UIStackView(arrangedSubviews: [label, UISwitch()])
        row.alignment = .top
        row.spacing = UIStackView.spacingUseSystem
        row.translatesAutoresizingMaskIntoConstraints = false
        let controller = UIViewController()
        controller.view.addSubview(row)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
          row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          row.topAnchor.constraint(equalTo: margins.topAnchor),
          row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        let screen = UIScreen(device: .iPhoneSE3)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return ["label": label]
      })
    return FidelityReference(scene: scene, view: "label", quantity: .width(171.5), kind: .stack)
  }
}
