import Declarative
import Testing

private class Shape {
  let name: String
  init(_ name: String) { self.name = name }
}

private final class Circle: Shape {}

private func collect(@ArrayBuilder<String> _ content: () -> [String]) -> [String] {
  content()
}

private func shapes(@ArrayBuilder<Shape> _ content: () -> [Shape]) -> [Shape] {
  content()
}

@Suite struct ArrayBuilderTests {
  @Test func elementsInOrder() {
    let letters = collect {
      "a"
      "b"
      "c"
    }
    #expect(letters == ["a", "b", "c"])
  }

  @Test func emptyBlock() {
    #expect(collect {}.isEmpty)
  }

  @Test func optionalElementsAddOnlyWhenPresent() {
    let present: String? = "p"
    let absent: String? = nil
    #expect(
      collect {
        "a"
        present
        absent
      } == ["a", "p"])
  }

  @Test func arraysAreFlattened() {
    #expect(
      collect {
        "a"
        ["b", "c"]
        "d"
      } == ["a", "b", "c", "d"])
  }

  @Test(arguments: [true, false])
  func ifWithoutElse(flag: Bool) {
    let result = collect {
      "start"
      if flag { "flag" }
    }
    #expect(result == (flag ? ["start", "flag"] : ["start"]))
  }

  @Test(arguments: [0, 1, 2])
  func ifElseAndSwitch(choice: Int) {
    let viaIf = collect {
      if choice == 0 { "zero" } else { "other" }
    }
    #expect(viaIf == [choice == 0 ? "zero" : "other"])
    let viaSwitch = collect {
      switch choice {
      case 0: "zero"
      case 1: "one"
      default: ["two", "more"]
      }
    }
    #expect(viaSwitch == [["zero"], ["one"], ["two", "more"]][choice])
  }

  @Test func forLoops() {
    #expect(collect { for index in 0..<3 { "\(index)" } } == ["0", "1", "2"])
  }

  @Test func availabilityCheck() {
    let result = collect {
      if #available(macOS 12, iOS 15, *) { "available" }
    }
    #expect(result == ["available"])
  }

  @Test func subclassElementsAreUpcast() {
    let maybe: Circle? = Circle("optional circle")
    let result = shapes {
      Shape("shape")
      Circle("circle")
      maybe
    }
    #expect(result.map(\.name) == ["shape", "circle", "optional circle"])
  }
}
