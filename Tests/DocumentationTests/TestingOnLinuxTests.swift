// The samples of DeclarativeUIKit.docc/TestingOnLinux.md, compiled and checked.
import DeclarativeUIKit
import DeclarativeUIKitTesting
import Foundation
import Testing

final class NewsletterForm: UIView {
  private(set) var subscribed: [String] = []

  lazy var emailField = UITextField()
    .placeholder("Email")
    .textContentType(.emailAddress)
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

@MainActor
@Suite struct HeadlessLayoutTests {
  @Test func layoutIfNeededPlacesViewsByTheirConstraints() {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let banner = UIView()
    screen.addSubview(
      banner,
      constraints: [
        .equal(\.topAnchor, constant: 20),
        .equal(\.leadingAnchor, constant: 16),
        .equal(\.trailingAnchor, constant: -16),
        .equal(\.heightAnchor, to: 44),
      ])

    screen.layoutIfNeeded()

    #expect(banner.frame == CGRect(x: 16, y: 20, width: 288, height: 44))
  }
}

@MainActor
@Suite struct SnapshotTests {
  @Test func referencesAreRecordedOnceThenCompared() throws {
    let references = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshots-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: references) }

    let card = UIVStack(spacing: 8) {
      UILabel().text("Newsletter").font(.boldSystemFont(ofSize: 22))
      UILabel().text("One email a month.").textColor(.secondaryLabel)
    }
    let size = CGSize(width: 320, height: 568)

    // The first run records the references, and fails so that it is never mistaken for a pass.
    #expect(throws: SnapshotFailure.self) {
      try assertSnapshot(of: card, size: size, named: "newsletter", directory: references)
    }
    // Later runs compare with them.
    try assertSnapshot(of: card, size: size, named: "newsletter", directory: references)

    let files = try FileManager.default.contentsOfDirectory(atPath: references).sorted()
    #expect(files == ["newsletter-320x568.svg", "newsletter-320x568.txt"])
  }

  @Test func aChangedScreenFailsWithADiff() throws {
    let references = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshots-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: references) }
    let size = CGSize(width: 320, height: 568)
    let before = UIVStack { UILabel().text("Before") }
    _ = try verifySnapshot(of: before, size: size, named: "change", directory: references)

    let after = UIVStack { UILabel().text("After") }
    #expect(throws: SnapshotFailure.self) {
      try assertSnapshot(of: after, size: size, named: "change", directory: references)
    }
  }
}
