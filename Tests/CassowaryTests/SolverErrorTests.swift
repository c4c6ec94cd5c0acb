import Cassowary
import Testing

/// Every refused request throws its own error with a readable message, and leaves the solver
/// unchanged and usable.
@Suite struct SolverErrorTests {
  @Test func contradictoryRequiredEqualitiesAreRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    let contradiction = x == 20
    #expect {
      try solver.addConstraint(contradiction)
    } throws: { error in
      guard case SolverError.unsatisfiableConstraint(let refused) = error else { return false }
      return refused === contradiction
    }
    #expect(!solver.hasConstraint(contradiction))
    #expect(solver.value(of: x) == 10)
  }

  @Test func contradictoryRequiredInequalitiesAreRefusedAndTheSolverGoesOn() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(y == x + 5)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(30, for: x)
    #expect(throws: SolverError.self) { try solver.addConstraint(y <= 12) }
    #expect(solver.value(of: y) == 35)
    try solver.suggestValue(0, for: x)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
    try solver.addConstraint(y <= 40)
    try solver.suggestValue(100, for: x)
    #expect(solver.value(of: y) == 40)
  }

  @Test func theUnsatisfiableMessageNamesTheConstraint() {
    let constraint = Variable("width") >= 10
    let message = SolverError.unsatisfiableConstraint(constraint).description
    #expect(message.contains("Unable to satisfy required constraint"))
    #expect(message.contains("width"))
  }

  @Test func addingTheSameConstraintTwiceIsRefused() throws {
    let solver = Solver()
    let constraint = Variable("x") == 1
    try solver.addConstraint(constraint)
    #expect {
      try solver.addConstraint(constraint)
    } throws: { error in
      guard case SolverError.duplicateConstraint(let duplicate) = error else { return false }
      return duplicate === constraint && "\(error)".contains("already added")
    }
  }

  @Test func removingAnUnknownConstraintIsRefused() {
    let solver = Solver()
    let stranger = Variable("x") == 1
    #expect {
      try solver.removeConstraint(stranger)
    } throws: { error in
      guard case SolverError.unknownConstraint(let unknown) = error else { return false }
      return unknown === stranger && "\(error)".contains("not in this solver")
    }
  }

  @Test func editVariableMisuseIsRefused() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addEditVariable(x, strength: .strong)
    #expect {
      try solver.addEditVariable(x, strength: .weak)
    } throws: { error in
      guard case SolverError.duplicateEditVariable(let variable) = error else { return false }
      return variable === x
    }
    #expect {
      try solver.suggestValue(3, for: y)
    } throws: { error in
      guard case SolverError.unknownEditVariable(let variable) = error else { return false }
      return variable === y && "\(error)".contains("addEditVariable")
    }
    #expect {
      try solver.removeEditVariable(y)
    } throws: { error in
      guard case SolverError.unknownEditVariable(let variable) = error else { return false }
      return variable === y
    }
    #expect {
      try solver.addEditVariable(y, strength: .required)
    } throws: { error in
      guard case SolverError.requiredEditVariableStrength(let variable) = error else { return false }
      return variable === y
    }
    #expect(!solver.hasEditVariable(y))
  }
}
