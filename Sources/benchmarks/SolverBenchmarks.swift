import Cassowary
import Foundation

// Replays the constraint systems of ../shared/tools/layout-systems/gen.py, read from its text
// format, so that the figures compare with kiwi's (the constants below, measured by the team): the same
// constraints in the same order, the same strengths, the same two phases.
//
// The systems come from `LayoutSystemText` below, which writes gen.py's text line for line
// (stack, grid and grid --weak-last at 100, 1,000 and 10,000 views), or from the files of a
// folder named by LAYOUT_SYSTEMS_DIR, made with gen.py itself:
//
//   mkdir systems
//   for n in 100 1000 10000; do
//     python3 gen.py stack $n > systems/stack-$n.txt
//     python3 gen.py grid $n > systems/grid-$n.txt
//     python3 gen.py grid $n --weak-last > systems/grid-weak-last-$n.txt
//   done
//   LAYOUT_SYSTEMS_DIR=systems swift run -c release benchmarks solver
//
// LAYOUT_SYSTEMS_EMIT=folder writes the generated texts there instead, to compare with gen.py's
// (`diff`); SOLVER_SIZES=1000 and SOLVER_SYSTEMS=stack narrow the run (for profiling);
// SOLVER_RESERVE=1 calls `reserveCapacity(forConstraints:)` first, as the layout engine does.
// Either way the `expect` lines are checked after each phase, outside the timing.

/// One step of a system file.
private enum Step {
  case constraint(Constraint)
  case edit(Variable, Strength)
  case suggest(Variable, Double)
  case solve
  case expect(Variable, Double)
}

/// A parsed system file: its steps, split into the two phases at the first `solve`.
private struct Replay {
  var name: String
  var views: Int
  var steps: [Step] = []
  var variables: [Variable] = []

  var constraintCount: Int {
    steps.reduce(0) {
      if case .constraint = $1 { return $0 + 1 }
      return $0
    }
  }

  /// Steps up to and including the first `solve` ("full"), and the rest ("incremental").
  var phases: (full: ArraySlice<Step>, incremental: ArraySlice<Step>) {
    let end =
      (steps.firstIndex { if case .solve = $0 { return true } else { return false } } ?? steps.count - 1) + 1
    return (steps[..<end], steps[end...])
  }
}

private struct ParseError: Error, CustomStringConvertible {
  var description: String
}

/// Parses gen.py's text format (see its docstring).
private func parse(_ text: String, name: String) throws -> Replay {
  var replay = Replay(name: name, views: 0)
  var table: [Substring: Variable] = [:]
  func variable(_ name: Substring) -> Variable {
    if let variable = table[name] { return variable }
    let variable = Variable(String(name))
    table[name] = variable
    replay.variables.append(variable)
    return variable
  }
  func number(_ token: Substring, _ line: Substring) throws -> Double {
    guard let value = Double(token) else { throw ParseError(description: "not a number in '\(line)'") }
    return value
  }
  func strength(_ token: Substring, _ line: Substring) throws -> Strength {
    switch token {
    case "required": return .required
    case "strong": return .strong
    case "medium": return .medium
    case "weak": return .weak
    default:
      // A raw kiwi strength: create(a, b, c) = a * 1e6 + b * 1e3 + c.
      let value = try number(token, line)
      return Strength(
        strong: (value / 1_000_000).rounded(.down),
        medium: (value.truncatingRemainder(dividingBy: 1_000_000) / 1_000).rounded(.down),
        weak: value.truncatingRemainder(dividingBy: 1_000))
    }
  }
  for line in text.split(separator: "\n") {
    let tokens = line.split(separator: " ")
    guard let first = tokens.first, !first.hasPrefix("#") else {
      if let size = line.firstRange(of: "N=").map({ line[$0.upperBound...].prefix { $0.isNumber } }),
        replay.views == 0
      {
        replay.views = Int(size) ?? 0
      }
      continue
    }
    switch first {
    case "edit" where tokens.count == 3:
      replay.steps.append(.edit(variable(tokens[1]), try strength(tokens[2], line)))
    case "suggest" where tokens.count == 3:
      replay.steps.append(.suggest(variable(tokens[1]), try number(tokens[2], line)))
    case "solve":
      replay.steps.append(.solve)
    case "expect" where tokens.count == 3:
      replay.steps.append(.expect(variable(tokens[1]), try number(tokens[2], line)))
    default:
      guard tokens.count >= 5, tokens.count % 2 == 1 else {
        throw ParseError(description: "cannot read '\(line)'")
      }
      let relation: Relation
      switch tokens[1] {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw ParseError(description: "unknown relation in '\(line)'")
      }
      var terms: [Term] = []
      for index in stride(from: 2, to: tokens.count - 1, by: 2) {
        terms.append(Term(variable(tokens[index + 1]), try number(tokens[index], line)))
      }
      let expression = Expression(terms, constant: try number(tokens[tokens.count - 1], line))
      replay.steps.append(
        .constraint(Constraint(expression, relation, strength: try strength(tokens[0], line))))
    }
  }
  return replay
}

