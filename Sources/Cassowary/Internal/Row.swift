/// A row of the simplex tableau: `basic = constant + sum(coefficients[i] * symbols[i])`.
///
/// Cells are kept unsorted in two parallel arrays: rows stay short in layout systems, where a
/// linear search beats hashing. A cell whose coefficient comes within `epsilon` of zero is dropped.
struct Row {
  var symbols: [Int32] = []
  var coefficients: [Double] = []
  var constant: Double
  /// The basic symbol this row defines, or -1 while the row is not in the tableau.
  var basic: Int32 = -1

  init(constant: Double = 0) {
    self.constant = constant
  }

  func index(of symbol: Int32) -> Int? {
    symbols.firstIndex(of: symbol)
  }

  func coefficient(for symbol: Int32) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return coefficients[i]
  }

  mutating func removeCell(at i: Int) {
    let last = symbols.count - 1
    if i != last {
      symbols[i] = symbols[last]
      coefficients[i] = coefficients[last]
    }
    symbols.removeLast()
    coefficients.removeLast()
  }

  /// Adds `coefficient * symbol`; returns true when that created a new cell.
  @discardableResult
  mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
    if let i = index(of: symbol) {
      let sum = coefficients[i] + coefficient
      if nearZero(sum) {
        removeCell(at: i)
      } else {
        coefficients[i] = sum
      }
      return false
    }
    if nearZero(coefficient) { return false }
    symbols.append(symbol)
    coefficients.append(coefficient)
    return true
  }

  mutating func reverseSign() {
    constant = -constant
    for i in coefficients.indices { coefficients[i] = -coefficients[i] }
  }

  /// Rewrites `0 = self` as `symbol = ...`: drops the symbol's cell and divides by its negation.
  mutating func solve(for symbol: Int32) {
    guard let i = index(of: symbol) else { return }
    let factor = -1 / coefficients[i]
    removeCell(at: i)
    constant *= factor
    for k in coefficients.indices { coefficients[k] *= factor }
  }
}

/// The tolerance under which a coefficient or constant counts as zero.
let epsilon = 1.0e-8

func nearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}
