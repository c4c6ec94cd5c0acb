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
  /// How hard the solver tries to satisfy it; for a preference made with
  /// ``init(_:resistingAbove:below:)``, how hard it resists the expression going above zero.
  public let strength: Strength
  /// For a preference made with ``init(_:resistingAbove:below:)``, how hard the solver resists
  /// the expression going below zero; `nil` for every other constraint.
  public let shortfallStrength: Strength?
  /// A process-wide identifier in creation order, by which a solver finds its entry for the
  /// constraint.
  let id = IdentifierCounter.constraints.next()

  /// Creates the constraint `expression relation 0`.
  /// - Parameters:
  ///   - expression: The expression compared with zero.
  ///   - relation: The comparison.
  ///   - strength: ``Strength/required`` when omitted.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.shortfallStrength = nil
  }

  /// Creates a preference that `expression` be zero, resisted at one strength when it goes above
  /// zero and at another when it goes below.
  ///
  /// The same as the two preferences `expression <= 0` at `above` and `expression >= 0` at
  /// `below`, in one row of the solver with two error variables where the pair takes two rows
  /// and four variables. A view's content size is one of these: hugging resists growing,
  /// compression resistance resists shrinking.
  ///
  /// ```swift
  /// let content = Constraint(
  ///   width - 120, resistingAbove: Strength(priority: 250), below: Strength(priority: 750))
  /// ```
  /// - Parameters:
  ///   - expression: The expression preferred at zero.
  ///   - above: The strength against `expression > 0`; below ``Strength/required``.
  ///   - below: The strength against `expression < 0`; below ``Strength/required``.
  public init(_ expression: Expression, resistingAbove above: Strength, below: Strength) {
    precondition(
      !above.isRequired && !below.isRequired,
      "Constraint(_:resistingAbove:below:): both strengths must be below required; use two inequalities")
    self.expression = expression
    self.relation = .equal
    self.strength = above
    self.shortfallStrength = below
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

  /// The constraint as `expression <= 0 (strength)`, or `expression == 0 (above: strength,
  /// below: strength)` for a preference with two strengths.
  public var description: String {
    if let shortfallStrength {
      return "\(expression) \(relation) 0 (above: \(strength), below: \(shortfallStrength))"
    }
    return "\(expression) \(relation) 0 (\(strength))"
  }
}
