import DeclarativeUIKit
import Testing

/// A screen as an app writes one: controls stored lazily, their actions calling back into it.
@MainActor
private final class LoginScreen {
  var submits = 0
  var typed: [String] = []

  lazy var nameField = UITextField()
    .placeholder("Name")
    .onChange { [weak self] in self?.typed.append($0) }

  lazy var submitButton = UIButton()
    .title("Log in")
    .action(self) { screen, _ in screen.submit() }

  lazy var rememberSwitch = UISwitch().action(self, event: .valueChanged) { screen, toggle in
    screen.typed.append(toggle.isOn ? "on" : "off")
  }

  lazy var view = UIVStack {
    nameField
    rememberSwitch
    submitButton
  }

  func submit() { submits += 1 }
}

@MainActor
@Suite struct ReleaseTests {
  @Test func screenControlsAndActionsAreFreedTogether() {
    weak var weakScreen: LoginScreen?
    weak var weakView: UIView?
    weak var weakButton: UIButton?
    weak var weakField: UITextField?
    do {
      let screen = LoginScreen()
      weakScreen = screen
      weakView = screen.view
      weakButton = screen.submitButton
      weakField = screen.nameField
      screen.submitButton.sendActions(for: .touchUpInside)
      screen.nameField.text = "Ada"
      screen.nameField.sendActions(for: .editingChanged)
      screen.rememberSwitch.sendActions(for: .valueChanged)
      #expect(screen.submits == 1)
      #expect(screen.typed == ["Ada", "off"])
    }
    #expect(weakScreen == nil)
    #expect(weakView == nil)
    #expect(weakButton == nil)
    #expect(weakField == nil)
  }

  @Test func aControlFreesItsClosureWithItself() {
    final class Token {}
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let button = UIButton().action { _ = token }
      button.sendActions(for: .touchUpInside)
      #expect(weakToken != nil)
    }
    #expect(weakToken == nil)
  }

  @Test func replacingAnActionFreesTheOldClosure() {
    final class Token {}
    weak var weakToken: Token?
    let button = UIButton()
    do {
      let token = Token()
      weakToken = token
      button.action { _ = token }
    }
    #expect(weakToken != nil)
    button.action {}
    #expect(weakToken == nil)
  }

  @Test func actionsPassingTheControlDoNotKeepItAlive() {
    weak var weakField: UITextField?
    weak var weakSlider: UISlider?
    do {
      let field = UITextField().onChange { _ in }.onReturn { _ in }
      let slider = UISlider().onChange { _ in }.secondAction { _ in }
      weakField = field
      weakSlider = slider
    }
    #expect(weakField == nil)
    #expect(weakSlider == nil)
  }
}
