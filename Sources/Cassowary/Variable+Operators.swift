// Arithmetic and relations with a variable as an operand; each returns an expression or a
// constraint, as the `Expression` operators do.

extension Variable {
  /// The sum of two variables.
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: Another variable.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
  }

  /// A variable plus an expression.
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: An expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) + rhs
  }

  /// An expression plus a variable.
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: A variable.
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs + Expression(rhs)
  }

  /// The difference of two variables.
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: The variable subtracted.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, -1)])
  }

  /// A variable minus an expression.
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: The expression subtracted.
  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) - rhs
  }

  /// An expression minus a variable.
  /// - Parameters:
  ///   - lhs: An expression.
  ///   - rhs: The variable subtracted.
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs - Expression(rhs)
  }

  /// The variable negated.
  /// - Parameter operand: A variable.
  public static prefix func - (operand: Variable) -> Expression {
    Expression([Term(operand, -1)])
  }

  /// The variable times a factor.
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: The factor.
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, rhs)])
  }

  /// The variable times a factor.
  /// - Parameters:
  ///   - lhs: The factor.
  ///   - rhs: A variable.
  public static func * (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs, lhs)])
  }

  /// The variable divided by a nonzero divisor.
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: The divisor.
  public static func / (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, 1 / rhs)])
  }

  /// The required constraint `lhs == rhs` between two variables.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .equal, Expression(rhs))
  }

  /// The required constraint `lhs == rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .equal, rhs)
  }

  /// The required constraint `lhs == rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .equal, Expression(rhs))
  }

  /// The required constraint `lhs <= rhs` between two variables.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
  }

  /// The required constraint `lhs <= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, rhs)
  }

  /// The required constraint `lhs <= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(rhs))
  }

  /// The required constraint `lhs >= rhs` between two variables.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
  }

  /// The required constraint `lhs >= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
  }

  /// The required constraint `lhs >= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: The right side.
  public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
  }

  /// A variable plus a constant.
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: A constant.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
  }

  /// A constant plus a variable.
  /// - Parameters:
  ///   - lhs: A constant.
  ///   - rhs: A variable.
  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs)], constant: lhs)
  }

  /// A variable minus a constant.
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: A constant.
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: -rhs)
  }

  /// A constant minus a variable.
  /// - Parameters:
  ///   - lhs: A constant.
  ///   - rhs: A variable.
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs, -1)], constant: lhs)
  }

  /// The required constraint `lhs == rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: A constant.
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .equal, Expression(constant: rhs))
  }

  /// The required constraint `lhs <= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: A constant.
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
  }

  /// The required constraint `lhs >= rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - rhs: A constant.
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
  }
}
