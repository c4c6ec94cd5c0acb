import DeclarativeUIKit
import Testing

/// `simulateTap()` (HeadlessUIKit only) reports a tap as UIKit does: touch down while tracking and
/// highlighted, touch up inside while still tracking, then tracking ends.
@MainActor @Suite struct ControlTouchTests {
  /// What a handler saw: event name, isTracking, isHighlighted, isTouchInside.
  private final class Observations {
    var entries: [(String, Bool, Bool, Bool)] = []
  }

  private func observe(
    _ control: UIControl, _ event: UIControl.Event, as name: String, into log: Observations
  ) {
    control.addAction(
      UIAction { action in
        guard let control = action.sender as? UIControl else { return }
        log.entries.append((name, control.isTracking, control.isHighlighted, control.isTouchInside))
      }, for: event)
  }

  @Test func tapSendsTouchDownThenTouchUpInsideWhileTracking() {
    let control = UIControl(frame: .zero)
    let log = Observations()
    observe(control, .touchDown, as: "down", into: log)
    observe(control, .touchUpInside, as: "up", into: log)
    #expect(control.simulateTap())
    #expect(log.entries.map(\.0) == ["down", "up"])
    #expect(log.entries.map(\.1) == [true, true])
    #expect(log.entries.map(\.2) == [true, false])
    #expect(log.entries.map(\.3) == [true, true])
    #expect(!control.isTracking)
    #expect(!control.isHighlighted)
    #expect(!control.isTouchInside)
  }

  @Test func buttonTapAlsoTriggersPrimaryAction() {
    let button = UIButton(type: .system)
    let log = Observations()
    observe(button, .touchUpInside, as: "up", into: log)
    observe(button, .primaryActionTriggered, as: "primary", into: log)
    button.simulateTap()
    #expect(log.entries.map(\.0) == ["up", "primary"])
  }

  @Test func buttonThatChangesSelectionTogglesItOnTap() {
    let button = UIButton(type: .system)
    button.changesSelectionAsPrimaryAction = true
    button.simulateTap()
    #expect(button.isSelected)
    button.simulateTap()
    #expect(!button.isSelected)
  }

  @Test func disabledControlIgnoresTaps() {
    let control = UIControl(frame: .zero)
    let log = Observations()
    observe(control, .allEvents, as: "any", into: log)
    control.isEnabled = false
    #expect(!control.simulateTap())
    control.isEnabled = true
    control.isUserInteractionEnabled = false
    #expect(!control.simulateTap())
    control.isUserInteractionEnabled = true
    control.isHidden = true
    #expect(!control.simulateTap())
    control.isHidden = false
    control.alpha = 0.005
    #expect(!control.simulateTap())
    #expect(log.entries.isEmpty)
    control.alpha = 0.02
    #expect(control.simulateTap())
  }

  @Test func controlInsideAViewIgnoringTouchesIgnoresTaps() {
    let container = UIView(frame: .zero)
    let control = UIControl(frame: .zero)
    container.addSubview(control)
    container.isUserInteractionEnabled = false
    #expect(!control.simulateTap())
    container.isUserInteractionEnabled = true
    #expect(control.simulateTap())
  }

  /// Seed 000's `secondAction` passes `!control.isTracking` to its closure: a handler run by a tap
  /// sees tracking, one run from code does not.
  @Test func seedSecondActionSeesTrackingOnlyDuringATouch() {
    let toggle = UISwitch()
    var received: [Bool] = []
    let event = UIControl.Event.valueChanged
    let identifier = UIAction.Identifier(String(describing: event.rawValue))
    let action = UIAction(identifier: identifier) { item in
      guard let control = item.sender as? UIControl else { return }
      received.append(!control.isTracking)
    }
    toggle.removeAction(identifiedBy: identifier, for: event)
    toggle.addAction(action, for: event)
    toggle.simulateTap()
    toggle.sendActions(for: .valueChanged)
    #expect(received == [false, true])
  }
}
