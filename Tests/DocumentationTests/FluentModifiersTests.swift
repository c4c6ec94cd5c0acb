import Testing

// The samples of DeclarativeUIKit.docc/FluentModifiers.md, compiled and checked.
@testable import DeclarativeUIKit

extension Stylable where Self: UILabel {
  @discardableResult
  func captionStyle() -> Self {
    font(.preferredFont(forTextStyle: .caption1))
      .textColor(.secondaryLabel)
      .numberOfLines(0)
  }
}

final class LoginForm: UIView {
  private(set) var submissions = 0

  lazy var submitButton = UIButton()
    .title("Sign In")
    .action(self) { form, button in
      form.submit()
    }

  lazy var nameField = UITextField()
    .placeholder("User name")
    .textColor(.label)
    .textContentType(.username)
    .autocorrectionType(.no)
    .returnKeyType(.next)

  func submit() {
    submissions += 1
  }
}

@MainActor
@Suite struct FluentModifiersTests {
  @Test func everyViewGetsTheUIViewModifiers() {
    let card = UIView()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    let field = UITextField()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    #expect(card.layer.cornerRadius == 20)
    #expect(card.clipsToBounds)
    #expect(field.backgroundColor == .red)
  }

  @Test func controlsAddTheirOwnModifiers() {
    let segments = UISegmentedControl(items: ["One", "Two"])
      .backgroundColor(.systemGray6)
      .cornerRadius(8)
      .isEnabled(true)
      .selectedSegmentIndex(0)

    #expect(segments.selectedSegmentIndex == 0)
    #expect(segments.isEnabled)
    #expect(segments.layer.cornerRadius == 8)
  }

  @Test func anActionReplacesThePreviousOne() {
    var log: [String] = []

    let button = UIButton()
      .action { log.append("first") }
      .action { log.append("second") }

    button.sendActions(for: .touchUpInside)
    #expect(log == ["second"])
  }

  @Test func anActionWithAParameterIsGivenTheControl() {
    let follow = UIButton()
      .title(StateValue(normal: "Follow", selected: "Following"))
      .action { button in button.isSelected.toggle() }

    follow.sendActions(for: .touchUpInside)
    #expect(follow.isSelected)
    #expect(follow.currentTitle == "Following")
  }

  @Test func ownerActionsHoldTheOwnerWeakly() {
    let form = LoginForm()
    form.submitButton.sendActions(for: .touchUpInside)
    #expect(form.submissions == 1)
    #expect(form.nameField.placeholder == "User name")
    #expect(form.nameField.returnKeyType == .next)
  }

  @Test func stylesAreModifiersMadeOfModifiers() {
    let footnote = UILabel()
      .text("Terms apply.")
      .captionStyle()

    #expect(footnote.textColor == .secondaryLabel)
    #expect(footnote.numberOfLines == 0)
    #expect(footnote.font == .preferredFont(forTextStyle: .caption1))
  }

  @Test func buttonConfigurationsReadInOneLine() {
    let addToBag = UIButton()
      .configuration(.filled().title("Add to Bag").buttonSize(.large).cornerStyle(.capsule))

    let follow = UIButton(configuration: .gray().title("Follow"))
      .configurationUpdateHandler { button in
        button.configuration?.title = button.isSelected ? "Following" : "Follow"
      }
    #expect(addToBag.configuration?.buttonSize == .large)
    follow.isSelected = true
    follow.layoutIfNeeded()
    #expect(follow.configuration?.title == "Following")
  }

  @Test func alertModifiersAddTheMessageAndActions() {
    var deleted = false

    let confirm = UIAlertController(title: "Delete Event?", message: nil, preferredStyle: .alert)
      .message("This event will be removed from all your devices.")
      .action("Cancel", style: .cancel)
      .action("Delete", style: .destructive, isPreferred: true) { _ in deleted = true }
    #expect(confirm.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(confirm.preferredAction === confirm.actions.last)
    #expect(confirm.simulateTap(on: confirm.actions[1]))
    #expect(deleted)
  }

  @Test func gestureModifiersAddClosures() {
    var likes = 0

    let photo = UIImageView()
      .onTap(count: 2) { likes += 1 }
      .onLongPress { likes = 0 }
    #expect(photo.isUserInteractionEnabled)
    #expect(photo.gestureRecognizers?.count == 2)
    photo.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    photo.simulateTap(at: CGPoint(x: 50, y: 50), taps: 2)
    #expect(likes == 1)
    photo.simulateLongPress(at: CGPoint(x: 50, y: 50))
    #expect(likes == 0)
  }

  @Test func anImageViewShowsItsPlaceholderThenTheImageAtTheURL() async {
    let profile = (
      avatarURL: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PreviewsTests/Fixtures/photo.jpg"), name: "Ana"
    )
    let avatar = UIImageView()
      .image(url: profile.avatarURL, placeholder: UIImage(systemName: "person.crop.circle"))
      .contentMode(.scaleAspectFill)
      .cornerRadius(24)
    #expect(avatar.image?.isSymbolImage == true)
    await ImageURLLoad.finished(in: avatar)
    #expect(avatar.image?.size == CGSize(width: 30, height: 20), "photo.jpg is 30 x 20 pixels")
  }

  @Test func accessibilityModifiersSetWhatVoiceOverReads() {
    let rating = UIView()
      .isAccessibilityElement()
      .accessibilityLabel("Rating")
      .accessibilityValue("4 of 5 stars")
      .accessibilityHint("Swipe up or down to change it")
    #expect(rating.isAccessibilityElement)
    #expect(rating.accessibilityValue == "4 of 5 stars")
  }
}
