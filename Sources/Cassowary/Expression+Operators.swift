// Arithmetic and relations on expressions. Each operator has few overloads so that long
// expressions type-check quickly; literals become expressions through the literal protocols.

extension Expression {
  /// The sum of two expressions.
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: Another expression.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    lhs.adding(rhs)
  }

  /// The difference of two expressions.
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: The expression subtracted.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs.adding(rhs.scaled(by: -1))
  }

  /// The expression negated.
  /// - Parameter operand: An expression.
  public static prefix func - (operand: Expression) -> Expression {
    operand.scaled(by: -1)
  }

  /// The expression times a factor.
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: The factor.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: rhs)
  }

  /// The expression times a factor.
  /// - Parameters:
  ///   - lhs: The factor.
  ///   - rhs: An expression.
  public static func * (lhs: Double, rhs: Expression) -> Expression {
    rhs.scaled(by: lhs)
  }

  /// The expression divided by a nonzero divisor.
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: The divisor.
  public static func / (lhs: Expression, rhs: Double) -> Expression {
    lhs.scaled(by: 1 / rhs)
  }

  /// The required constraint `lhs == rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .equal, rhs)
  }

  /// The required constraint `lhs <= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
  }

  /// The required constraint `lhs >= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
  }
}
