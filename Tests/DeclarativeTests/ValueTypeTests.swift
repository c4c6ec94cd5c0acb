import Declarative
import Testing

private struct Point: Equatable {
  var x = 0
  var y = 0
}

private struct Card: Equatable {
  var title = ""
  var origin = Point()
  var count = 0
}

@Suite struct ValueTypeTests {
  @Test func everyWritablePropertyIsAStep() {
    let config = Configurator<Card>.empty.title("Hi").count(3)
    #expect(config.configured(Card()) == Card(title: "Hi", origin: Point(), count: 3))
  }

  @Test func staticEntryPointStartsAChain() {
    let config = Configurator<Card>.title("Hi").count(2)
    #expect(config.configured(Card()).title == "Hi")
    #expect(config.configured(Card()).count == 2)
  }

  @Test func nothingRunsUntilApplied() {
    var runs = 0
    let config = Configurator<Card>.empty.peek { _ in runs += 1 }.count(1)
    #expect(runs == 0)
    _ = config.configured(Card())
    _ = config.configured(Card())
    #expect(runs == 2)
  }

  @Test func configureInPlaceChangesTheVariable() {
    var card = Card()
    Configurator<Card>.empty.title("In place").configure(&card)
    #expect(card.title == "In place")
  }

  @Test func configuredLeavesTheArgumentUntouched() {
    let original = Card()
    let result = Configurator<Card>.empty.count(9).configured(original)
    #expect(original.count == 0)
    #expect(result.count == 9)
  }

  @Test func callAsFunctionIsConfigured() {
    let style = Configurator<Card>.empty.title("Called")
    #expect(style(Card()) == style.configured(Card()))
  }

  @Test func emptyChangesNothing() {
    let card = Card(title: "Same", origin: Point(x: 1, y: 2), count: 3)
    #expect(Configurator<Card>.empty.configured(card) == card)
    #expect(Configurator<Card>().configured(card) == card)
    #expect(Configurator<Card>.empty.stepCount == 0)
  }

  @Test func closureInitializerStartsFromEmpty() {
    let config = Configurator<Card> { $0.title("Closure").count(1) }
    #expect(config.stepCount == 2)
    #expect(config.configured(Card()).title == "Closure")
    let copy = Configurator<Card>(config: config)
    #expect(copy.configured(Card()) == config.configured(Card()))
  }

  @Test func nestedWritablePathsReachInsideValues() {
    let config = Configurator<Card>.empty.origin.x(5).origin.y(7)
    #expect(config.configured(Card()).origin == Point(x: 5, y: 7))
  }

  @Test func scopeGroupsStepsOnOneProperty() {
    let config = Configurator<Card>.empty.origin.scope { $0.x(1).y(2) }.title("Scoped")
    let card = config.configured(Card())
    #expect(card.origin == Point(x: 1, y: 2))
    #expect(card.title == "Scoped")
    #expect(config.stepCount == 2)
  }

  @Test func modifyTransformAndPeekOnTheWholeValue() {
    var seen: [Int] = []
    let config = Configurator<Card>.empty
      .count(1)
      .modify { $0.count += 10 }
      .peek { seen.append($0.count) }
      .transform { Card(title: "New", origin: $0.origin, count: $0.count * 2) }
    let card = config.configured(Card())
    #expect(seen == [11])
    #expect(card.count == 22)
    #expect(card.title == "New")
  }

  @Test func propertyModifyAndTransform() {
    let config = Configurator<Card>.empty
      .count(2)
      .count.modify { $0 += 1 }
      .count.transform { $0 * 10 }
      .title.transform { $0 + "!" }
    let card = config.configured(Card(title: "Hey"))
    #expect(card.count == 30)
    #expect(card.title == "Hey!")
  }

  @Test func staticModifyTransformPeek() {
    #expect(Configurator<Point>.modify { $0.x = 4 }.configured(Point()).x == 4)
    #expect(Configurator<Point>.transform { Point(x: $0.y, y: $0.x) }.configured(Point(x: 1, y: 2)).x == 2)
    var peeked: Point?
    _ = Configurator<Point>.peek { peeked = $0 }.configured(Point(x: 3, y: 3))
    #expect(peeked == Point(x: 3, y: 3))
  }

  @Test func worksInNonisolatedCode() async {
    let result = await Task.detached {
      Configurator<Point>.empty.x(1).y(2).configured(Point())
    }.value
    #expect(result == Point(x: 1, y: 2))
  }
}
