/// Why a ``Solver`` refused a request. The solver is unchanged after any of these errors.
public enum SolverError: Error, CustomStringConvertible {
  /// A required constraint contradicts the required constraints already added; it was not added.
  case unsatisfiableConstraint(Constraint)
  /// This constraint instance was already added.
  case duplicateConstraint(Constraint)
  /// This constraint instance was never added, or was removed already.
  case unknownConstraint(Constraint)
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must have an optional strength; this one was required.
  case requiredEditVariableStrength(Variable)
  /// A bug in the solver: an internal invariant failed. The solver may be inconsistent.
  case internalError(String)

  /// A sentence naming the problem and the constraint or variable involved.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint):
      return "Unable to satisfy required constraint \(constraint): it contradicts the required constraints"
        + " already added."
    case .duplicateConstraint(let constraint):
      return "The constraint \(constraint) was already added to this solver."
    case .unknownConstraint(let constraint):
      return "The constraint \(constraint) is not in this solver."
    case .duplicateEditVariable(let variable):
      return "The variable \(variable) already is an edit variable."
    case .unknownEditVariable(let variable):
      return "The variable \(variable) is not an edit variable; call addEditVariable first."
    case .requiredEditVariableStrength(let variable):
      return "The edit variable \(variable) cannot have required strength; use strong or weaker."
    case .internalError(let message):
      return "Internal solver error: \(message)"
    }
  }
}
