import Cassowary
import Testing

/// Thousands of small seeded systems: the solver never crashes or hangs, every required
/// constraint of a satisfiable system holds within 1e-6, and a refused constraint leaves the
/// others satisfied.
@Suite struct RandomizedSystemTests {
  private static let tolerance = 1e-6

  private static func residual(_ constraint: Constraint, _ solver: Solver) -> Double {
    constraint.expression.terms.reduce(constraint.expression.constant) {
      $0 + $1.coefficient * solver.value(of: $1.variable)
    }
  }

  private static func holds(_ constraint: Constraint, _ solver: Solver) -> Bool {
    let r = residual(constraint, solver)
    switch constraint.relation {
    case .equal: return abs(r) <= tolerance
    case .lessThanOrEqual: return r <= tolerance
    case .greaterThanOrEqual: return r >= -tolerance
    }
  }

  private static func randomExpression(
    _ generator: inout SplitMix64, _ variables: [Variable]
  ) -> Expression {
    var terms: [Term] = []
    for _ in 0..<generator.int(1...3) {
      let variable = variables[generator.int(0...(variables.count - 1))]
      var coefficient = Double(generator.int(-3...3))
      if coefficient == 0 { coefficient = 1 }
      terms.append(Term(variable, coefficient))
    }
    return Expression(terms)
  }

  private static func randomRelation(_ generator: inout SplitMix64) -> Relation {
    [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][generator.int(0...2)]
  }

  private static func randomStrength(_ generator: inout SplitMix64) -> Strength {
    [Strength.weak, .medium, .strong, Strength(priority: 250), Strength(priority: 750)][generator.int(0...4)]
  }

  /// A required constraint that holds at `assignment`, so the system stays satisfiable.
  private static func satisfiedConstraint(
    _ generator: inout SplitMix64, _ variables: [Variable], _ assignment: [Double]
  ) -> Constraint {
    var expression = Self.randomExpression(&generator, variables)
    var value = 0.0
    for term in expression.terms {
      let index = variables.firstIndex { $0 === term.variable }!
      value += term.coefficient * assignment[index]
    }
    let relation = Self.randomRelation(&generator)
    let slack = Double(generator.int(0...10))
    switch relation {
    case .equal: expression.constant = -value
    case .lessThanOrEqual: expression.constant = -value - slack
    case .greaterThanOrEqual: expression.constant = -value + slack
    }
    return Constraint(expression, relation)
  }

