import Declarative
import Testing

private final class Counter {
  var value = 0
  var label = ""
  var history: [String] = []
}

@Suite struct ReferenceTypeTests {
  @Test func configureChangesTheObjectInPlace() {
    let counter = Counter()
    Configurator<Counter>.empty.value(3).label("three").configure(counter)
    #expect(counter.value == 3)
    #expect(counter.label == "three")
  }

  @Test func configuredReturnsTheSameObject() {
    let counter = Counter()
    let result = Configurator<Counter>.empty.value(1).configured(counter)
    #expect(result === counter)
    #expect(counter.value == 1)
  }

  @Test func oneConfiguratorIsReusedOnManyObjects() {
    let style = Configurator<Counter>.empty.value(7).history.modify { $0.append("styled") }
    let counters = (0..<50).map { _ in Counter() }
    for counter in counters {
      style.configure(counter)
    }
    #expect(counters.allSatisfy { $0.value == 7 && $0.history == ["styled"] })
    style.configure(counters[0])
    #expect(counters[0].history == ["styled", "styled"])
  }

  @Test func transformCanReplaceTheObjectThroughConfigured() {
    let replacement = Counter()
    let config = Configurator<Counter>.empty.transform { _ in replacement }.value(5)
    let result = config.configured(Counter())
    #expect(result === replacement)
    #expect(replacement.value == 5)
  }

  @Test func builtConfiguratorDoesNotRetainConfiguredObjects() {
    weak var weakCounter: Counter?
    let style = Configurator<Counter>.empty.value(1)
    do {
      let counter = Counter()
      weakCounter = counter
      style.configure(counter)
    }
    #expect(weakCounter == nil)
  }

  @Test func configureStopsWhenAStepReplacesTheObject() async {
    await #expect(processExitsWith: .failure) {
      let config = Configurator<Counter>.empty.transform { _ in Counter() }
      config.configure(Counter())
    }
  }
}
