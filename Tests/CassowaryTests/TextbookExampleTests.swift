import Cassowary
import Testing

/// Small systems from the Cassowary papers and kiwi's examples, solved by hand.
@Suite struct TextbookExampleTests {
  @Test func midpointOfASegmentStaysBetweenItsEnds() throws {
    // Badros, Borning and Stuckey's running example: xm is the midpoint of xl and xr, with
    // xl + 10 <= xr, 0 <= xl and xr <= 100, plus weak stays.
    let solver = Solver()
    let left = Variable("xl")
    let middle = Variable("xm")
    let right = Variable("xr")
    try solver.addConstraint(middle * 2 == left + right)
    try solver.addConstraint(left + 10 <= right)
    try solver.addConstraint(right <= 100)
    try solver.addConstraint(left >= 0)
    try solver.addConstraint((left == 50).withStrength(.weak))
    try solver.addConstraint((right == 90).withStrength(.weak))
    #expect(solver.value(of: left) == 50)
    #expect(solver.value(of: right) == 90)
    #expect(solver.value(of: middle) == 70)
  }

  @Test func requiredBoundsWinOverAPreference() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x <= 20)
    try solver.addConstraint((x == 100).withStrength(.strong))
    #expect(solver.value(of: x) == 20)
  }

  @Test func aWeakPreferenceSettlesAnUnderConstrainedVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 30)
    try solver.addConstraint((x == 10).withStrength(.weak))
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 20)
  }

  @Test func stackedViewsFollowTheirChain() throws {
    // Three views in a column, 8 points apart, each preferring its intrinsic height.
    let solver = Solver()
    let heights = [20.0, 30.0, 40.0]
    var tops: [Variable] = []
    var heightVariables: [Variable] = []
    for (index, intrinsic) in heights.enumerated() {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      if let previousTop = tops.last, let previousHeight = heightVariables.last {
        try solver.addConstraint(top == previousTop + previousHeight + 8)
      } else {
        try solver.addConstraint(top == 0)
      }
      try solver.addConstraint(
        (height >= intrinsic).withStrength(Strength(priority: 750)))
      try solver.addConstraint(
        (height <= intrinsic).withStrength(Strength(priority: 250)))
      tops.append(top)
      heightVariables.append(height)
    }
    #expect(solver.value(of: tops[2]) == 20 + 8 + 30 + 8)
    #expect(solver.value(of: heightVariables[2]) == 40)
  }

  @Test func anUnknownVariableReadsAsZero() {
    #expect(Solver().value(of: Variable("stranger")) == 0)
  }
}