  @Test func satisfiableRequiredSystemsAreSatisfied() throws {
    var generator = SplitMix64(state: 20_261_129)
    for _ in 0..<3000 {
      let variables = (0..<generator.int(2...6)).map { Variable("x\($0)") }
      let assignment = variables.map { _ in Double(generator.int(-50...50)) }
      let solver = Solver()
      var required: [Constraint] = []
      for _ in 0..<generator.int(1...10) {
        if generator.chance(30) {
          let preference = Constraint(
            Self.randomExpression(&generator, variables)
              - Expression(constant: Double(generator.int(-60...60))),
            Self.randomRelation(&generator), strength: Self.randomStrength(&generator))
          try solver.addConstraint(preference)
        } else {
          let constraint = Self.satisfiedConstraint(&generator, variables, assignment)
          try solver.addConstraint(constraint)
          required.append(constraint)
        }
      }
      for constraint in required { #expect(Self.holds(constraint, solver), "\(constraint)") }
      // Edit a variable: suggestions move it but never break a required constraint.
      let edited = variables[generator.int(0...(variables.count - 1))]
      try solver.addEditVariable(edited, strength: .strong)
      for _ in 0..<3 {
        try solver.suggestValue(Double(generator.int(-80...80)), for: edited)
        for constraint in required { #expect(Self.holds(constraint, solver), "\(constraint)") }
      }
      // Remove half the required constraints: the rest still hold.
      while required.count > 1 {
        let index = generator.int(0...(required.count - 1))
        let removed = required.remove(at: index)
        try solver.removeConstraint(removed)
        for constraint in required {
          #expect(Self.holds(constraint, solver), "after removing \(removed): \(constraint)")
        }
        if generator.chance(50) { break }
      }
      // Stop editing: the required constraints still hold.
      try solver.removeEditVariable(edited)
      for constraint in required { #expect(Self.holds(constraint, solver), "\(constraint)") }
    }
  }

  @Test func refusedConstraintsLeaveTheSolverConsistent() throws {
    var generator = SplitMix64(state: 7)
    var refusals = 0
    for _ in 0..<3000 {
      let variables = (0..<generator.int(1...4)).map { Variable("x\($0)") }
      let solver = Solver()
      var accepted: [Constraint] = []
      for _ in 0..<generator.int(2...8) {
        let constraint = Constraint(
          Self.randomExpression(&generator, variables)
            - Expression(constant: Double(generator.int(-20...20))),
          Self.randomRelation(&generator))
        do {
          try solver.addConstraint(constraint)
          accepted.append(constraint)
        } catch SolverError.unsatisfiableConstraint(let refused) {
          refusals += 1
          #expect(refused === constraint)
          #expect(!solver.hasConstraint(constraint))
        }
        for constraint in accepted { #expect(Self.holds(constraint, solver), "\(constraint)") }
      }
      // The solver keeps working after a refusal: removing everything accepted succeeds.
      for constraint in accepted { try solver.removeConstraint(constraint) }
      #expect(solver.constraints.isEmpty)
    }
    #expect(refusals > 100)
  }
  /// The weighted violation of every preference, one sum per strength, strongest first: the
  /// quantity the solver minimises (lexicographically), the same for every optimal solution.
  private static func objective(_ preferences: [Constraint], _ solver: Solver) -> [(Double, Double)] {
    var sums: [Double: Double] = [:]
    for constraint in preferences {
      let r = residual(constraint, solver)
      let violation: Double
      switch constraint.relation {
      case .equal: violation = abs(r)
      case .lessThanOrEqual: violation = max(0, r)
      case .greaterThanOrEqual: violation = max(0, -r)
      }
      sums[constraint.strength.value, default: 0] += violation
    }
    return sums.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
  }

  private static func sameObjective(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) <= 1e-6 }
  }

  @Test func incrementalSolutionsAreAsGoodAsFreshOnes() throws {
    // Chains of required equalities in any order (a variable may be named before the
    // constraint that places it arrives), preferences, and removals: after every step the
    // preferences are as satisfied as when the same constraints are added to a new solver.
    var generator = SplitMix64(state: 2_026_112_9)
    for _ in 0..<1500 {
      let variables = (0..<generator.int(3...8)).map { Variable("x\($0)") }
      let assignment = variables.map { _ in Double(generator.int(-50...50)) }
      let solver = Solver()
      var alive: [Constraint] = []
      for _ in 0..<generator.int(4...14) {
        if !alive.isEmpty && generator.chance(25) {
          let removed = alive.remove(at: generator.int(0...(alive.count - 1)))
          try solver.removeConstraint(removed)
        } else if generator.chance(40) {
          let preference = Constraint(
            Self.randomExpression(&generator, variables)
              - Expression(constant: Double(generator.int(-60...60))),
            Self.randomRelation(&generator), strength: Self.randomStrength(&generator))
          try solver.addConstraint(preference)
          alive.append(preference)
        } else {
          // `a == b + k` (or a longer sum) that holds at the assignment.
          let a = generator.int(0...(variables.count - 1))
          let b = generator.int(0...(variables.count - 1))
          guard a != b else { continue }
          var expression = Expression(variables[a]) - Expression(variables[b])
          if generator.chance(30) {
            let c = generator.int(0...(variables.count - 1))
            if c != a && c != b { expression = expression - Expression(variables[c]) }
          }
          var value = 0.0
          for term in expression.terms {
            value += term.coefficient * assignment[variables.firstIndex { $0 === term.variable }!]
          }
          expression.constant = -value
          let constraint = Constraint(expression, .equal)
          try solver.addConstraint(constraint)
          alive.append(constraint)
        }
        let fresh = Solver()
        for constraint in alive { try fresh.addConstraint(constraint) }
        for constraint in alive where constraint.strength.isRequired {
          #expect(Self.holds(constraint, solver), "\(constraint)")
        }
        let preferences = alive.filter { !$0.strength.isRequired }
        #expect(
          Self.sameObjective(Self.objective(preferences, solver), Self.objective(preferences, fresh)),
          "\(alive)")
      }
    }
  }

  @Test func gridsInAnyOrderAreAsGoodAsFreshOnes() throws {
    // gen.py's grid shape (left chains, top chains, squares written either way, equal widths,
    // rows spanning an edited root) in a random order, with preferences, removals, re-adds and
    // suggestions: rows of many equal widths are where definitions are substituted from
    // expanded rows and markers are grouped, and removing one of them dissolves its groups.
    // After every step the required constraints hold and the preferences are as satisfied as
    // in a fresh solver given the same constraints and suggestion.
    var generator = SplitMix64(state: 18)
    for _ in 0..<300 {
      let k = generator.int(2...6)
      let rows = generator.int(1...3)
      let root = Variable("root")
      func grid(_ name: String) -> [[Variable]] {
        (0..<rows).map { row in (0..<k).map { Variable("\(name)\(row)_\($0)") } }
      }
      let left = grid("left")
      let top = grid("top")
      let width = grid("width")
      let height = grid("height")
      var pool: [Constraint] = []
      for row in 0..<rows {
        for column in 0..<k {
          pool.append(
            column == 0
              ? left[row][column] == 0
              : left[row][column] == left[row][column - 1] + width[row][column - 1] + 4)
          pool.append(
            row == 0
              ? top[row][column] == 0 : top[row][column] == top[row - 1][column] + height[row - 1][column] + 4
          )
          pool.append(
            generator.chance(50)
              ? width[row][column] == height[row][column] : height[row][column] == width[row][column])
          if column > 0 { pool.append(width[row][column] == width[row][generator.int(0...(column - 1))]) }
          if column == k - 1 { pool.append(left[row][column] + width[row][column] == root) }
          if generator.chance(60) {
            pool.append(
              Constraint(
                Expression(width[row][column]) - Expression(constant: Double(generator.int(10...60))),
                Self.randomRelation(&generator), strength: Self.randomStrength(&generator)))
          }
        }
      }
      // Shuffle (Fisher-Yates with the seeded generator).
      for index in stride(from: pool.count - 1, to: 0, by: -1) {
        pool.swapAt(index, generator.int(0...index))
      }
      let solver = Solver()
      var suggestion = Double(generator.int(100...400))
      try solver.addEditVariable(root, strength: .strong)
      try solver.suggestValue(suggestion, for: root)
      var alive: [Constraint] = []
      var removed: [Constraint] = []
      var steps = 0
      while !pool.isEmpty || steps < 40 {
        steps += 1
        if steps > 80 { break }
        if !alive.isEmpty && generator.chance(15) {
          let constraint = alive.remove(at: generator.int(0...(alive.count - 1)))
          try solver.removeConstraint(constraint)
          removed.append(constraint)
        } else if !removed.isEmpty && generator.chance(10) {
          let constraint = removed.remove(at: generator.int(0...(removed.count - 1)))
          try solver.addConstraint(constraint)
          alive.append(constraint)
        } else if generator.chance(10) {
          suggestion = Double(generator.int(100...400))
          try solver.suggestValue(suggestion, for: root)
        } else if let constraint = pool.popLast() {
          try solver.addConstraint(constraint)
          alive.append(constraint)
        } else {
          continue
        }
        let fresh = Solver()
        try fresh.addEditVariable(root, strength: .strong)
        try fresh.suggestValue(suggestion, for: root)
        for constraint in alive { try fresh.addConstraint(constraint) }
        for constraint in alive where constraint.strength.isRequired {
          #expect(Self.holds(constraint, solver), "\(constraint)")
        }
        let preferences = alive.filter { !$0.strength.isRequired }
        let rootError = { (solver: Solver) in
          [(Strength.strong.value, abs(solver.value(of: root) - suggestion))]
        }
        let ours = rootError(solver) + Self.objective(preferences, solver)
        let theirs = rootError(fresh) + Self.objective(preferences, fresh)
        #expect(Self.sameObjective(Self.merged(ours), Self.merged(theirs)), "\(alive)")
      }
    }
  }

  /// Sums entries of the same strength, strongest first.
  private static func merged(_ sums: [(Double, Double)]) -> [(Double, Double)] {
    var total: [Double: Double] = [:]
    for (strength, value) in sums { total[strength, default: 0] += value }
    return total.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
  }
}

extension SplitMix64 {
  fileprivate mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  fileprivate mutating func chance(_ percent: Int) -> Bool {
    int(0...99) < percent
  }
}
