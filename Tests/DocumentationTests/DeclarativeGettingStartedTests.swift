// The samples of Declarative.docc/GettingStarted.md, compiled and checked.
// scripts/check-doc-samples fails when an article's sample is no longer found here.
import DeclarativeUIKit
import Testing

struct Badge: DefaultConfigurableProtocol {
  var title = ""
  var value = 0
  var tint: String?
}

@Suite struct DeclarativeGettingStartedTests {
  @Test func aConfiguratorKeepsStepsUntilItIsApplied() {
    let newItems = Configurator<Badge>.empty
      .title("New")
      .value(3)

    let badge = newItems.configured(Badge())
    #expect(badge.title == "New")
    #expect(badge.value == 3)
    #expect(newItems.stepCount == 2)
  }

  @Test func aTrailingClosureConfiguresANewValue() {
    // The article's `T() { $0` layout, which the formatter would rewrite (CONTRIBUTING.md).
    // swift-format-ignore
    let badge = Badge() { $0
      .title("Sale")
      .value(1)
      .tint("red")
    }
    #expect(badge.title == "Sale")
    #expect(badge.value == 1)
    #expect(badge.tint == "red")
  }

  @Test func anExistingValueIsConfiguredInPlace() {
    var badge = Badge()
    badge.configure(using: Configurator { $0.value(7) })
    #expect(badge.value == 7)
    #expect(badge.title == "")
  }

  @Test func stepsRunInOrderSoTheLastOneWins() {
    let badge = Configurator<Badge>.empty
      .value(1)
      .value(2)
      .configured(Badge())
    #expect(badge.value == 2)
  }

  @Test func foundationTypesConformAlready() throws {
    // The article's `T() { $0` layout, which the formatter would rewrite (CONTRIBUTING.md).
    // swift-format-ignore
    let encoder = JSONEncoder() { $0
      .outputFormatting([.sortedKeys])
    }
    let json = try encoder.encode(["b": 1, "a": 2])
    #expect(String(decoding: json, as: UTF8.self) == #"{"a":2,"b":1}"#)
  }
}
