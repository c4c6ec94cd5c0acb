import Cassowary
import Testing

/// The solver finds each constraint it holds by identity, however many it holds and in whatever
/// order they are removed: additions, removals, `hasConstraint`, `constraints` and the duplicate
/// and unknown errors stay right through thousands of constraints added and removed at random.
@Suite struct ConstraintIndexTests {
  @Test func thousandsOfConstraintsAreFoundAfterRemovalsInRandomOrder() throws {
    var generator = SplitMix64(state: 2_026_120_1)
    let solver = Solver()
    let count = 3_000
    let variables = (0..<count).map { Variable("x\($0)") }
    // Typed, so the compiler does not try every overload of `==` (113 ms in CI's budget).
    let constraints: [Constraint] = (0..<count).map { (index: Int) -> Constraint in
      variables[index] == Double(index)
    }
    for constraint in constraints { try solver.addConstraint(constraint) }
    #expect(solver.constraints.count == count)

    // Remove half, in random order, checking a held neighbour after each removal: a removal
    // that loses track of another constraint shows at once.
    var order = Array(0..<count)
    order.shuffle(using: &generator)
    var removed: Set<Int> = []
    for index in order.prefix(count / 2) {
      try solver.removeConstraint(constraints[index])
      removed.insert(index)
      let other = Int(generator.next() % UInt64(count))
      #expect(solver.hasConstraint(constraints[other]) == !removed.contains(other))
    }

    for index in 0..<count {
      let held = !removed.contains(index)
      #expect(solver.hasConstraint(constraints[index]) == held)
      // Removing the wrong constraint would free the wrong variable.
      #expect(solver.value(of: variables[index]) == (held ? Double(index) : 0))
    }
    let listed = Set(solver.constraints.map(ObjectIdentifier.init))
    #expect(
      listed == Set((0..<count).filter { !removed.contains($0) }.map { ObjectIdentifier(constraints[$0]) }))

    for index in 0..<count {
      if removed.contains(index) {
        #expect(throws: SolverError.self) { try solver.removeConstraint(constraints[index]) }
        try solver.addConstraint(constraints[index])
      } else {
        #expect(throws: SolverError.self) { try solver.addConstraint(constraints[index]) }
      }
    }
    #expect(solver.constraints.count == count)
    for index in 0..<count { #expect(solver.value(of: variables[index]) == Double(index)) }
  }

  /// The solver files constraints by their creation order; constraints made long before or
  /// after the others, far from the run it files densely, are found all the same.
  @Test func constraintsCreatedFarApartAreFoundAndRemoved() throws {
    let solver = Solver()
    let early = Variable("early")
    let middle = Variable("middle")
    let late = Variable("late")
    let first: Constraint = early == 1
    // Made and never added: they push the next constraints far from the first's identifier.
    let unused: [Constraint] = (0..<5_000).map { (_: Int) -> Constraint in middle == 0 }
    let second: Constraint = middle == 2
    let third: Constraint = late == 3
    for constraint in [second, third, first] { try solver.addConstraint(constraint) }
    #expect(unused.allSatisfy { !solver.hasConstraint($0) })
    #expect([first, second, third].allSatisfy(solver.hasConstraint))
    #expect(solver.constraints.count == 3)
    #expect(throws: SolverError.self) { try solver.addConstraint(first) }
    #expect(throws: SolverError.self) { try solver.addConstraint(third) }

    try solver.removeConstraint(first)
    try solver.removeConstraint(third)
    #expect(!solver.hasConstraint(first) && solver.hasConstraint(second) && !solver.hasConstraint(third))
    #expect(throws: SolverError.self) { try solver.removeConstraint(third) }
    #expect(solver.value(of: early) == 0)
    #expect(solver.value(of: middle) == 2)
    #expect(solver.value(of: late) == 0)
    try solver.addConstraint(third)
    #expect(solver.value(of: late) == 3)
  }

  /// A solver that keeps adding new constraints and removing old ones, as a long-lived layout
  /// does, keeps an index in proportion to what it holds, not to everything it ever held.
  /// With `keepingTheFirst`, the oldest constraint stays throughout, so newer ones cannot take
  /// the slots of the ones removed before them.
  @Test(arguments: [false, true])
  func churnKeepsTheIndexInProportionToTheConstraintsHeld(keepingTheFirst: Bool) throws {
    let solver = Solver()
    let x = Variable("x")
    let anchor: Constraint = x >= 0
    try solver.addConstraint(anchor)
    if !keepingTheFirst { try solver.removeConstraint(anchor) }
    var held: [Constraint] = []
    for round in 0..<20_000 {
      let constraint: Constraint = (x <= Double(1_000 + round)).withStrength(.weak)
      try solver.addConstraint(constraint)
      held.append(constraint)
      if held.count > 10 { try solver.removeConstraint(held.removeFirst()) }
    }
    #expect(solver.constraints.count == (keepingTheFirst ? 11 : 10))
    #expect(held.allSatisfy(solver.hasConstraint) && solver.hasConstraint(anchor) == keepingTheFirst)
    let footprint = solver.constraintIndexFootprint
    // Tests running alongside make constraints too, so the identifiers this one sees have gaps:
    // the bound holds whatever they are.
    #expect(footprint.dense + footprint.sparse < 3_000)
    #expect(solver.value(of: x) <= 20_990)
    for constraint in held { try solver.removeConstraint(constraint) }
    if keepingTheFirst { try solver.removeConstraint(anchor) }
    #expect(solver.constraints.isEmpty)
  }
}
