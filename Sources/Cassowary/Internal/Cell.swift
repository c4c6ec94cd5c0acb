/// A cell of a row: a symbol and its coefficient.
///
/// Kept side by side in one array, a row is one allocation instead of two (a symbol array and a
/// coefficient array), and reading a cell touches one place in memory: rows are short, so the
/// allocations and their headers were a large part of a big system's memory.
struct Cell {
  var symbol: Int32
  var coefficient: Double
}
