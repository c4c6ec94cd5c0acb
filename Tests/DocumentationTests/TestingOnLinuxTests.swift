// The samples of DeclarativeUIKit.docc/TestingOnLinux.md, compiled and checked.
import DeclarativeUIKit
import Testing

final class NewsletterForm: UIView {
  private(set) var subscribed: [String] = []

  lazy var emailField = UITextField()
    .placeholder("Email")
    .contentType(.emailAddress)
    .keyboardType(.emailAddress)

  lazy var agreeSwitch = UISwitch()

  lazy var subscribeButton = UIButton()
    .title("Subscribe")
    .action(self) { form, _ in
      form.subscribe()
    }

  func subscribe() {
    guard agreeSwitch.isOn, let email = emailField.text, !email.isEmpty else { return }
    subscribed.append(email)
  }
}

@MainActor
@Suite struct NewsletterFormTests {
  @Test func subscribingNeedsConsent() {
    let form = NewsletterForm()
    form.emailField.simulateTyping("ada@example.com")

    form.subscribeButton.simulateTap()
    #expect(form.subscribed.isEmpty)

    form.agreeSwitch.simulateTap()
    form.subscribeButton.simulateTap()
    #expect(form.subscribed == ["ada@example.com"])
  }

  @Test func disabledControlsIgnoreTaps() {
    let form = NewsletterForm()
    form.subscribeButton.isEnabled = false

    #expect(form.subscribeButton.simulateTap() == false)
  }
}
