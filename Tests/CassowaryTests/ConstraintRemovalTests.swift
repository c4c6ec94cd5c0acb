import Cassowary
import Testing

/// Removing constraints restores the solution of the constraints that remain.
@Suite struct ConstraintRemovalTests {
  @Test func removingARequiredBoundLetsThePreferenceWin() throws {
    let solver = Solver()
    let x = Variable("x")
    let bound = x <= 20
    try solver.addConstraint(bound)
    try solver.addConstraint((x == 100).withStrength(.strong))
    #expect(solver.value(of: x) == 20)
    try solver.removeConstraint(bound)
    #expect(!solver.hasConstraint(bound))
    #expect(solver.value(of: x) == 100)
  }

  @Test func removingAPreferenceHandsOverToTheNextStrongest() throws {
    let solver = Solver()
    let x = Variable("x")
    let strong = (x == 10).withStrength(.strong)
    try solver.addConstraint(strong)
    try solver.addConstraint((x == 20).withStrength(.medium))
    try solver.addConstraint((x == 30).withStrength(.weak))
    #expect(solver.value(of: x) == 10)
    try solver.removeConstraint(strong)
    #expect(solver.value(of: x) == 20)
  }

  @Test func aRepeatedEqualityTakesOverWhenTheFirstGoes() throws {
    // The second `x == 28` is redundant when added; removing the first must keep it in force.
    let solver = Solver()
    let x = Variable("x")
    let first = x == 28
    let second = x == 28
    try solver.addConstraint(first)
    try solver.addConstraint(x >= 24)
    try solver.addConstraint(second)
    try solver.removeConstraint(first)
    #expect(solver.value(of: x) == 28)
    try solver.removeConstraint(second)
    try solver.addConstraint((x == 0).withStrength(.weak))
    #expect(solver.value(of: x) == 24)
  }

  @Test func aRemovedConstraintCanBeAddedAgain() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let link = x == y + 5
    try solver.addConstraint((y == 1).withStrength(.strong))
    try solver.addConstraint(link)
    #expect(solver.value(of: x) == 6)
    try solver.removeConstraint(link)
    try solver.addConstraint(link)
    #expect(solver.hasConstraint(link))
    #expect(solver.value(of: x) == 6)
  }

  @Test func removingEverythingLeavesAnEmptySolver() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let constraints = [a >= 0, b == a * 2 + 3, (a == 7).withStrength(.medium), a + b <= 100]
    for constraint in constraints { try solver.addConstraint(constraint) }
    #expect(solver.value(of: b) == 17)
    #expect(solver.constraints.count == 4)
    for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
    #expect(solver.constraints.isEmpty)
  }

  @Test func resetForgetsConstraintsAndEditVariables() throws {
    let solver = Solver()
    let x = Variable("x")
    let constraint = x == 3
    try solver.addConstraint(constraint)
    try solver.addEditVariable(x, strength: .weak)
    solver.reset()
    #expect(!solver.hasConstraint(constraint))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 0)
  }
}
