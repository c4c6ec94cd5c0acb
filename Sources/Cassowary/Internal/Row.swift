/// A row of the simplex tableau: `basic = constant + sum(cells[i].coefficient * cells[i].symbol)`.
///
/// Cells are kept unsorted: rows stay short in layout systems, where a linear search beats
/// hashing. A cell whose coefficient comes within `epsilon` of zero is dropped.
struct Row {
  var cells: [Cell] = []
  var constant: Double
  /// The basic symbol this row defines, or -1 while the row is not in the tableau.
  var basic: Int32 = -1

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// The symbols of the cells, in cell order.
  var symbols: LazyMapSequence<[Cell], Int32> {
    cells.lazy.map(\.symbol)
  }

  func index(of symbol: Int32) -> Int? {
    cells.firstIndex { $0.symbol == symbol }
  }

  func coefficient(for symbol: Int32) -> Double {
    guard let i = index(of: symbol) else { return 0 }
    return cells[i].coefficient
  }

  mutating func removeCell(at i: Int) {
    let last = cells.count - 1
    if i != last { cells[i] = cells[last] }
    cells.removeLast()
  }

  /// Adds `coefficient * symbol`; returns true when that created a new cell.
  @discardableResult
  mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
    if let i = index(of: symbol) {
      let sum = cells[i].coefficient + coefficient
      if nearZero(sum) {
        removeCell(at: i)
      } else {
        cells[i].coefficient = sum
      }
      return false
    }
    if nearZero(coefficient) { return false }
    cells.append(Cell(symbol: symbol, coefficient: coefficient))
    return true
  }

  mutating func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Rewrites `0 = self` as `symbol = ...`: drops the symbol's cell and divides by its negation.
  mutating func solve(for symbol: Int32) {
    guard let i = index(of: symbol) else { return }
    let factor = -1 / cells[i].coefficient
    removeCell(at: i)
    constant *= factor
    for k in cells.indices { cells[k].coefficient *= factor }
  }
}

/// The tolerance under which a coefficient or constant counts as zero.
let epsilon = 1.0e-8

func nearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}
