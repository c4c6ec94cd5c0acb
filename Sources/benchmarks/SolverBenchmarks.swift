import Cassowary
import Foundation

// The constraint systems of /work/shared/tools/layout-systems/gen.py, ported so that the figures
// compare with the kiwi timings in LAYOUT-NOTES.md: same constraints, same order, same strengths
// (UIKit priority p -> p * 1000, 1000 -> required, root width a strong edit variable).

/// One generated system: constraints in emission order and the values to check afterwards.
private struct LayoutSystem {
  var name: String
  var views: Int
  var rootWidth = Variable("rootWidth")
  var constraints: [Constraint] = []
  var variables: [Variable] = []
  /// (variable, value at root width 390, value at root width 320)
  var expectations: [(Variable, Double, Double)] = []
}

private final class VariableTable {
  var byName: [String: Variable] = [:]
  var all: [Variable] = []

  subscript(name: String) -> Variable {
    if let variable = byName[name] { return variable }
    let variable = Variable(name)
    byName[name] = variable
    all.append(variable)
    return variable
  }
}

private func constraint(
  _ strength: Strength, _ relation: Relation, _ terms: [(Double, Variable)], _ constant: Double
) -> Constraint {
  Constraint(Expression(terms.map { Term($0.1, $0.0) }, constant: constant), relation, strength: strength)
}

private func intrinsicHeight(_ index: Int) -> Double {
  Double(17 + (index * 37) % 44)
}

/// gen.py `stack N`: a vertical column, gap 8, heights held at 750 / 250.
private func stackSystem(_ count: Int) -> LayoutSystem {
  var system = LayoutSystem(name: "stack", views: count)
  let table = VariableTable()
  let root = system.rootWidth
  let compression = Strength(priority: 750)
  let hugging = Strength(priority: 250)
  for index in 0..<count {
    let view = "v\(index)"
    system.constraints.append(constraint(.required, .equal, [(1, table[view + ".left"])], 0))
    system.constraints.append(constraint(.required, .equal, [(1, table[view + ".width"]), (-1, root)], 0))
    if index == 0 {
      system.constraints.append(constraint(.required, .equal, [(1, table[view + ".top"])], 0))
    } else {
      let previous = "v\(index - 1)"
      system.constraints.append(
        constraint(
          .required, .equal,
          [(1, table[view + ".top"]), (-1, table[previous + ".top"]), (-1, table[previous + ".height"])], -8))
    }
    let height = intrinsicHeight(index)
    system.constraints.append(
      constraint(compression, .greaterThanOrEqual, [(1, table[view + ".height"])], -height))
    system.constraints.append(constraint(hugging, .lessThanOrEqual, [(1, table[view + ".height"])], -height))
  }
  let last = "v\(count - 1)"
  let lastTop = (0..<(count - 1)).reduce(0.0) { $0 + intrinsicHeight($1) + 8 }
  system.expectations = [
    (table[last + ".top"], lastTop, lastTop),
    (table[last + ".height"], intrinsicHeight(count - 1), intrinsicHeight(count - 1)),
    (table[last + ".width"], 390, 320),
    (table["v0.width"], 390, 320),
  ]
  system.variables = table.all
  return system
}

/// gen.py `grid N [--weak-last]`: k x k views, gap 4, aspect 1:1, equal widths per row, each row
/// spanning the root width, and a weak preference for width 40 (per view, or all at the end).
private func gridSystem(_ requested: Int, weakLast: Bool) -> LayoutSystem {
  let k = Int((Double(requested).squareRoot()).rounded())
  var system = LayoutSystem(name: weakLast ? "grid, weak last" : "grid", views: k * k)
  let table = VariableTable()
  let root = system.rootWidth
  var deferred: [Constraint] = []
  func name(_ row: Int, _ column: Int) -> String { "v\(row)_\(column)" }
  for row in 0..<k {
    for column in 0..<k {
      let view = name(row, column)
      let left = table[view + ".left"]
      let top = table[view + ".top"]
      let width = table[view + ".width"]
      let height = table[view + ".height"]
      if column == 0 {
        system.constraints.append(constraint(.required, .equal, [(1, left)], 0))
      } else {
        let previous = name(row, column - 1)
        system.constraints.append(
          constraint(
            .required, .equal,
            [(1, left), (-1, table[previous + ".left"]), (-1, table[previous + ".width"])], -4))
      }
      if row == 0 {
        system.constraints.append(constraint(.required, .equal, [(1, top)], 0))
      } else {
        let above = name(row - 1, column)
        system.constraints.append(
          constraint(
            .required, .equal, [(1, top), (-1, table[above + ".top"]), (-1, table[above + ".height"])], -4))
      }
      system.constraints.append(constraint(.required, .equal, [(1, width), (-1, height)], 0))
      if column > 0 {
        system.constraints.append(
          constraint(.required, .equal, [(1, width), (-1, table[name(row, 0) + ".width"])], 0))
      }
      if column == k - 1 {
        system.constraints.append(constraint(.required, .equal, [(1, left), (1, width), (-1, root)], 0))
      }
      let preference = constraint(.weak, .equal, [(1, width)], -40)
      if weakLast {
        deferred.append(preference)
      } else {
        system.constraints.append(preference)
      }
    }
  }
  system.constraints += deferred
  let last = name(k - 1, k - 1)
  let side = { (rootWidth: Double) in (rootWidth - 4 * Double(k - 1)) / Double(k) }
  let offset = { (rootWidth: Double) in Double(k - 1) * (side(rootWidth) + 4) }
  system.expectations = [
    (table[last + ".width"], side(390), side(320)),
    (table[last + ".top"], offset(390), offset(320)),
    (table[last + ".left"], offset(390), offset(320)),
  ]
  system.variables = table.all
  return system
}

