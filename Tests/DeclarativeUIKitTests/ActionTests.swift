import DeclarativeUIKit
import Testing

@MainActor
private final class Counter {
  var taps = 0
  var lastControl: UIControl?
}

@MainActor
@Suite struct ActionTests {
  @Test func actionFiresOnTouchUpInsideByDefault() {
    var taps = 0
    let button = UIButton().action { taps += 1 }
    button.sendActions(for: .touchDown)
    #expect(taps == 0)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 2)
  }

  @Test func actionReplacesThePreviousOneForTheSameEvent() {
    var first = 0
    var second = 0
    let button = UIButton().action { first += 1 }.action { second += 1 }
    button.sendActions(for: .touchUpInside)
    #expect(first == 0)
    #expect(second == 1)
    button.removeAction(identifiedBy: .forEvent(.touchUpInside), for: .touchUpInside)
    #expect(!button.allControlEvents.contains(.touchUpInside))  // no older action was left behind
  }

  @Test func actionsForDifferentEventsAreKeptApart() {
    var log: [String] = []
    let button = UIButton()
      .action({ log.append("down") }, event: .touchDown)
      .action({ log.append("up") }, event: .touchUpInside)
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchUpInside)
    #expect(log == ["down", "up"])
  }

  @Test func nilRemovesTheAction() {
    var taps = 0
    let button = UIButton().action { taps += 1 }.action(nil)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 0)
    #expect(!button.allControlEvents.contains(.touchUpInside))
  }

  @Test func actionUsesTheArticlesIdentifier() {
    let button = UIButton().action({}, event: .valueChanged)
    button.removeAction(identifiedBy: UIAction.Identifier("4096"), for: .valueChanged)
    #expect(!button.allControlEvents.contains(.valueChanged))
    #expect(UIAction.Identifier.forEvent(.touchUpInside) == UIAction.Identifier("64"))
  }

  @Test func anActionWithAParameterIsGivenTheControlThatSentTheEvent() {
    // Identities, not the switch itself: the switch keeps the closure, so keeping the switch in
    // what the closure captures would be a cycle.
    var senders: [ObjectIdentifier] = []
    let toggle = UISwitch().action(event: .valueChanged) { senders.append(ObjectIdentifier($0)) }
    toggle.sendActions(for: .valueChanged)
    #expect(senders.count == 1)
    #expect(senders.first == ObjectIdentifier(toggle))
    toggle.sendActions(for: .touchUpInside)
    #expect(senders.count == 1)
  }

  @Test func anActionGivenTheControlReplacesTheClosureForItsEvent() {
    var log: [String] = []
    let button = UIButton().action { log.append("plain") }.action { _ in log.append("sender") }
    button.sendActions(for: .touchUpInside)
    #expect(log == ["sender"])
  }

  @Test func anActionGivenTheControlDoesNotKeepItAlive() {
    weak var released: UIButton?
    do {
      let button = UIButton().action { button in button.isSelected.toggle() }
      released = button
      button.sendActions(for: .touchUpInside)
      #expect(button.isSelected)
    }
    #expect(released == nil)
  }

  @Test func secondActionReportsWhetherTrackingEnded() {
    var received: [Bool] = []
    let slider = UISlider().secondAction { received.append($0) }
    slider.sendActions(for: .valueChanged)
    #expect(received == [true])
    let other = UIButton().secondAction({ received.append($0) }, controlEvent: .touchDown)
    other.sendActions(for: .touchDown)
    #expect(received == [true, true])
  }

  @Test func ownerFormPassesTheOwnerAndTheControl() {
    let counter = Counter()
    let button = UIButton().action(counter) { counter, button in
      counter.taps += 1
      counter.lastControl = button
    }
    button.sendActions(for: .touchUpInside)
    #expect(counter.taps == 1)
    #expect(counter.lastControl === button)
  }

  @Test func ownerFormDoesNotKeepTheOwnerAlive() {
    let button = UIButton()
    weak var weakCounter: Counter?
    do {
      let counter = Counter()
      weakCounter = counter
      button.action(counter, event: .touchDown) { counter, _ in counter.taps += 1 }
      button.sendActions(for: .touchDown)
      #expect(counter.taps == 1)
    }
    #expect(weakCounter == nil)
    button.sendActions(for: .touchDown)  // the owner is gone: nothing runs, nothing crashes
  }

  @Test func ownerFormReplacesTheClosureForItsEvent() {
    let counter = Counter()
    var plain = 0
    let button = UIButton().action { plain += 1 }.action(counter) { counter, _ in counter.taps += 1 }
    button.sendActions(for: .touchUpInside)
    #expect(plain == 0)
    #expect(counter.taps == 1)
  }
}