/// Runs steps on a solver; `solve` reads every variable at once (kiwi's `updateVariables`).
/// Returns the expectations that failed, as messages (none are checked when `checking` is false).
@discardableResult @inline(never)
private func run(
  _ steps: ArraySlice<Step>, on solver: Solver, _ replay: Replay, lookup: inout Solver.Lookup,
  checking: Bool = false
) -> [String] {
  var failures: [String] = []
  do {
    for step in steps {
      switch step {
      case .constraint(let constraint): try solver.addConstraint(constraint)
      case .edit(let variable, let strength): try solver.addEditVariable(variable, strength: strength)
      case .suggest(let variable, let value): try solver.suggestValue(value, for: variable)
      case .solve: blackHole(solver.values(of: replay.variables, lookup: &lookup))
      case .expect(let variable, let value):
        guard checking else { continue }
        let actual = solver.value(of: variable)
        if abs(actual - value) > 1e-6 { failures.append("\(variable) = \(actual), expected \(value)") }
      }
    }
  } catch {
    fatalError("solver benchmark: \(replay.name): \(error)")
  }
  return failures
}

/// kiwi's figures, measured by the team on the same class of machine outside this package, in
/// nanoseconds: (full, incremental) per system and size.
private let kiwiFigures: [String: [Int: (Double, Double?)]] = [
  "stack": [100: (0.6e6, 5.7e3), 1_000: (80e6, 286e3), 10_000: (26.1e9, 7.3e6)],
  "grid": [100: (12e6, 21e3), 1_024: (61e9, 390e3), 10_000: (600e9, nil)],
  "grid-weak-last": [100: (1.2e6, 10e3), 1_024: (220e6, 390e3), 10_000: (95e9, 10.7e6)],
]

/// The systems to replay: from LAYOUT_SYSTEMS_DIR when set, else generated.
private func systemTexts(sizes: [Int], only: [String]?) -> [(name: String, size: Int, text: String)] {
  let environment = ProcessInfo.processInfo.environment
  if let folder = environment["LAYOUT_SYSTEMS_DIR"] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var texts: [(name: String, size: Int, text: String)] = []
    for file in files where file.hasSuffix(".txt") {
      guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
      let name = String(file.dropLast(4))
      let base = name.split(separator: "-").dropLast().joined(separator: "-")
      let size = Int(name.split(separator: "-").last ?? "") ?? 0
      if only.map({ $0.contains(base) }) ?? true { texts.append((base.isEmpty ? name : base, size, text)) }
    }
    let order = ["stack", "grid", "grid-weak-last"]
    return texts.sorted {
      (order.firstIndex(of: $0.name) ?? 9, $0.size, $0.name) < (
        order.firstIndex(of: $1.name) ?? 9, $1.size, $1.name
      )
    }
  }
  var texts: [(name: String, size: Int, text: String)] = []
  let kinds: [(String, (Int) -> String)] = [
    ("stack", { LayoutSystemText.stack($0) }),
    ("grid", { LayoutSystemText.grid($0, weakLast: false) }),
    ("grid-weak-last", { LayoutSystemText.grid($0, weakLast: true) }),
  ]
  for (name, make) in kinds where only?.contains(name) ?? true {
    for size in sizes { texts.append((name, size, make(size))) }
  }
  if let folder = environment["LAYOUT_SYSTEMS_EMIT"] {
    for (name, size, text) in texts {
      try? text.write(toFile: "\(folder)/\(name)-\(size).txt", atomically: true, encoding: .utf8)
    }
  }
  return texts
}

