// The sample of Cassowary.docc/Cassowary.md, compiled and checked.
import Cassowary
import Testing

@Suite struct CassowaryLandingTests {
  @Test func aStrongEditVariableOutranksAPriorityAndARefusedConstraintLeavesTheSolverAsItWas()
    throws
  {
    var refused: Constraint?
    let solver = Solver()
    let root = Variable("root")
    let left = Variable("left")
    let width = Variable("width")
    try solver.addEditVariable(root, strength: .strong)
    try solver.suggestValue(390, for: root)
    try solver.addConstraint(left == 16)
    try solver.addConstraint(left + width == root - 16)
    try solver.addConstraint((width <= 200).withStrength(Strength(priority: 750)))
    let wide = solver.value(of: width)  // 358: the strong root width outranks priority 750
    try solver.suggestValue(320, for: root)  // re-solved by the dual simplex
    let narrow = solver.value(of: width)  // 288
    do {
      try solver.addConstraint(left == 20)
    } catch SolverError.unsatisfiableConstraint(let constraint) {
      refused = constraint  // refused; the solver is unchanged and goes on
    }
    #expect(wide == 358)
    #expect(narrow == 288)
    #expect(refused != nil)
    #expect(solver.value(of: left) == 16)
    #expect(solver.value(of: width) == 288)
  }
}
