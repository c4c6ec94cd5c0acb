import Cassowary
import Testing

/// Non-negative variables (`Variable(_:nonNegative:)`), as a layout engine's lengths are: never
/// below zero, and at zero where the constraints leave them free. UIKit's engine behaves so for
/// view sizes (see HeadlessUIKit's OneSidedBoundTests for the recorded cases).
@Suite struct NonNegativeVariableTests {
  @Test func anUpperBoundAloneLeavesItAtZero() throws {
    let solver = Solver()
    let length = Variable("length", nonNegative: true)
    let position = Variable("position")
    try solver.addConstraint(length <= 100)
    try solver.addConstraint(position <= 100)
    #expect(solver.value(of: length) == 0)
    #expect(solver.value(of: position) == 100, "an unrestricted variable takes its bound, as kiwi gives")
  }

  @Test func aLowerBoundAloneTakesTheBound() throws {
    let solver = Solver()
    let length = Variable("length", nonNegative: true)
    try solver.addConstraint(length >= 94)
    #expect(solver.value(of: length) == 94)
  }

  @Test func aRequiredConstraintThatMakesItNegativeIsUnsatisfiable() throws {
    let solver = Solver()
    let outer = Variable("outer")
    let length = Variable("length", nonNegative: true)
    try solver.addConstraint(outer == 5)
    let error = #expect(throws: SolverError.self) { try solver.addConstraint(length + 10 == outer) }
    guard case .unsatisfiableConstraint = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(solver.value(of: outer) == 5)
  }

  @Test func aFreeLengthInASumGivesWayBeforeAPreference() throws {
    // A row of 256 points: a fixed 45.67, a free length, and one that prefers 221.
    let solver = Solver()
    let row = Variable("row", nonNegative: true)
    let fixed = Variable("fixed", nonNegative: true)
    let free = Variable("free", nonNegative: true)
    let preferring = Variable("preferring", nonNegative: true)
    try solver.addConstraint(row == 256)
    try solver.addConstraint(fixed >= 45.67)
    try solver.addConstraint((fixed <= 45.67).withStrength(.weak))
    try solver.addConstraint((preferring == 221).withStrength(.medium))
    try solver.addConstraint(fixed + free + preferring + 16 == row)
    #expect(solver.value(of: free) == 0)
    #expect(abs(solver.value(of: preferring) - 194.33) < 1e-9)
  }

  @Test func aDefinitionThatCouldTurnNegativeHoldsAgainstAnEdit() throws {
    let solver = Solver()
    let root = Variable("root")
    let inner = Variable("inner", nonNegative: true)
    try solver.addEditVariable(root, strength: .strong)
    try solver.suggestValue(390, for: root)
    try solver.addConstraint(inner == root - 40)
    #expect(solver.value(of: inner) == 350)
    try solver.suggestValue(20, for: root)
    #expect(solver.value(of: inner) == 0)
    #expect(solver.value(of: root) == 40, "the edit gives way to the required constraint and the restriction")
  }

  @Test func aChainOfLengthsDefinedFromOneAnotherFollowsTheFirst() throws {
    let solver = Solver()
    let lengths = (0..<50).map { Variable("length\($0)", nonNegative: true) }
    try solver.addEditVariable(lengths[0], strength: .strong)
    try solver.suggestValue(320, for: lengths[0])
    for index in 1..<lengths.count {
      try solver.addConstraint(lengths[index] == lengths[index - 1] * 0.5 + 1)
    }
    #expect(solver.value(of: lengths[1]) == 161)
    try solver.suggestValue(0, for: lengths[0])
    #expect(solver.value(of: lengths[1]) == 1)
    #expect(solver.shape.rows < 10, "lengths that cannot turn negative stay definitions")
  }
}
