import Cassowary
import Testing

/// Strengths: kiwi's values, the UIKit priority mapping, and strict ordering between levels.
@Suite struct StrengthTests {
  @Test func namedStrengthsHaveKiwisValues() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1_000)
    #expect(Strength.weak.value == 1)
    #expect(Strength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
    #expect(Strength(strong: 5000, medium: 0, weak: 0).value == 1_000_000_000)
    #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
  }

  @Test func priorityMapsToAThousandTimesItself() {
    #expect(Strength(priority: 1000) == .required)
    #expect(Strength(priority: 1000).isRequired)
    #expect(Strength(priority: 750).value == 750_000)
    #expect(Strength(priority: 250).value == 250_000)
    #expect(Strength(priority: 1) == .medium)
    #expect(Strength(priority: 999) < .strong)
    #expect(!Strength(priority: 999).isRequired)
  }

  @Test func priorityOutsideTheRangeStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      _ = Strength(priority: 1001)
    }
    await #expect(processExitsWith: .failure) {
      _ = Strength(priority: 0)
    }
  }

  @Test func oneStrongerPreferenceOutweighsManyWeakerOnes() throws {
    // Ten preferences at 250 pull x to 0; one at 251 pulls it to 100. With weighted sums the ten
    // would win; strength levels make the single stronger one win.
    let solver = Solver()
    let x = Variable("x")
    for _ in 0..<10 {
      try solver.addConstraint((x == 0).withStrength(Strength(priority: 250)))
    }
    try solver.addConstraint((x == 100).withStrength(Strength(priority: 251)))
    #expect(solver.value(of: x) == 100)
  }

  @Test func compressionResistanceBeatsHuggingAndHuggingBeatsNothing() throws {
    // A 30-point slot for a view whose content wants 50: resistance (750) keeps it at 50 when the
    // slot may grow; hugging (250) holds it at 50 when nothing else pulls.
    let solver = Solver()
    let height = Variable("height")
    let slot = Variable("slot")
    try solver.addConstraint((height >= 50).withStrength(Strength(priority: 750)))
    try solver.addConstraint((height <= 50).withStrength(Strength(priority: 250)))
    try solver.addConstraint((height == slot))
    try solver.addConstraint((slot == 30).withStrength(Strength(priority: 500)))
    #expect(solver.value(of: height) == 50)
    let fill = (slot == 80).withStrength(Strength(priority: 260))
    try solver.addConstraint(fill)
    #expect(solver.value(of: height) == 50)
    try solver.removeConstraint(fill)
    try solver.addConstraint((slot == 80).withStrength(Strength(priority: 600)))
    #expect(solver.value(of: height) == 80)
  }

  @Test func equalStrengthsShareTheirError() throws {
    // Two preferences at the same strength on x + y == 10: the solver meets both at some point
    // of the segment; their total error is minimal (zero here).
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint((x == 3).withStrength(.medium))
    try solver.addConstraint((y == 7).withStrength(.medium))
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 7)
  }
}
