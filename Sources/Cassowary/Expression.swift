/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build one with the arithmetic operators (`2 * x + y - 10`) or directly from terms, which is
/// the faster way for generated systems:
///
/// ```swift
/// let gap = Expression([Term(next.top), Term(top, -1), Term(height, -1)], constant: -8)
/// ```
///
/// Numbers (`Double`, or literals) combine with expressions and variables through the operators;
/// `Expression(constant:)` makes a constant expression. (Expressions are deliberately not
/// literal-convertible: that would make plain arithmetic such as `let a = 2.0 * 8` ambiguous.)
public struct Expression: Sendable, CustomStringConvertible {
  /// The summands. A variable may occur in several terms; the solver adds them up.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  /// - Parameters:
  ///   - terms: The summands with variables.
  ///   - constant: The constant summand.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  /// - Parameter variable: The variable.
  public init(_ variable: Variable) {
    self.terms = [Term(variable)]
    self.constant = 0
  }

  /// The expression as a sum, e.g. `x + -1.0 * y + 8.0`.
  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }

  /// The expression multiplied by a factor.
  func scaled(by factor: Double) -> Expression {
    Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }

  /// The sum of two expressions.
  func adding(_ other: Expression) -> Expression {
    Expression(terms + other.terms, constant: constant + other.constant)
  }
}
