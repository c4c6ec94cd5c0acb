/// A variable times a coefficient: one summand of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates a term.
  /// - Parameters:
  ///   - variable: The variable.
  ///   - coefficient: Its factor, 1 when omitted.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term as `coefficient * name`, or just the name when the coefficient is 1.
  public var description: String {
    coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
  }
}