/// Builds the solver of phase 1 ("full") and reads every value, as kiwi's updateVariables does.
private func solveFully(_ system: LayoutSystem) -> Solver {
  let solver = Solver()
  do {
    try solver.addEditVariable(system.rootWidth, strength: .strong)
    try solver.suggestValue(390, for: system.rootWidth)
    for constraint in system.constraints { try solver.addConstraint(constraint) }
  } catch {
    fatalError("solver benchmark: \(system.name) \(system.views): \(error)")
  }
  blackHole(readAll(system, solver))
  return solver
}

private func readAll(_ system: LayoutSystem, _ solver: Solver) -> Double {
  var sum = 0.0
  for variable in system.variables { sum += solver.value(of: variable) }
  return sum
}

/// Checks the generator's `expect` lines; returns how many failed (each is printed).
private func check(_ system: LayoutSystem, _ solver: Solver, rootWidth: Double) -> Int {
  var failures = 0
  for (variable, at390, at320) in system.expectations {
    let expected = rootWidth == 390 ? at390 : at320
    let actual = solver.value(of: variable)
    if abs(actual - expected) > 1e-6 {
      failures += 1
      print(
        "  MISMATCH \(system.name) N=\(system.views) at \(rootWidth): \(variable) = \(actual), not \(expected)"
      )
    }
  }
  return failures
}

func solverBenchmarks() {
  print(
    "\n== solver: gen.py systems (full: edit root 390 + add all + read all; incremental: suggest root, read all)"
  )
  // SOLVER_SIZES=1000 or SOLVER_SYSTEMS=stack narrow the run (for profiling).
  let environment = ProcessInfo.processInfo.environment
  let sizes =
    environment["SOLVER_SIZES"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? [
      100, 1_000, 10_000,
    ]
  let only = environment["SOLVER_SYSTEMS"].map { $0.split(separator: ",").map(String.init) }
  let builders: [(String, (Int) -> LayoutSystem)] = [
    ("stack", stackSystem),
    ("grid", { gridSystem($0, weakLast: false) }),
    ("grid, weak last", { gridSystem($0, weakLast: true) }),
  ]
  print(
    "| system | N views | constraints | full solve | incremental | full growth | incr. growth | full / incr. |"
  )
  print("|---|---:|---:|---:|---:|---:|---:|---:|")
  var checks = 0
  var failures = 0
  for (name, build) in builders where only?.contains(name) ?? true {
    var previous: (full: Double, incremental: Double)?
    for size in sizes {
      let system = build(size)
      // Correctness outside the timing: the generator's `expect` values at 390, then at 320.
      let checked = solveFully(system)
      failures += check(system, checked, rootWidth: 390)
      try? checked.suggestValue(320, for: system.rootWidth)
      failures += check(system, checked, rootWidth: 320)
      checks += 2 * system.expectations.count

      let rounds = size >= 10_000 ? 3 : 5
      let full = Harness.bestTime(rounds: rounds) { blackHole(solveFully(system)) }
      var toggle = false
      let incremental = Harness.bestTime(rounds: 20) {
        toggle.toggle()
        try? checked.suggestValue(toggle ? 390 : 320, for: system.rootWidth)
        blackHole(readAll(system, checked))
      }
      let fullGrowth = previous.map { Harness.ratio(full, over: $0.full) } ?? "-"
      let incrementalGrowth = previous.map { Harness.ratio(incremental, over: $0.incremental) } ?? "-"
      print(
        "| \(system.name) | \(system.views) | \(system.constraints.count) | \(Harness.format(nanoseconds: full))"
          + " | \(Harness.format(nanoseconds: incremental)) | \(fullGrowth) | \(incrementalGrowth)"
          + " | \(Harness.ratio(full, over: incremental)) |")
      previous = (full, incremental)
    }
  }
  print(
    "gen.py expect values (checked outside the timing): \(checks - failures) of \(checks) matched within 1e-6"
  )
}
