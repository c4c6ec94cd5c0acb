import Cassowary
import Testing

/// Expressions and the constraints the operators build.
@Suite struct ExpressionTests {
  @Test func operatorsCollectTermsAndConstants() {
    let x = Variable("x")
    let y = Variable("y")
    let expression = 2 * x + y - 10 + x * 3 - y / 2
    #expect(expression.terms.map(\.coefficient) == [2, 1, 3, -0.5])
    #expect(expression.terms[0].variable === x)
    #expect(expression.terms[1].variable === y)
    #expect(expression.constant == -10)
    #expect((-(x - 4)).constant == 4)
  }

  @Test func relationsMoveTheRightSideToTheLeft() {
    let x = Variable("x")
    let y = Variable("y")
    let constraint = x + 5 <= y * 2
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.expression.constant == 5)
    #expect(constraint.expression.terms.map(\.coefficient) == [1, -2])
    #expect(constraint.strength == .required)
    #expect((x >= y).relation == .greaterThanOrEqual)
    #expect((x == 3).relation == .equal)
  }

  @Test func withStrengthMakesANewConstraint() {
    let original = Variable("x") == 1
    let weak = original.withStrength(.weak)
    #expect(weak !== original)
    #expect(weak.strength == .weak)
    #expect(original.strength == .required)
  }

  @Test func variablesHaveIncreasingIdentifiersAndReadableNames() {
    let first = Variable("first")
    let second = Variable()
    #expect(second.id > first.id)
    #expect(first.description == "first")
    #expect(second.description == "v\(second.id)")
    #expect((first == 2).description == "first + -2.0 == 0 (required)")
  }

  @Test func plainArithmeticStaysUnambiguousBesideTheOperators() {
    // Compile-time check: with Cassowary imported, literal-only arithmetic still means Double.
    let area = 19.0 * 8
    let sum = 1 + 2.5 - 0.5
    #expect(area == 152)
    #expect(sum == 3)
    #expect((Variable("x") + 2).constant == 2)
    #expect((3 - Variable("y")).terms[0].coefficient == -1)
  }
}
