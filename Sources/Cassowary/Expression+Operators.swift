// Arithmetic and relations on expressions. Every overload has concrete operand types (no
// generics, no literal conversions), so the type checker discards the ones that do not fit at
// once and plain `Double` arithmetic never becomes ambiguous.

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

  /// An expression plus a constant.
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: A constant.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }

  /// A constant plus an expression.
  /// - Parameters:
  ///   - lhs: A constant.
  ///   - rhs: An expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms, constant: lhs + rhs.constant)
  }

  /// An expression minus a constant.
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: A constant.
  public static func - (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant - rhs)
  }

  /// A constant minus an expression.
  /// - Parameters:
  ///   - lhs: A constant.
  ///   - rhs: An expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    Expression(constant: lhs) - rhs
  }

  /// The required constraint `lhs == rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: A constant.
  public static func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, Expression(constant: rhs))
  }

  /// The required constraint `lhs <= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: A constant.
  public static func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
  }

  /// The required constraint `lhs >= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: A constant.
  public static func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
  }
}
