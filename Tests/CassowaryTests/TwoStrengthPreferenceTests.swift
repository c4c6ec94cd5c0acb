import Cassowary
import Testing

/// `Constraint(_:resistingAbove:below:)`: a preference to be zero with one strength against
/// going above and another against going below, equal to the pair of inequalities it replaces.
@Suite struct TwoStrengthPreferenceTests {
  private let weak250 = Strength(priority: 250)
  private let strong750 = Strength(priority: 750)

  @Test func itGivesWayOnTheWeakerSide() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(Constraint(x - 100, resistingAbove: weak250, below: strong750))
    let pull = (x == 60).withStrength(Strength(priority: 500))
    try solver.addConstraint(pull)
    // Falling short is resisted at 750, more than the pull's 500.
    #expect(solver.value(of: x) == 100)
    try solver.removeConstraint(pull)
    try solver.addConstraint((x == 140).withStrength(Strength(priority: 500)))
    // Going above is resisted at 250 only.
    #expect(solver.value(of: x) == 140)
  }

  @Test func removingItLeavesTheOtherPreferences() throws {
    let solver = Solver()
    let x = Variable("x")
    let content = Constraint(x - 100, resistingAbove: strong750, below: strong750)
    try solver.addConstraint(content)
    try solver.addConstraint((x == 20).withStrength(.weak))
    #expect(solver.value(of: x) == 100)
    try solver.removeConstraint(content)
    #expect(solver.value(of: x) == 20)
  }

  @Test func itDescribesBothStrengths() {
    let x = Variable("x")
    let content = Constraint(x - 100, resistingAbove: weak250, below: strong750)
    #expect(content.description.contains("above: strength(250000.0)"))
    #expect(content.description.contains("below: strength(750000.0)"))
    #expect(content.relation == .equal && content.shortfallStrength == strong750)
  }

  @Test func aRequiredStrengthIsRefused() async {
    await #expect(processExitsWith: .failure) {
      let x = Variable("x")
      _ = Constraint(x - 1, resistingAbove: .required, below: .weak)
    }
  }

  @Test func itSolvesAsThePairOfInequalitiesDoes() throws {
    // Seeded systems solved twice: with two-strength preferences, and with each replaced by its
    // two inequalities. The violations, strength by strength, are the same.
    var state: UInt64 = 42
    func next(_ range: ClosedRange<Int>) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
    let strengths = [Strength.weak, .medium, Strength(priority: 250), strong750, .strong]
    for _ in 0..<500 {
      let variables = (0..<next(2...5)).map { Variable("x\($0)") }
      let merged = Solver()
      let paired = Solver()
      var pairs: [Constraint] = []
      for _ in 0..<next(2...8) {
        let a = variables[next(0...(variables.count - 1))]
        let b = variables[next(0...(variables.count - 1))]
        let expression = a * Double(next(1...3)) - b - Double(next(-50...50))
        switch next(0...2) {
        case 0:
          let above = strengths[next(0...4)]
          let below = strengths[next(0...4)]
          try merged.addConstraint(Constraint(expression, resistingAbove: above, below: below))
          let pair = [
            Constraint(expression, .lessThanOrEqual, strength: above),
            Constraint(expression, .greaterThanOrEqual, strength: below),
          ]
          for constraint in pair { try paired.addConstraint(constraint) }
          pairs += pair
        case 1:
          let preference = Constraint(expression, .equal, strength: strengths[next(0...4)])
          try merged.addConstraint(preference)
          try paired.addConstraint(preference)
          pairs.append(preference)
        default:
          let bound = Constraint(a - Double(next(-80...80)), .lessThanOrEqual)
          try merged.addConstraint(bound)
          try paired.addConstraint(bound)
        }
      }
      func violations(_ solver: Solver) -> [Double: Double] {
        var sums: [Double: Double] = [:]
        for constraint in pairs {
          let r = constraint.expression.terms.reduce(constraint.expression.constant) {
            $0 + $1.coefficient * solver.value(of: $1.variable)
          }
          let violation: Double
          switch constraint.relation {
          case .equal: violation = abs(r)
          case .lessThanOrEqual: violation = max(0, r)
          case .greaterThanOrEqual: violation = max(0, -r)
          }
          sums[constraint.strength.value, default: 0] += violation
        }
        return sums
      }
      let a = violations(merged)
      let b = violations(paired)
      #expect(a.keys.sorted() == b.keys.sorted())
      for key in a.keys { #expect(abs(a[key]! - (b[key] ?? .nan)) <= 1e-6, "\(pairs)") }
    }
  }
}
