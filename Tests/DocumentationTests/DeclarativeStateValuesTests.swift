// The samples of Declarative.docc/StateValues.md, compiled and checked.
import DeclarativeUIKit
import Testing

@Suite struct DeclarativeStateValuesTests {
  @Test func oneValuePerState() {
    let titleColor = StateValue(normal: "blue", highlighted: "navy", disabled: "gray")

    #expect(titleColor[.normal] == "blue")
    #expect(titleColor[.disabled] == "gray")
    #expect(titleColor[.selected] == nil)
  }

  @Test func valuesAreWritableByState() {
    var weight = StateValue<Int>(normal: 400)
    weight[.selected] = 700

    #expect(weight.selected == 700)
    #expect(weight == StateValue(normal: 400, selected: 700))
  }

  @Test func mapConvertsEveryValuePresent() {
    let sizes = StateValue(normal: 17.0, highlighted: 19.0)
    let labels = sizes.map { "\(Int($0)) pt" }

    #expect(labels[.normal] == "17 pt")
    #expect(labels[.highlighted] == "19 pt")
    #expect(labels[.disabled] == nil)
  }

  @Test func everyStateIsListed() {
    let defined = ViewState.allCases.filter { StateValue(normal: 1, focused: 2)[$0] != nil }
    #expect(defined == [.normal, .focused])
  }
}
