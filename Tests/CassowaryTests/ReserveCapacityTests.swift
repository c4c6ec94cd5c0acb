import Cassowary
import Testing

/// `reserveCapacity(forConstraints:)` only makes room: a system added after it, in one batch or
/// in many small ones as the layout engine adds them, solves to the same values with the same
/// internal shape as without it.
@Suite struct ReserveCapacityTests {
  /// A vertical stack of `count` views as gen.py writes it: pinned left, full width, each top
  /// below the previous view, an intrinsic height held at 750 against growing and 250 against
  /// shrinking.
  private static func stack(_ count: Int, root: Variable) -> (constraints: [Constraint], heights: [Variable])
  {
    var constraints: [Constraint] = []
    var heights: [Variable] = []
    var previous: (top: Variable, height: Variable)?
    for index in 0..<count {
      let left = Variable("left\(index)")
      let width = Variable("width\(index)")
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      let intrinsic = Double(17 + (index * 37) % 44)
      constraints.append(left == 0)
      constraints.append(width == root)
      constraints.append(previous.map { top == $0.top + $0.height + 8 } ?? (top == 0))
      constraints.append((height >= intrinsic).withStrength(Strength(priority: 750)))
      constraints.append((height <= intrinsic).withStrength(Strength(priority: 250)))
      heights.append(height)
      previous = (top, height)
    }
    return (constraints, heights)
  }

  private static func solve(batches: Int, reserving: Bool) throws -> (values: [Double], solver: Solver) {
    let solver = Solver()
    let root = Variable("root")
    try solver.addEditVariable(root, strength: .strong)
    try solver.suggestValue(390, for: root)
    let (constraints, heights) = stack(300, root: root)
    let size = constraints.count / batches
    for start in stride(from: 0, to: constraints.count, by: size) {
      let batch = constraints[start..<min(start + size, constraints.count)]
      if reserving { solver.reserveCapacity(forConstraints: batch.count) }
      for constraint in batch { try solver.addConstraint(constraint) }
      _ = solver.values(of: heights)
    }
    return (solver.values(of: heights + [root]), solver)
  }

  @Test(arguments: [1, 30])
  func reservingChangesNothingButRoom(batches: Int) throws {
    let plain = try Self.solve(batches: batches, reserving: false)
    let reserved = try Self.solve(batches: batches, reserving: true)
    #expect(reserved.values == plain.values)
    #expect(reserved.values.last == 390)
    #expect(reserved.values.dropLast().allSatisfy { (17...60).contains($0) })
    let (a, b) = (plain.solver.shape, reserved.solver.shape)
    #expect(a.rows == b.rows && a.rowCells == b.rowCells && a.definitions == b.definitions)
  }
}
