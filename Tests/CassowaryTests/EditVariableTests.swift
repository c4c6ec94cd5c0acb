import Cassowary
import Testing

/// Edit variables: suggested values re-solve incrementally and respect required constraints.
@Suite struct EditVariableTests {
  @Test func aSuggestedValueMovesEverythingThatDependsOnIt() throws {
    let solver = Solver()
    let root = Variable("root")
    let left = Variable("left")
    let width = Variable("width")
    try solver.addEditVariable(root, strength: .strong)
    try solver.suggestValue(390, for: root)
    try solver.addConstraint(left == 16)
    try solver.addConstraint(left + width == root - 16)
    #expect(solver.value(of: width) == 358)
    try solver.suggestValue(320, for: root)
    #expect(solver.value(of: width) == 288)
    #expect(solver.value(of: left) == 16)
  }

  @Test func suggestionsStopAtRequiredBounds() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(x <= 100)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(50, for: x)
    #expect(solver.value(of: x) == 50)
    try solver.suggestValue(500, for: x)
    #expect(solver.value(of: x) == 100)
    try solver.suggestValue(-5, for: x)
    #expect(solver.value(of: x) == 10)
    try solver.suggestValue(42, for: x)
    #expect(solver.value(of: x) == 42)
  }

  @Test func aStrongerPreferenceBeatsAWeakerEdit() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 30).withStrength(.strong))
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(80, for: x)
    #expect(solver.value(of: x) == 30)
  }

  @Test func twoEditVariablesKeepTheirOwnSuggestions() throws {
    let solver = Solver()
    let left = Variable("left")
    let right = Variable("right")
    let middle = Variable("middle")
    try solver.addConstraint(middle * 2 == left + right)
    try solver.addEditVariable(left, strength: .strong)
    try solver.addEditVariable(right, strength: .strong)
    try solver.suggestValue(10, for: left)
    try solver.suggestValue(30, for: right)
    #expect(solver.value(of: middle) == 20)
    try solver.suggestValue(50, for: right)
    #expect(solver.value(of: middle) == 30)
    #expect(solver.value(of: left) == 10)
  }

  @Test func removingAnEditVariableReleasesItsPull() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 5).withStrength(.weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(70, for: x)
    #expect(solver.value(of: x) == 70)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 5)
  }

  @Test func aLongChainFollowsEverySuggestion() throws {
    // The incremental path on a column of 200 views: each suggestion moves every width.
    let solver = Solver()
    let root = Variable("root")
    try solver.addEditVariable(root, strength: .strong)
    try solver.suggestValue(390, for: root)
    var widths: [Variable] = []
    var previousRight: Variable?
    for index in 0..<200 {
      let left = Variable("left\(index)")
      let width = Variable("width\(index)")
      try solver.addConstraint(width == root)
      if let previousRight {
        try solver.addConstraint(left == previousRight + 1)
      } else {
        try solver.addConstraint(left == 0)
      }
      let right = Variable("right\(index)")
      try solver.addConstraint(right == left + width)
      previousRight = right
      widths.append(width)
    }
    for value in [320.0, 1024, 0, 390] {
      try solver.suggestValue(value, for: root)
      #expect(widths.allSatisfy { solver.value(of: $0) == value })
      #expect(solver.value(of: previousRight!) == 200 * value + 199)
    }
  }

  @Test func theStrongRootWidthOutranksAPriorityAndARefusalChangesNothing() throws {
    // The example of the README and of `Solver`'s documentation.
    let solver = Solver()
    let root = Variable("root")
    let left = Variable("left")
    let width = Variable("width")
    try solver.addEditVariable(root, strength: .strong)
    try solver.suggestValue(390, for: root)
    try solver.addConstraint(left == 16)
    try solver.addConstraint(left + width == root - 16)
    try solver.addConstraint((width <= 200).withStrength(Strength(priority: 750)))
    #expect(solver.value(of: width) == 358)
    try solver.suggestValue(320, for: root)
    #expect(solver.value(of: width) == 288)
    #expect(throws: SolverError.self) { try solver.addConstraint(left == 20) }
    #expect(solver.value(of: left) == 16)
    #expect(solver.value(of: width) == 288)
  }
}
