// The samples of DeclarativeUIKit.docc/GettingStarted.md, compiled and checked.
import DeclarativeUIKit
import Testing

@MainActor
@Suite struct UIKitGettingStartedTests {
  @Test func aScreenReadsTopToBottom() {
    var continued = 0

    let screen = UIVStack(spacing: 12) {
      UILabel()
        .text("Welcome")
        .font(.boldSystemFont(ofSize: 28))
        .textAlignment(.center)
      UILabel()
        .text("Sign in to sync your lists.")
        .numberOfLines(0)
      UIButton()
        .title("Continue")
        .backgroundColor(.systemBlue)
        .cornerRadius(8)
        .action { continued += 1 }
    }

    #expect(screen.axis == .vertical)
    #expect(screen.spacing == 12)
    #expect(screen.arrangedSubviews.count == 3)
    let button = screen.arrangedSubviews[2] as? UIButton
    #expect(button?.title(for: .normal) == "Continue")
    #expect(button?.layer.cornerRadius == 8)
    button?.sendActions(for: .touchUpInside)
    #expect(continued == 1)
  }

  @Test func modifiersAlsoSetPropertiesOfExistingViews() {
    let label = UILabel()
    label.text("Plain UIKit still works")
    label.textColor = .secondaryLabel

    #expect(label.text == "Plain UIKit still works")
    #expect(label.textColor == .secondaryLabel)
  }
}
