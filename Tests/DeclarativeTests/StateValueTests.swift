import Declarative
import Testing

@Suite struct StateValueTests {
  @Test func memberwiseInitLeavesOmittedStatesEmpty() {
    let colors = StateValue(normal: "red", highlighted: "green", disabled: "gray")
    #expect(colors[.normal] == "red")
    #expect(colors[.highlighted] == "green")
    #expect(colors[.disabled] == "gray")
    #expect(colors[.selected] == nil)
    #expect(colors[.focused] == nil)
  }

  @Test func subscriptReadsTheMatchingProperty() {
    let value = StateValue(normal: 1, highlighted: 2, disabled: 3, selected: 4, focused: 5)
    let read = ViewState.allCases.map { value[$0] }
    #expect(read == [1, 2, 3, 4, 5])
    #expect(ViewState.allCases == [.normal, .highlighted, .disabled, .selected, .focused])
  }

  @Test func subscriptWritesOneState() {
    var value = StateValue<Int>()
    value[.selected] = 7
    #expect(value.selected == 7)
    #expect(value == StateValue(selected: 7))
    value[.selected] = nil
    #expect(value == StateValue())
  }

  @Test func mapTransformsPresentValuesOnly() {
    let sizes = StateValue(normal: 10, disabled: 20)
    let labels = sizes.map { "\($0)pt" }
    #expect(labels == StateValue(normal: "10pt", disabled: "20pt"))
  }

  @Test func hashableWhenValueIs() {
    let a = StateValue(normal: 1, focused: 2)
    let b = StateValue(normal: 1, focused: 2)
    #expect(Set([a, b]).count == 1)
    #expect(a != StateValue(normal: 1))
  }

  @Test func sendableWhenValueIs() async {
    let value = StateValue(normal: "n")
    let copy = await Task.detached { value }.value
    #expect(copy == value)
  }
}