func solverBenchmarks() {
  print(
    "\n== solver: gen.py's systems replayed (full: phase 1, edit + suggest 390 + every constraint"
      + " + read all; incremental: phase 2, suggest 320 + read all); kiwi as measured by the team")
  let environment = ProcessInfo.processInfo.environment
  let sizes =
    environment["SOLVER_SIZES"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? [
      100, 1_000, 10_000,
    ]
  let only = environment["SOLVER_SYSTEMS"].map { $0.split(separator: ",").map(String.init) }
  let rounds = Int(environment["SOLVER_ROUNDS"] ?? "") ?? 5
  // SOLVER_RESERVE=1 tells each solver the number of constraints before the replay, as the
  // layout engine does before each batch; by default the replay adds them unannounced, as kiwi's.
  let reserve = environment["SOLVER_RESERVE"] == "1"
  if reserve { print("(each solver told the constraint count first: SOLVER_RESERVE=1)") }
  print(
    "| system | N views | constraints | full | growth | kiwi full | incremental | growth | kiwi incr. |"
      + " kiwi / ours (incr.) |")
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  var checks = 0
  var failures = 0
  var previous: (name: String, full: Double, incremental: Double)?
  for (name, size, text) in systemTexts(sizes: sizes, only: only) {
    let replay: Replay
    do {
      replay = try parse(text, name: name)
    } catch {
      print("  \(name) \(size): \(error)")
      continue
    }
    let (fullSteps, incrementalSteps) = replay.phases
    // Correctness outside the timing: every `expect` line after each phase.
    var lookup = Solver.Lookup()
    let solver = Solver()
    let mismatches =
      run(fullSteps, on: solver, replay, lookup: &lookup, checking: true)
      + run(incrementalSteps, on: solver, replay, lookup: &lookup, checking: true)
    for mismatch in mismatches { print("  MISMATCH \(name) N=\(replay.views): \(mismatch)") }
    failures += mismatches.count
    checks += replay.steps.reduce(0) {
      if case .expect = $1 { return $0 + 1 }
      return $0
    }

    // Each round's solver is released after its clock stops: phase 1 ends with the solve.
    var solved: Solver?
    var full = Double.infinity
    for _ in 0..<rounds {
      full = min(
        full,
        Harness.bestTime(rounds: 1) {
          var lookup = Solver.Lookup()
          let fresh = Solver()
          if reserve { fresh.reserveCapacity(forConstraints: replay.constraintCount) }
          run(fullSteps, on: fresh, replay, lookup: &lookup)
          solved = fresh
        })
      solved = nil
    }
    blackHole(solved)
    // Phase 2 as written, each round from the phase-1 state (the root width put back untimed).
    let reset: ArraySlice<Step> = fullSteps.filter {
      if case .suggest = $0 { return true } else if case .solve = $0 { return true } else { return false }
    }[...]
    var incremental = Double.infinity
    for _ in 0..<(4 * rounds) {
      run(reset, on: solver, replay, lookup: &lookup)
      incremental = min(
        incremental,
        Harness.bestTime(rounds: 1) { run(incrementalSteps, on: solver, replay, lookup: &lookup) })
    }
    let sameSystem = previous?.name == name
    let fullGrowth = sameSystem ? Harness.ratio(full, over: previous!.full) : "-"
    let incrementalGrowth = sameSystem ? Harness.ratio(incremental, over: previous!.incremental) : "-"
    let kiwi = kiwiFigures[name]?[replay.views]
    let kiwiFull =
      kiwi.map { (name == "grid" && replay.views == 10_000 ? "> " : "") + Harness.format(nanoseconds: $0.0) }
      ?? "?"
    let kiwiIncremental = kiwi?.1.map { Harness.format(nanoseconds: $0) } ?? "-"
    let versus = kiwi?.1.map { Harness.ratio($0, over: incremental) } ?? "-"
    print(
      "| \(name) | \(replay.views) | \(replay.constraintCount) | \(Harness.format(nanoseconds: full)) | \(fullGrowth)"
        + " | \(kiwiFull) | \(Harness.format(nanoseconds: incremental)) | \(incrementalGrowth)"
        + " | \(kiwiIncremental) | \(versus) |")
    previous = (name, full, incremental)
  }
  print(
    "gen.py expect values (checked outside the timing): \(checks - failures) of \(checks) matched within 1e-6"
  )
}

/// `benchmarks solver-once SYSTEM N [parse]`: one full solve (phase 1) of a gen.py system, for
/// valgrind, whose counts are deterministic however loaded the machine is. With `parse`, only
/// the text is made and parsed, so that the solve's own counts are the difference of two runs.
func solverOnce(_ arguments: [String]) {
  let kinds: [String: (Int) -> String] = [
    "stack": { LayoutSystemText.stack($0) },
    "grid": { LayoutSystemText.grid($0, weakLast: false) },
    "grid-weak-last": { LayoutSystemText.grid($0, weakLast: true) },
  ]
  guard arguments.count >= 2, let make = kinds[arguments[0]], let size = Int(arguments[1]) else {
    print("usage: benchmarks solver-once stack|grid|grid-weak-last N [parse]")
    exit(2)
  }
  let replay: Replay
  do {
    replay = try parse(make(size), name: arguments[0])
  } catch {
    fatalError("solver-once: \(error)")
  }
  if arguments.dropFirst(2).first == "parse" {
    print("\(replay.name) N=\(replay.views): parsed \(replay.steps.count) steps")
    return
  }
  var lookup = Solver.Lookup()
  let solver = Solver()
  if ProcessInfo.processInfo.environment["SOLVER_RESERVE"] == "1" {
    solver.reserveCapacity(forConstraints: replay.constraintCount)
  }
  run(replay.phases.full, on: solver, replay, lookup: &lookup)
  print("\(replay.name) N=\(replay.views): solved \(replay.constraintCount) constraints")
  // Exit without releasing the solver: the benchmark's clock stops before the release too.
  exit(0)
}
