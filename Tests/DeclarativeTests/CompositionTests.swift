import Declarative
import Testing

private struct Style: Equatable {
  var color = "none"
  var size = 0
  var log: [String] = []
}

@Suite struct CompositionTests {
  @Test func stepsRunInDeclarationOrderAndLaterOverrides() {
    let config = Configurator<Style>.empty.color("red").size(1).color("blue")
    #expect(config.configured(Style()).color == "blue")
  }

  @Test func combinedAppendsTheArgumentAfterOwnSteps() {
    let base = Configurator<Style>.empty.color("red").log.modify { $0.append("base") }
    let extra = Configurator<Style>.empty.color("green").log.modify { $0.append("extra") }
    let style = base.combined(with: extra).configured(Style())
    #expect(style.color == "green")
    #expect(style.log == ["base", "extra"])
    let reversed = extra.combined(with: base).configured(Style())
    #expect(reversed.color == "red")
    #expect(reversed.log == ["extra", "base"])
  }

  @Test func stepsAfterCombinedOverrideIt() {
    let preset = Configurator<Style>.empty.color("preset").size(12)
    let config = Configurator<Style> { $0.combined(with: preset).color("own") }
    let style = config.configured(Style())
    #expect(style.color == "own")
    #expect(style.size == 12)
  }

  @Test func combinedWithEmptyOnEitherSide() {
    let config = Configurator<Style>.empty.size(3)
    #expect(config.combined(with: .empty).stepCount == 1)
    #expect(Configurator<Style>.empty.combined(with: config).configured(Style()).size == 3)
  }

  @Test func combinedWithItselfRunsTwice() {
    let config = Configurator<Style>.empty.size.modify { $0 += 1 }
    #expect(config.combined(with: config).configured(Style()).size == 2)
  }

  @Test func branchesFromOnePrefixDoNotSeeEachOther() {
    let prefix = Configurator<Style>.empty.size(1)
    let red = prefix.color("red")
    let blue = prefix.color("blue")
    let longer = red.log.modify { $0.append("red only") }
    #expect(prefix.configured(Style()) == Style(color: "none", size: 1, log: []))
    #expect(red.configured(Style()).color == "red")
    #expect(red.configured(Style()).log.isEmpty)
    #expect(blue.configured(Style()).color == "blue")
    #expect(longer.configured(Style()).log == ["red only"])
    #expect(prefix.stepCount == 1)
    #expect(red.stepCount == 2)
    #expect(longer.stepCount == 3)
  }

  @Test func aStepThatAppendsToItsOwnConfiguratorDoesNotDisturbTheRun() {
    // The step reaches its own configurator's steps through a box that is emptied at the end:
    // holding them directly would be a retain cycle (steps -> step -> configurator -> steps).
    final class Box { var prefix: Configurator<Style>? }
    let box = Box()
    box.prefix = Configurator<Style>.empty.size(1)
    defer { box.prefix = nil }
    var grown: [Configurator<Style>] = []
    let config = box.prefix!.peek { _ in grown.append(box.prefix!.color("late")) }.size.modify { $0 += 1 }
    #expect(config.configured(Style()) == Style(color: "none", size: 2, log: []))
    #expect(grown.count == 1)
    #expect(grown[0].configured(Style()).color == "late")
    #expect(config.configured(Style()).color == "none")
    grown.removeAll()
  }
}
