import Cassowary
import Testing

/// Required equalities that introduce a new variable (`top[i] == top[i-1] + height + 8`) are kept
/// as definitions outside the simplex tableau; these tests check that such variables behave like
/// any other: values follow, later constraints on them hold, and removing them works.
@Suite struct DefinitionTests {
  /// A column of `count` views: top[i] == top[i-1] + height[i-1] + gap, heights preferred.
  private struct Column {
    var tops: [Variable] = []
    var heights: [Variable] = []
    var links: [Constraint] = []
  }

  private func column(_ count: Int, in solver: Solver) throws -> Column {
    var result = Column()
    for index in 0..<count {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      let link: Constraint
      if index == 0 {
        link = top == 0
      } else {
        link = top == result.tops[index - 1] + result.heights[index - 1] + 8
      }
      try solver.addConstraint(link)
      try solver.addConstraint((height == Double(10 + index)).withStrength(.medium))
      result.tops.append(top)
      result.heights.append(height)
      result.links.append(link)
    }
    return result
  }

  @Test func aChainOfDefinitionsHasTheExpectedValues() throws {
    let solver = Solver()
    let column = try column(50, in: solver)
    var expected = 0.0
    for index in 0..<50 {
      #expect(solver.value(of: column.tops[index]) == expected)
      expected += Double(10 + index) + 8
    }
  }

  @Test func aConstraintOnTheEndOfAChainPullsOnEveryLink() throws {
    // Pinning the bottom of the last view squeezes the preferred heights (medium) but keeps the
    // required links.
    let solver = Solver()
    let column = try column(20, in: solver)
    let bottom = column.tops[19] + column.heights[19]
    try solver.addConstraint(bottom == 300)
    var total = 19.0 * 8
    for height in column.heights { total += solver.value(of: height) }
    #expect(abs(total - 300) < 1e-9)
    for index in 1..<20 {
      let link = solver.value(of: column.tops[index - 1]) + solver.value(of: column.heights[index - 1]) + 8
      #expect(abs(solver.value(of: column.tops[index]) - link) < 1e-9)
    }
  }

  @Test func removingALinkFreesTheRestOfTheChain() throws {
    // Without its link, view 10 is free: a weak preference places it, and the views below follow.
    let solver = Solver()
    let column = try column(20, in: solver)
    try solver.addConstraint((column.tops[10] == 1000).withStrength(.weak))
    #expect(solver.value(of: column.tops[10]) != 1000)
    try solver.removeConstraint(column.links[10])
    #expect(solver.value(of: column.tops[10]) == 1000)
    #expect(solver.value(of: column.tops[11]) == 1000 + 20 + 8)
    var topOfNine = 0.0
    for index in 0..<9 { topOfNine += Double(10 + index) + 8 }
    #expect(solver.value(of: column.tops[9]) == topOfNine)
  }

  @Test func removingALinkThatALaterConstraintUsedKeepsTheOthersSatisfied() throws {
    let solver = Solver()
    let column = try column(10, in: solver)
    let bottom = column.tops[9] + column.heights[9] == 250
    try solver.addConstraint(bottom)
    try solver.removeConstraint(column.links[4])
    let end = solver.value(of: column.tops[9]) + solver.value(of: column.heights[9])
    #expect(abs(end - 250) < 1e-9)
    for index in 1..<10 where index != 4 {
      let link = solver.value(of: column.tops[index - 1]) + solver.value(of: column.heights[index - 1]) + 8
      #expect(abs(solver.value(of: column.tops[index]) - link) < 1e-9)
    }
    // The link comes back.
    try solver.addConstraint(column.links[4])
    let link = solver.value(of: column.tops[3]) + solver.value(of: column.heights[3]) + 8
    #expect(abs(solver.value(of: column.tops[4]) - link) < 1e-9)
    #expect(abs(solver.value(of: column.tops[9]) + solver.value(of: column.heights[9]) - 250) < 1e-9)
  }

