// Seed 000, "Creating and Modifying UIKit Components Like in SwiftUI": the article's samples.
// The article's own `Stylable` protocol and extensions are the library's; only their uses are here.
import DeclarativeUIKit
import Testing

/// The screen's text field, read through this protocol: its sample uses a deprecated name.
@MainActor
private protocol ArticleTextField {
  var textField: UITextField { get }
}

@MainActor
private func articleTextField(of screen: some ArticleTextField) -> UITextField {
  screen.textField
}

// The article's samples, as written, inside a screen (the lazy samples need a `self`).
@MainActor
private final class Seed000Screen: NSObject, UITextFieldDelegate, ArticleTextField {
  var actionTestCalls = 0

  func plainSamples() -> [UIView] {
    let customView = UIView()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    let customButton = UIButton()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    let segmentedControl = UISegmentedControl(items: ["One", "Two"])
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    let scrollView = UIScrollView()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    let textField = UITextField()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)

    return [customView, customButton, segmentedControl, scrollView, textField]
  }

  func controlSamples() -> [UIControl] {
    let customButton = UIButton()
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)
      .tintColor(.red)
      .action {
        print(#function)
      }
      .isEnabled(true)
      .isUserInteractionEnabled(true)

    let segmentedControl = UISegmentedControl(items: ["One", "Two"])
      .backgroundColor(.red)
      .clipsToBounds(true)
      .cornerRadius(20)
      .tintColor(.red)
      .action {
        print(#function)
      }
      .isEnabled(true)
      .isUserInteractionEnabled(true)

    return [customButton, segmentedControl]
  }

  lazy var customButton = UIButton()
    .backgroundColor(.red)
    .clipsToBounds(true)
    .cornerRadius(20)
    .tintColor(.red)
    .action { [weak self] in
      self?.actionTest()
    }
    .isEnabled(true)
    .isUserInteractionEnabled(true)

  private func actionTest() {
    print(#function)
    actionTestCalls += 1
  }

  // `contentType(_:)` is the article's name for `textContentType(_:)`, kept as a deprecated
  // forward; the tests read the field through `ArticleTextField`: a deprecated name warns (an error in CI)
  // except in deprecated code, which the protocol requirement reaches without a warning.
  @available(*, deprecated, message: "the article's spelling, a deprecated forward")
  lazy var textField = UITextField()
    .placeholder("Placeholder")
    .textColor(.red)
    .text("Text")
    .contentType(.URL)
    .autocorrectionType(.yes)
    .font(.boldSystemFont(ofSize: 12))
    .delegate(self)
}

// MARK: - Tests

@MainActor
@Suite struct Seed000Tests {
  @Test func viewModifiersStyleEveryKindOfView() {
    let views = Seed000Screen().plainSamples()
    #expect(views.count == 5)
    for view in views {
      #expect(view.backgroundColor == .red)
      #expect(view.clipsToBounds)
      #expect(view.layer.cornerRadius == 20)
    }
  }

  @Test func controlModifiersSetTheirPropertiesAndInstallTheAction() {
    for control in Seed000Screen().controlSamples() {
      #expect(control.tintColor == .red)
      #expect(control.isEnabled)
      #expect(control.isUserInteractionEnabled)
      #expect(control.layer.cornerRadius == 20)
      #expect(control.allControlEvents.contains(.touchUpInside))
    }
  }

  @Test func lazyButtonCallsTheScreenWhenTapped() {
    let screen = Seed000Screen()
    screen.customButton.sendActions(for: .touchUpInside)
    screen.customButton.sendActions(for: .touchUpInside)
    #expect(screen.actionTestCalls == 2)
  }

  @Test func lazyButtonDoesNotKeepTheScreenAlive() {
    weak var weakScreen: Seed000Screen?
    weak var weakButton: UIButton?
    do {
      let screen = Seed000Screen()
      weakScreen = screen
      weakButton = screen.customButton
    }
    #expect(weakScreen == nil)
    #expect(weakButton == nil)
  }

  @Test func textFieldSampleSetsEveryProperty() {
    let screen = Seed000Screen()
    let field = articleTextField(of: screen)
    #expect(field.placeholder == "Placeholder")
    #expect(field.textColor == .red)
    #expect(field.text == "Text")
    #expect(field.textContentType == .URL)
    #expect(field.autocorrectionType == .yes)
    #expect(field.font == .boldSystemFont(ofSize: 12))
    #expect(field.delegate === screen)
  }
}
