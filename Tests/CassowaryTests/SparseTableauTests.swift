import Cassowary
import Testing

/// The solver's internal system stays sparse on layout-shaped systems whatever the order of a
/// view's `width == height`: its size (tableau cells, definition cells, marker-group cells) grows
/// with the number of constraints, not faster, and the solution is the one expected.
///
/// The systems are those of ../shared/tools/layout-systems/gen.py: a k x k grid of square views,
/// equal widths per row, each row spanning the root width, a weak preference for width 40.
@Suite struct SparseTableauTests {
  private struct Grid {
    let root = Variable("root")
    var constraints: [Constraint] = []
    var lastWidth: Variable
    var lastLeft: Variable
    var lastTop: Variable

    /// `widthFirst` writes each aspect constraint `width == height` (as gen.py does), else
    /// `height == width` (as UIKit code usually does).
    init(_ k: Int, widthFirst: Bool) {
      var left: [[Variable]] = []
      var top: [[Variable]] = []
      var width: [[Variable]] = []
      var height: [[Variable]] = []
      for row in 0..<k {
        left.append((0..<k).map { Variable("left\(row)_\($0)") })
        top.append((0..<k).map { Variable("top\(row)_\($0)") })
        width.append((0..<k).map { Variable("width\(row)_\($0)") })
        height.append((0..<k).map { Variable("height\(row)_\($0)") })
      }
      for row in 0..<k {
        for column in 0..<k {
          constraints.append(
            column == 0
              ? left[row][column] == 0
              : left[row][column] == left[row][column - 1] + width[row][column - 1] + 4)
          constraints.append(
            row == 0
              ? top[row][column] == 0 : top[row][column] == top[row - 1][column] + height[row - 1][column] + 4
          )
          constraints.append(
            widthFirst ? width[row][column] == height[row][column] : height[row][column] == width[row][column]
          )
          if column > 0 { constraints.append(width[row][column] == width[row][0]) }
          if column == k - 1 { constraints.append(left[row][column] + width[row][column] == root) }
          constraints.append((width[row][column] == 40).withStrength(.weak))
        }
      }
      lastWidth = width[k - 1][k - 1]
      lastLeft = left[k - 1][k - 1]
      lastTop = top[k - 1][k - 1]
    }
  }

  private static func cells(_ solver: Solver) -> Int {
    let shape = solver.shape
    return shape.rowCells + shape.definitionCells + shape.groupCells
  }

  @Test(arguments: [true, false])
  func aGridsSystemGrowsWithItsConstraints(widthFirst: Bool) throws {
    var perConstraint: [Double] = []
    for k in [8, 24] {
      let grid = Grid(k, widthFirst: widthFirst)
      let solver = Solver()
      try solver.addEditVariable(grid.root, strength: .strong)
      try solver.suggestValue(390, for: grid.root)
      for constraint in grid.constraints { try solver.addConstraint(constraint) }
      let side = (390 - 4 * Double(k - 1)) / Double(k)
      #expect(abs(solver.value(of: grid.lastWidth) - side) < 1e-6)
      #expect(abs(solver.value(of: grid.lastLeft) - Double(k - 1) * (side + 4)) < 1e-6)
      #expect(abs(solver.value(of: grid.lastTop) - Double(k - 1) * (side + 4)) < 1e-6)
      perConstraint.append(Double(Self.cells(solver)) / Double(grid.constraints.count))
    }
    // Nine times the views: the cells per constraint stay few and do not grow with the size.
    #expect(perConstraint[1] < 6, "\(perConstraint)")
    #expect(perConstraint[1] < perConstraint[0] * 1.2, "\(perConstraint)")
  }

  @Test func removingAnEqualWidthInAGroupedRowFreesThatView() throws {
    // The row's widths depend on all its `width == first width` constraints, which a marker
    // group holds together; removing one frees that view only, and adding it back restores it.
    let k = 8
    let grid = Grid(k, widthFirst: true)
    let solver = Solver()
    try solver.addEditVariable(grid.root, strength: .strong)
    try solver.suggestValue(390, for: grid.root)
    for constraint in grid.constraints { try solver.addConstraint(constraint) }
    // The last row's last `width == first width`.
    let equalWidth = grid.constraints.last { constraint in
      constraint.strength.isRequired && constraint.expression.terms.count == 2
        && constraint.expression.terms.contains { $0.variable === grid.lastWidth }
        && constraint.expression.terms.allSatisfy { $0.variable.name.hasPrefix("width") }
    }
    let removed = try #require(equalWidth)
    try solver.removeConstraint(removed)
    // Free of the row's other widths, the last view takes its own (stronger) preference of 40;
    // the others share the rest of the row.
    try solver.addConstraint((grid.lastWidth == 40).withStrength(.medium))
    #expect(abs(solver.value(of: grid.lastWidth) - 40) < 1e-6)
    let others = (390 - 4 * Double(k - 1) - 40) / Double(k - 1)
    #expect(abs(solver.value(of: grid.lastLeft) - Double(k - 1) * (others + 4)) < 1e-6)
    try solver.suggestValue(320, for: grid.root)
    let narrower = (320 - 4 * Double(k - 1) - 40) / Double(k - 1)
    #expect(abs(solver.value(of: grid.lastLeft) - Double(k - 1) * (narrower + 4)) < 1e-6)
    // Back again: all equal.
    try solver.addConstraint(removed)
    let side = (320 - 4 * Double(k - 1)) / Double(k)
    #expect(abs(solver.value(of: grid.lastWidth) - side) < 1e-6)
  }
}
