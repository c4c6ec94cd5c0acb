/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, CustomStringConvertible {
  /// The left side is at most the right side.
  case lessThanOrEqual
  /// Both sides are equal.
  case equal
  /// The left side is at least the right side.
  case greaterThanOrEqual

  /// The operator: `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
