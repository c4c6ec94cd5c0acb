import DeclarativeUIKit
import Testing

/// A control owns its actions and is freed with its last outside reference: no retain cycle
/// through an action or its `sender`.
@MainActor @Suite struct ControlMemoryTests {
  @Test func controlIsFreedWithItsActions() {
    weak var weakControl: UIButton?
    weak var weakAction: UIAction?
    do {
      let button = UIButton(type: .system)
      let action = UIAction { action in
        (action.sender as? UIControl)?.isSelected.toggle()
      }
      button.addAction(action, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(button.isSelected)
      weakControl = button
      weakAction = action
    }
    #expect(weakControl == nil)
    #expect(weakAction == nil)
  }

  @Test func controlKeepsItsActionsAlive() {
    let control = UIControl(frame: .zero)
    weak var weakAction: UIAction?
    do {
      let action = UIAction { _ in }
      control.addAction(action, for: .valueChanged)
      weakAction = action
    }
    #expect(weakAction != nil)
    control.removeAction(identifiedBy: weakAction!.identifier, for: .valueChanged)
    #expect(weakAction == nil)
  }

  @Test func actionDoesNotKeepItsSenderAlive() {
    let action = UIAction { _ in }
    weak var weakControl: UIControl?
    do {
      let control = UIControl(frame: .zero)
      control.sendAction(action)
      #expect((action.sender as? UIControl) === control)
      weakControl = control
    }
    #expect(weakControl == nil)
    #expect(action.sender == nil)
  }

  @Test func everyControlClassIsFreed() {
    weak var button: UIButton?
    weak var field: UITextField?
    weak var segmented: UISegmentedControl?
    weak var toggle: UISwitch?
    weak var slider: UISlider?
    do {
      let made = (UIButton(), UITextField(), UISegmentedControl(items: ["A"]), UISwitch(), UISlider())
      for control in [made.0, made.1, made.2, made.3, made.4] as [UIControl] {
        control.addAction(UIAction { _ in }, for: .allEvents)
        control.sendActions(for: .allEvents)
      }
      _ = made.0.titleLabel
      _ = made.0.imageView
      (button, field, segmented, toggle, slider) = made
    }
    #expect(button == nil)
    #expect(field == nil)
    #expect(segmented == nil)
    #expect(toggle == nil)
    #expect(slider == nil)
  }

  /// Seed 000's pattern: a screen owns lazily made controls; the field's delegate is the screen and
  /// the button's action reaches the screen weakly.
  private final class Screen: NSObject, UITextFieldDelegate {
    var taps = 0
    lazy var field: UITextField = {
      let field = UITextField()
      field.delegate = self
      return field
    }()
    lazy var button: UIButton = {
      let button = UIButton()
      button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
      return button
    }()
  }

  @Test func screenOwningControlsThatPointBackIsFreed() {
    weak var weakScreen: Screen?
    weak var weakField: UITextField?
    weak var weakButton: UIButton?
    do {
      let screen = Screen()
      screen.button.simulateTap()
      #expect(screen.taps == 1)
      #expect(screen.field.delegate === screen)
      weakScreen = screen
      weakField = screen.field
      weakButton = screen.button
    }
    #expect(weakScreen == nil)
    #expect(weakField == nil)
    #expect(weakButton == nil)
  }
}
