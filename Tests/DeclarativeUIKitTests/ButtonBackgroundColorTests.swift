import DeclarativeUIKit
import Testing

/// A button's background color while pressed (issue 30): it follows the control events that
/// highlight a button and end the highlight.
@MainActor
@Suite struct ButtonBackgroundColorTests {
  @Test func pressingShowsTheHighlightedColorAndReleasingTheOwnOne() {
    let button = UIButton("Buy").backgroundColor(.systemBlue).backgroundColor(.systemTeal, for: .highlighted)
    button.sendActions(for: .touchDown)
    #expect(button.backgroundColor == .systemTeal)
    button.sendActions(for: .touchDragExit)
    #expect(button.backgroundColor == .systemBlue)
    button.sendActions(for: .touchDragEnter)
    #expect(button.backgroundColor == .systemTeal)
    button.sendActions(for: .touchUpInside)
    #expect(button.backgroundColor == .systemBlue)
  }

  @Test func aSimulatedTapHighlightsThenRestores() {
    var seen: [UIColor?] = []
    let button = UIButton("Buy").backgroundColor(.systemBlue).backgroundColor(.systemTeal, for: .highlighted)
    button.action(event: .touchDown) { seen.append($0.backgroundColor) }
    button.simulateTap()
    #expect(seen == [.systemTeal])
    #expect(button.backgroundColor == .systemBlue)
  }

  @Test func theNormalColorCanBeGivenByState() {
    let button = UIButton().backgroundColor(.systemGray, for: .normal).backgroundColor(
      .black, for: .highlighted)
    #expect(button.backgroundColor == .systemGray)
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchCancel)
    #expect(button.backgroundColor == .systemGray)
  }

  @Test func theAppsOwnClosuresForTheSameEventsStay() {
    var taps = 0
    let button = UIButton().action { taps += 1 }.backgroundColor(.black, for: .highlighted)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1)
  }

  @Test func theButtonIsNotKeptAlive() {
    weak var released: UIButton?
    do {
      let button = UIButton().backgroundColor(.black, for: .highlighted)
      released = button
    }
    #expect(released == nil)
  }

  @Test func otherStatesStopWithAMessage() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = UIButton().backgroundColor(.red, for: .disabled) }
    }
  }
}
