import Cassowary
import Testing

/// `values(of:)` and `values(of:lookup:)` read what `value(of:)` reads, one call for many.
@Suite struct BulkValueTests {
  @Test func bulkReadsMatchSingleReads() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let unknown = Variable("unknown")
    try solver.addConstraint(x == 10)
    try solver.addConstraint(y == x * 2 + 1)
    #expect(solver.values(of: [x, y, unknown]) == [10, 21, 0])
    #expect(solver.values(of: [y, x]) == [solver.value(of: y), solver.value(of: x)])
  }

  @Test func aLookupFollowsChangesAndALongerList() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    var lookup = Solver.Lookup()
    try solver.addConstraint(x == 3)
    // y is not in the solver yet: 0, and found once a constraint names it.
    #expect(solver.values(of: [x, y], lookup: &lookup) == [3, 0])
    try solver.addConstraint(y == x + 4)
    #expect(solver.values(of: [x, y], lookup: &lookup) == [3, 7])
    try solver.addConstraint((z == 5).withStrength(.weak))
    #expect(solver.values(of: [x, y, z], lookup: &lookup) == [3, 7, 5])
  }

  @Test func aLookupLearnsAgainAfterAResetOrForAnotherSolver() throws {
    let first = Solver()
    let x = Variable("x")
    let y = Variable("y")
    var lookup = Solver.Lookup()
    try first.addConstraint(x == 1)
    try first.addConstraint(y == 2)
    #expect(first.values(of: [x, y], lookup: &lookup) == [1, 2])
    first.reset()
    try first.addConstraint(y == 8)
    try first.addConstraint(x == 9)
    #expect(first.values(of: [x, y], lookup: &lookup) == [9, 8])
    let second = Solver()
    try second.addConstraint(y == 5)
    #expect(second.values(of: [x, y], lookup: &lookup) == [0, 5])
  }
}
