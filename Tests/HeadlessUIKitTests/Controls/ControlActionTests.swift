import DeclarativeUIKit
import Testing

/// Actions added with `addAction(_:for:)`: run for any bit of the sent events, in the order added,
/// with the control as sender; an identifier already present for an event is replaced.
@MainActor @Suite struct ControlActionTests {
  /// Records the names of the actions that ran.
  private final class Log {
    var entries: [String] = []
  }

  private func action(_ name: String, _ log: Log, identifier: UIAction.Identifier? = nil) -> UIAction {
    UIAction(title: name, identifier: identifier) { _ in log.entries.append(name) }
  }

  @Test func sendActionsRunsHandlersOfAnyMatchingBitInOrder() {
    let control = UIControl(frame: .zero)
    let log = Log()
    control.addAction(action("a", log), for: .touchUpInside)
    control.addAction(action("b", log), for: [.valueChanged, .touchDown])
    control.addAction(action("c", log), for: .editingChanged)
    control.addAction(action("d", log), for: .touchUpInside)

    control.sendActions(for: [.touchUpInside, .touchDown])
    #expect(log.entries == ["a", "b", "d"])

    log.entries = []
    control.sendActions(for: .allEvents)
    #expect(log.entries == ["a", "b", "c", "d"])

    log.entries = []
    control.sendActions(for: .touchCancel)
    #expect(log.entries.isEmpty)
  }

  @Test func actionAddedForSeveralEventsRunsOncePerSend() {
    let control = UIControl(frame: .zero)
    let log = Log()
    control.addAction(action("a", log), for: [.touchDown, .touchUpInside])
    control.sendActions(for: [.touchDown, .touchUpInside])
    #expect(log.entries == ["a"])
  }

  @Test func senderIsTheControl() {
    let control = UIControl(frame: .zero)
    // The handler keeps the sender's identity only: holding the control itself would make a
    // retain cycle (control -> action -> captured variable -> control), as it would in UIKit.
    var sender: ObjectIdentifier?
    control.addAction(
      UIAction { sender = ($0.sender as? UIControl).map(ObjectIdentifier.init) }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(sender == ObjectIdentifier(control))
  }

  @Test func sameIdentifierForSameEventReplaces() {
    let control = UIControl(frame: .zero)
    let log = Log()
    let identifier = UIAction.Identifier("tap")
    control.addAction(action("first", log, identifier: identifier), for: .touchUpInside)
    control.addAction(action("second", log, identifier: identifier), for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries == ["second"])
  }

  @Test func sameIdentifierForAnotherEventKeepsTheFirstForItsEvent() {
    let control = UIControl(frame: .zero)
    let log = Log()
    let identifier = UIAction.Identifier("shared")
    control.addAction(action("up", log, identifier: identifier), for: [.touchUpInside, .touchDown])
    control.addAction(action("changed", log, identifier: identifier), for: .touchDown)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .touchDown)
    #expect(log.entries == ["up", "changed"])
  }

  @Test func differentIdentifiersAccumulate() {
    let control = UIControl(frame: .zero)
    let log = Log()
    control.addAction(action("a", log, identifier: .init("a")), for: .touchUpInside)
    control.addAction(action("b", log, identifier: .init("b")), for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries == ["a", "b"])
  }

  @Test func generatedIdentifiersAreUnique() {
    let first = UIAction { _ in }
    let second = UIAction { _ in }
    #expect(first.identifier != second.identifier)
  }

  @Test func removeActionIdentifiedByRemovesOnlyForTheGivenEvents() {
    let control = UIControl(frame: .zero)
    let log = Log()
    control.addAction(action("a", log, identifier: .init("a")), for: [.touchUpInside, .valueChanged])
    control.removeAction(identifiedBy: .init("a"), for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries.isEmpty)
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["a"])
    #expect(control.allControlEvents == .valueChanged)
  }

  @Test func removeActionRemovesThatAction() {
    let control = UIControl(frame: .zero)
    let log = Log()
    let kept = action("kept", log)
    let removed = action("removed", log)
    control.addAction(kept, for: .touchUpInside)
    control.addAction(removed, for: .touchUpInside)
    control.removeAction(removed, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries == ["kept"])
  }

  @Test func removeActionMatchesByIdentifier() {
    let control = UIControl(frame: .zero)
    let log = Log()
    control.addAction(action("added", log, identifier: .init("same")), for: .touchUpInside)
    control.removeAction(action("other object", log, identifier: .init("same")), for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries.isEmpty)
  }

  @Test func seedPatternRemoveThenAddKeepsOneAction() {
    let button = UIButton()
    let log = Log()
    for name in ["first", "second", "third"] {
      let event = UIControl.Event.touchUpInside
      let identifier = UIAction.Identifier(String(describing: event.rawValue))
      button.removeAction(identifiedBy: identifier, for: event)
      button.addAction(action(name, log, identifier: identifier), for: event)
    }
    button.sendActions(for: .touchUpInside)
    #expect(log.entries == ["third"])
  }

  @Test func allControlEventsListsEventsWithActions() {
    let control = UIControl(frame: .zero)
    #expect(control.allControlEvents.isEmpty)
    control.addAction(UIAction { _ in }, for: [.touchDown, .editingChanged])
    control.addAction(UIAction { _ in }, for: .valueChanged)
    #expect(control.allControlEvents == [.touchDown, .editingChanged, .valueChanged])
  }

  @Test func primaryActionRunsForPrimaryActionTriggered() {
    let log = Log()
    let control = UIControl(frame: .zero, primaryAction: action("primary", log))
    #expect(control.allControlEvents == .primaryActionTriggered)
    control.sendActions(for: .primaryActionTriggered)
    #expect(log.entries == ["primary"])
  }

  /// A control that counts and filters actions in the `sendAction(_:)` override point.
  private final class FilteringControl: UIControl {
    var seen: [String] = []
    override func sendAction(_ action: UIAction) {
      seen.append(action.title)
      if action.title != "blocked" { super.sendAction(action) }
    }
  }

  @Test func sendActionsGoesThroughSendAction() {
    let control = FilteringControl(frame: .zero)
    let log = Log()
    control.addAction(action("blocked", log), for: .touchUpInside)
    control.addAction(action("allowed", log), for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(control.seen == ["blocked", "allowed"])
    #expect(log.entries == ["allowed"])
  }

  @Test func actionKeepsItsInitialValues() {
    let action = UIAction(
      title: "Delete", identifier: .init("delete"), discoverabilityTitle: "Delete the item",
      attributes: .destructive, state: .on
    ) { _ in }
    #expect(action.title == "Delete")
    #expect(action.identifier == UIAction.Identifier("delete"))
    #expect(action.identifier.rawValue == "delete")
    #expect(action.discoverabilityTitle == "Delete the item")
    #expect(action.attributes == .destructive)
    #expect(action.state == .on)
    #expect(action.image == nil)
    #expect(action.sender == nil)
    let plain = UIAction { _ in }
    #expect(plain.title.isEmpty)
    #expect(plain.attributes.isEmpty)
    #expect(plain.state == .off)
  }
}
