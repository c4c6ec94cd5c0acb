import Declarative
import Testing

private struct Observed {
  var changes: [Int] = []
  var value = 0 {
    didSet { changes.append(value) }
  }
}

private final class ObservedObject {
  var changes: [String] = []
  var title = "" {
    didSet { changes.append(title) }
  }
}

private class Parent {
  var size = 0
}

private final class Child: Parent {
  var overrides: [Int] = []
  override var size: Int {
    didSet { overrides.append(size) }
  }
}

/// Steps go through a property's setter whenever it has one of its own: observers fire and
/// overrides in subclasses are honoured.
@Suite struct ObserverTests {
  @Test func valueTypeObserversFire() {
    let observed = Configurator<Observed>.empty.value(1).value(2).configured(Observed())
    #expect(observed.changes == [1, 2])
  }

  @Test func objectObserversFire() {
    let object = ObservedObject()
    Configurator<ObservedObject>.empty.title("a").title.transform { $0 + "b" }.configure(object)
    #expect(object.changes == ["a", "ab"])
  }

  @Test func subclassOverridesAreHonoured() {
    let child = Child()
    Configurator<Parent>.empty.size(3).configure(child)
    #expect(child.size == 3)
    #expect(child.overrides == [3])
  }
}
