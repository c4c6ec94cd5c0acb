/// A linear relation between an expression and zero, with a ``Strength``.
///
/// `Constraint(lhs, .lessThanOrEqual, rhs)` stores `lhs - rhs <= 0`. Constraints are compared by
/// identity: add and remove the same instance. The operators build required constraints;
/// ``withStrength(_:)`` makes a preference:
///
/// ```swift
/// let hug = (height <= 40).withStrength(Strength(priority: 250))
/// try solver.addConstraint(hug)
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
  /// The left side minus the right side.
  public let expression: Expression
  /// How ``expression`` compares with zero.
  public let relation: Relation
  /// How hard the solver tries to satisfy it.
  public let strength: Strength

  /// Creates the constraint `expression relation 0`.
  /// - Parameters:
  ///   - expression: The expression compared with zero.
  ///   - relation: The comparison.
  ///   - strength: ``Strength/required`` when omitted.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// Creates the constraint `lhs relation rhs`.
  /// - Parameters:
  ///   - lhs: The left side.
  ///   - relation: The comparison.
  ///   - rhs: The right side.
  ///   - strength: ``Strength/required`` when omitted.
  public convenience init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
  ) {
    self.init(lhs.adding(rhs.scaled(by: -1)), relation, strength: strength)
  }

  /// A new constraint with the same relation and another strength.
  /// - Parameter strength: The strength of the copy.
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// The constraint as `expression <= 0 (strength)`.
  public var description: String {
    "\(expression) \(relation) 0 (\(strength))"
  }
}
