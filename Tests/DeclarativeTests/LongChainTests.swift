import Declarative
import Testing

private struct Tally {
  var total = 0
  var last = -1
}

@Suite struct LongChainTests {
  @Test func tenThousandStepChainBuildsAndAppliesInOrder() {
    var config = Configurator<Tally>.empty
    for index in 0..<10_000 {
      config = config.total.modify { $0 += index }.last(index)
    }
    #expect(config.stepCount == 20_000)
    let tally = config.configured(Tally())
    let expectedTotal: Int = (0..<10_000).reduce(0, +)
    #expect(tally.total == expectedTotal)
    #expect(tally.last == 9_999)
  }

  @Test func everyPrefixOfALongChainKeepsItsOwnSteps() {
    var prefixes: [Configurator<Tally>] = []
    var config = Configurator<Tally>.empty
    for index in 0..<1_000 {
      config = config.last(index)
      prefixes.append(config)
    }
    for index in stride(from: 0, to: 1_000, by: 97) {
      #expect(prefixes[index].configured(Tally()).last == index)
      #expect(prefixes[index].stepCount == index + 1)
    }
  }
}