  @Test func anEditVariableDrivesDefinedVariables() throws {
    let solver = Solver()
    let root = Variable("root")
    let half = Variable("half")
    let quarter = Variable("quarter")
    try solver.addEditVariable(root, strength: .strong)
    try solver.addConstraint(half * 2 == root)
    try solver.addConstraint(quarter * 2 == half)
    try solver.suggestValue(400, for: root)
    #expect(solver.value(of: quarter) == 100)
    try solver.suggestValue(40, for: root)
    #expect(solver.value(of: quarter) == 10)
  }

  @Test func aPreferenceAddedBeforeRequiredConstraintsStillYieldsToThem() throws {
    // Preferences wait until the solver is asked something; the result is the same as if they
    // had been added at once.
    let solver = Solver()
    let x = Variable("x")
    let preference = (x == 50).withStrength(.strong)
    try solver.addConstraint(preference)
    #expect(solver.hasConstraint(preference))
    try solver.addConstraint(x <= 20)
    #expect(solver.value(of: x) == 20)
    try solver.removeConstraint(preference)
    try solver.addConstraint((x == 5).withStrength(.weak))
    #expect(solver.value(of: x) == 5)
  }

  @Test func aPendingPreferenceCanBeRemovedAndAddedAgain() throws {
    let solver = Solver()
    let x = Variable("x")
    let preference = (x == 7).withStrength(.medium)
    try solver.addConstraint(preference)
    try solver.removeConstraint(preference)
    #expect(!solver.hasConstraint(preference))
    try solver.addConstraint(preference)
    try solver.addConstraint(preference.withStrength(.weak))
    #expect(solver.value(of: x) == 7)
    #expect(solver.constraints.count == 2)
  }
  /// `top2 == top1 + height1 + 8` arrives before `height1 == width1`, as when a view's own size
  /// constraint is listed after its neighbours' position constraints.
  private struct Pair {
    let top1 = Variable("top1")
    let top2 = Variable("top2")
    let height1 = Variable("height1")
    let width1 = Variable("width1")
    let link: Constraint
    let square: Constraint

    init(in solver: Solver) throws {
      link = top2 == top1 + height1 + 8
      square = height1 == width1
      try solver.addConstraint(top1 == 10)
      try solver.addConstraint(link)
      try solver.addConstraint(square)
      try solver.addConstraint(width1 == 30)
    }
  }

  @Test func aVariableNamedBeforeItIsPlacedIsPlacedLater() throws {
    let solver = Solver()
    let pair = try Pair(in: solver)
    #expect(solver.value(of: pair.height1) == 30)
    #expect(solver.value(of: pair.top2) == 48)
  }

  @Test func removingTheLaterConstraintFreesTheVariableAgain() throws {
    let solver = Solver()
    let pair = try Pair(in: solver)
    try solver.removeConstraint(pair.square)
    try solver.addConstraint((pair.height1 == 5).withStrength(.weak))
    #expect(solver.value(of: pair.height1) == 5)
    #expect(solver.value(of: pair.top2) == 23)
    #expect(solver.value(of: pair.width1) == 30)
    // And it can come back.
    try solver.addConstraint(pair.square)
    #expect(solver.value(of: pair.top2) == 48)
  }

  @Test func removingTheEarlierConstraintKeepsTheLaterOne() throws {
    let solver = Solver()
    let pair = try Pair(in: solver)
    try solver.removeConstraint(pair.link)
    try solver.addConstraint((pair.top2 == 100).withStrength(.weak))
    #expect(solver.value(of: pair.top2) == 100)
    #expect(solver.value(of: pair.height1) == 30)
    try solver.removeConstraint(pair.square)
    try solver.addConstraint((pair.height1 == 7).withStrength(.medium))
    #expect(solver.value(of: pair.height1) == 7)
  }

  @Test func aConstraintThatWouldDefineAVariableInTermsOfItselfGoesIntoTheTableau() throws {
    // `b == 2a - 5` cannot replace `b` in `a == b + 1`: that would define `a` by itself.
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.addConstraint(a == b + 1)
    try solver.addConstraint(b == a * 2 - 5)
    #expect(solver.value(of: a) == 4)
    #expect(solver.value(of: b) == 3)
  }
}
