/// An unknown quantity whose value a ``Solver`` chooses.
///
/// Variables are compared by identity (`===`), never by name: two variables named `"width"` are
/// two unknowns. Each variable carries a process-wide ``id`` in creation order, handy as a hash key
/// and for a deterministic order.
///
/// ```swift
/// let width = Variable("button.width")
/// try solver.addConstraint(width >= 44)
/// ```
public final class Variable: Sendable, CustomStringConvertible {
  /// A name for debugging output; the solver never reads it.
  public let name: String

  /// A process-wide identifier, unique among all variables created so far and increasing in
  /// creation order.
  public let id: Int

  /// Whether the variable is never below zero, as a length is. The solver holds it at zero or
  /// above, and where the constraints leave it free it stays at zero rather than at a bound:
  /// `width <= 100` alone gives 0.
  public let isNonNegative: Bool

  /// Creates a variable.
  /// - Parameters:
  ///   - name: A name that shows in descriptions and error messages.
  ///   - nonNegative: Whether the variable is never below zero (``isNonNegative``).
  public init(_ name: String = "", nonNegative: Bool = false) {
    self.name = name
    self.id = IdentifierCounter.variables.next()
    self.isNonNegative = nonNegative
  }

  /// The name, or `v<id>` for an unnamed variable.
  public var description: String {
    name.isEmpty ? "v\(id)" : name
  }
}
