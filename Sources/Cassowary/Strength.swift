/// How hard the solver tries to satisfy a ``Constraint``.
///
/// A ``required`` constraint must hold; adding one that cannot hold throws
/// ``SolverError/unsatisfiableConstraint(_:)``. Every other strength is a preference. Strengths
/// are compared by their ``value`` in the style of kiwi's `strength::create(a, b, c)`:
/// `a * 1_000_000 + b * 1_000 + c`, with ``strong`` = 1,000,000, ``medium`` = 1,000 and
/// ``weak`` = 1.
///
/// Unlike kiwi, which adds all errors into one weighted sum, this solver minimises the errors
/// strength by strength, strongest first (the symbolic weights of Badros, Borning and Stuckey):
/// a stronger preference is always worth more than any number of weaker ones. Preferences of the
/// same strength share their error equally.
///
/// UIKit priorities map with ``init(priority:)``:
///
/// | priority `p` | strength |
/// |---|---|
/// | 1000 | ``required`` |
/// | 1 ..< 1000 | `value = p * 1000` (kiwi `create(0, p, 0)`), between ``medium`` and ``strong`` |
///
/// So 750 (compression resistance) outranks 250 (content hugging) however many huggers there
/// are, and a ``strong`` edit variable outranks every priority below 1000.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The weight: larger is stronger; ``required`` has the largest.
  public let value: Double

  private init(value: Double) {
    self.value = value
  }

  /// The constraint must hold.
  public static let required = Strength(value: 1_001_001_000)
  /// A strong preference (kiwi's `strong`): stronger than every UIKit priority below 1000.
  public static let strong = Strength(value: 1_000_000)
  /// A medium preference (kiwi's `medium`): the same as UIKit priority 1.
  public static let medium = Strength(value: 1_000)
  /// A weak preference (kiwi's `weak`): weaker than every UIKit priority.
  public static let weak = Strength(value: 1)

  /// Creates a strength in kiwi's `create(a, b, c)` style: `strong * 1e6 + medium * 1e3 + weak`.
  ///
  /// Each part is clamped to 0...1000; the result is at most ``required``.
  /// - Parameters:
  ///   - strong: The multiple of ``strong``.
  ///   - medium: The multiple of ``medium``.
  ///   - weak: The multiple of ``weak``.
  public init(strong: Double, medium: Double, weak: Double) {
    func clamped(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), 1000) }
    let sum = clamped(strong) * 1_000_000 + clamped(medium) * 1_000 + clamped(weak)
    self.value = Swift.min(sum, Strength.required.value)
  }

  /// Creates the strength for a UIKit layout priority.
  ///
  /// `1000` is ``required``; `p` below 1000 is `p * 1000`, so a higher priority is always stronger.
  /// ```swift
  /// Strength(priority: 750)  // compression resistance: value 750_000
  /// ```
  /// - Parameter priority: A priority in `1...1000` (fractions allowed, as in UIKit). Anything
  ///   outside that range stops the program with a message.
  public init(priority: Float) {
    precondition(
      priority >= 1 && priority <= 1000,
      "Strength(priority:): a priority must be in 1...1000, got \(priority)")
    self.value = priority >= 1000 ? Strength.required.value : Double(priority) * 1000
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool {
    value >= Strength.required.value
  }

  /// Orders by ``value``: weaker before stronger.
  /// - Parameters:
  ///   - lhs: A strength.
  ///   - rhs: Another strength.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.value < rhs.value
  }

  /// `required`, `strong`, `medium`, `weak`, or the value.
  public var description: String {
    switch value {
    case Strength.required.value: return "required"
    case Strength.strong.value: return "strong"
    case Strength.medium.value: return "medium"
    case Strength.weak.value: return "weak"
    default: return "strength(\(value))"
    }
  }
}
