import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy: a long-lived Cassowary solver that holds the
/// constraints of every view under a root, in the root's coordinates.
///
/// Design:
/// - Each layout item (view or layout guide) has four variables: left, top, width and height in
///   the root view's coordinate space. Frames in superview coordinates are differences of these.
/// - A layout pass lists the constraints the hierarchy wants (its active constraints, plus
///   those UIKit makes itself: autoresizing-mask pins, content size, layout guides, stack views),
///   each under a stable key. The engine compares the list with what the solver holds and
///   removes and adds only the difference, so a pass after one change is cheap.
/// - Constraints are listed parents before children and a stack's chain in order, which keeps
///   the simplex tableau sparse.
/// - A required constraint the solver cannot satisfy is left out ("broken") and reported on
///   standard error, as UIKit does; it is tried again when other constraints go away.
@MainActor
final class LayoutEngine {
  /// The kinds of constraints the engine makes for a layout item.
  enum Role: Int, Hashable {
    case pinLeft, pinTop, pinWidth, pinHeight
    case hugWidth, compressWidth, hugHeight, compressHeight
    case guideLeft, guideTop, guideWidth, guideHeight
    case stack
    case canvasFit
    case fittingWidth, fittingHeight
  }

  /// The identity of a constraint across layout passes.
  enum Key: Hashable {
    /// A constraint made by the app (an `NSLayoutConstraint` object).
    case object(ObjectIdentifier)
    /// A constraint the engine makes for an item, in a role; `index` numbers several of a role.
    case generated(ObjectIdentifier, Role, Int)
  }

  /// A constraint in the engine's terms: `sum(coefficient × variable) + constant (relation) 0`.
  struct Definition: Equatable {
    var terms: [Term]
    var constant: Double
    var relation: NSLayoutConstraint.Relation
    var priority: Float

    /// Whether another definition is this one with another constant.
    func differsOnlyInConstant(from other: Definition) -> Bool {
      terms == other.terms && relation == other.relation && priority == other.priority
    }
  }

  /// One variable with its coefficient.
  struct Term: Equatable {
    var variable: Int
    var coefficient: Double
  }

  /// A constraint the engine wants this pass, with what is needed to describe it.
  struct Wanted {
    var key: Key
    var definition: Definition
    /// The app's constraint, or `nil` for one the engine made.
    var object: NSLayoutConstraint?
    /// A description for conflict reports of an engine-made constraint.
    var label: () -> String
  }

  private struct Installed {
    var definition: Definition
    /// The solver's constraint, or `nil` when it was broken because it could not be satisfied.
    var handle: Constraint?
    var object: NSLayoutConstraint?
    var label: () -> String
    var stamp: Int
    /// The edit variable standing for the constant, once the constant has changed.
    var edit: Variable? = nil
  }

  /// Where an item's four variables are.
  struct Slot {
    let item: AnyObject
    let base: Int
    var stamp: Int
  }

  private(set) var solver = Solver()
  private var variables: [Variable] = []
  private var freeBases: [Int] = []
  private var slots: [ObjectIdentifier: Slot] = [:]
  private var installed: [Key: Installed] = [:]
  private var pass = 0
  /// Whether anything changed in the solver since values were last read.
  var changed = true

  /// Arranged views of a stack whose positions follow from their sizes and the gaps.
  struct DerivedChain {
    /// How the gaps are found.
    enum Mode {
      /// The spacing (fill distributions).
      case fixedGaps
      /// One gap variable, the first of these auxiliary variables (equal spacing).
      case equalGaps(Int)
      /// The distance between centres, the first of these auxiliary variables (equal centering).
      case equalCentres(Int)
    }
    var stack: ObjectIdentifier
    var views: [UIView]
    var hidden: [UIView]
    var horizontal: Bool
    var rightToLeft: Bool
    /// The canvas's leading edge (its trailing edge right to left) in the stack's coordinates.
    var start: ([Term], Double)
    var length: ([Term], Double)
    var gaps: [Double]
    var mode: Mode
  }

  /// The stacks arranged by sizes in this pass.
  var derivedChains: [DerivedChain] = []
  /// Positions along a stack's axis computed from its chain: view -> coordinate.
  private var derivedPositions: [ObjectIdentifier: (horizontal: Bool, value: Double)] = [:]
  private var auxiliaries: [ObjectIdentifier: AnyObject] = [:]

  private final class Auxiliary {}

  /// Four extra variables that belong to an item (a stack's common gap), made on first use.
  func auxiliaryBase(of item: AnyObject) -> Int {
    let id = ObjectIdentifier(item)
    if let auxiliary = auxiliaries[id] { return base(of: auxiliary) }
    let auxiliary = Auxiliary()
    auxiliaries[id] = auxiliary
    return base(of: auxiliary)
  }

  /// The views whose frames the engine sets, from the last pass.
  var placed: Set<ObjectIdentifier> = []
  /// How many constraints the last pass listed, to size the next list.
  var lastWantedCount = 0

  /// Messages written for broken constraints, for tests; the last few only.
  private(set) var conflictReports: [String] = []

  init() {}

  // MARK: Variables

  /// The index of an item's first variable (left; top, width and height follow), made on first use.
  func base(of item: AnyObject) -> Int {
    let id = ObjectIdentifier(item)
    if let position = slots.index(forKey: id) {
      slots.values[position].stamp = pass
      return slots.values[position].base
    }
    let base: Int
    if let reused = freeBases.popLast() {
      base = reused
    } else {
      base = variables.count
      let name = String(describing: type(of: item))
      for part in ["minX", "minY", "width", "height"] { variables.append(Variable("\(name).\(part)")) }
    }
    slots[id] = Slot(item: item, base: base, stamp: pass)
    return base
  }

  /// Whether an item has variables in the engine.
  func hasVariables(_ item: AnyObject) -> Bool { slots[ObjectIdentifier(item)] != nil }

  /// The current value of a variable.
  func value(_ index: Int) -> Double { solver.value(of: variables[index]) }

  /// An item's rectangle in its superview's (or owning view's) coordinates, or `nil` when the
  /// engine does not know it.
  func rect(of item: AnyObject) -> CGRect? {
    let id = ObjectIdentifier(item)
    guard let slot = slots[id] else { return nil }
    let b = slot.base
    var x = value(b)
    var y = value(b + 1)
    if let derived = derivedPositions[id] {
      if derived.horizontal { x = derived.value } else { y = derived.value }
    }
    return CGRect(x: x, y: y, width: value(b + 2), height: value(b + 3))
  }

  /// Whether an item's position along an axis is computed from a stack's chain rather than
  /// solved.
  func hasDerivedPosition(_ item: AnyObject) -> Bool {
    derivedPositions[ObjectIdentifier(item)] != nil
  }

  private func evaluate(_ side: ([Term], Double)) -> Double {
    side.0.reduce(side.1) { $0 + $1.coefficient * value($1.variable) }
  }

  /// Places the arranged views of stacks arranged by sizes: each after the one before it and
  /// the gap (or the common gap, or at equal distances between centres).
  private func computeDerivedPositions() {
    derivedPositions.removeAll(keepingCapacity: true)
    for chain in derivedChains {
      let sizeOffset = chain.horizontal ? 2 : 3
      let start = evaluate(chain.start)
      let direction = chain.rightToLeft ? -1.0 : 1.0
      var cursor = 0.0
      for (index, view) in chain.views.enumerated() {
        let size = value(base(of: view) + sizeOffset)
        var leading = cursor
        switch chain.mode {
        case .fixedGaps:
          cursor += size + (index < chain.gaps.count ? chain.gaps[index] : 0)
        case .equalGaps(let gapBase):
          cursor += size + value(gapBase)
        case .equalCentres(let distanceBase):
          let firstSize = value(base(of: chain.views[0]) + sizeOffset)
          leading = firstSize / 2 + Double(index) * value(distanceBase) - size / 2
        }
        let origin = chain.rightToLeft ? start - leading - size : start + leading * direction
        derivedPositions[ObjectIdentifier(view)] = (chain.horizontal, origin)
      }
      for view in chain.hidden {
        derivedPositions[ObjectIdentifier(view)] = (chain.horizontal, start)
      }
    }
  }

  // MARK: Passes

  /// Starts a pass: constraints and items not listed again before ``finishPass()`` go away.
  func beginPass() {
    pass += 1
  }

  /// Brings the solver in line with the constraints wanted in this pass.
  ///
  /// - Parameter wanted: Every constraint of the hierarchy, in the order to add them.
  func synchronize(_ wanted: [Wanted]) {
    var additions: [Int] = []
    var removedAny = false
    if installed.capacity < wanted.count { installed.reserveCapacity(wanted.count) }
    for index in wanted.indices {
      // One lookup, and the common case (unchanged) updated in place without copying the entry
      // or the wanted constraint.
      guard let position = installed.index(forKey: wanted[index].key) else {
        additions.append(index)
        continue
      }
      if installed.values[position].definition == wanted[index].definition {
        installed.values[position].stamp = pass
        if installed.values[position].handle == nil { additions.append(index) }
        continue
      }
      let want = wanted[index]
      if var entry = installed[want.key] {
        if entry.handle != nil, entry.definition.differsOnlyInConstant(from: want.definition),
          editConstant(&entry, to: want.definition)
        {
          entry.stamp = pass
          installed[want.key] = entry
          changed = true
          continue
        }
        remove(entry)
        removedAny = removedAny || entry.handle != nil
        installed[want.key] = nil
      }
      additions.append(index)
    }
    // Constraints no longer wanted leave before new ones arrive, so a swap never conflicts.
    var stale: [Key] = []
    for position in installed.indices where installed.values[position].stamp != pass {
      stale.append(installed.keys[position])
    }
    for key in stale {
      if let entry = installed.removeValue(forKey: key) {
        remove(entry)
        removedAny = removedAny || entry.handle != nil
      }
    }
    for index in additions {
      let want = wanted[index]
      if let entry = installed[want.key], entry.handle == nil, !removedAny {
        // Broken before and nothing left since: it still cannot be satisfied.
        installed[want.key]!.stamp = pass
        continue
      }
      add(want)
    }
    // Items no longer in the hierarchy give their variables back.
    var gone: [ObjectIdentifier] = []
    for position in slots.indices where slots.values[position].stamp != pass {
      gone.append(slots.keys[position])
    }
    for id in gone {
      if let slot = slots.removeValue(forKey: id) { freeBases.append(slot.base) }
    }
    if !gone.isEmpty {
      auxiliaries = auxiliaries.filter { slots[ObjectIdentifier($0.value)] != nil }
    }
    computeDerivedPositions()
    if !additions.isEmpty || removedAny { changed = true }
  }

  private func remove(_ entry: Installed) {
    if let handle = entry.handle { try? solver.removeConstraint(handle) }
    if let edit = entry.edit { try? solver.removeEditVariable(edit) }
  }

  /// Changes an installed constraint's constant in place: the constant becomes an edit
  /// variable (a strong preference) the first time it changes, so later changes are a
  /// suggested value the solver re-optimises from (dual simplex) instead of a removal and an
  /// addition. Returns false when that cannot be done.
  private func editConstant(_ entry: inout Installed, to definition: Definition) -> Bool {
    if let edit = entry.edit {
      guard (try? solver.suggestValue(-definition.constant, for: edit)) != nil else { return false }
      entry.definition = definition
      return true
    }
    guard let handle = entry.handle else { return false }
    let edit = Variable("constant")
    var terms: [Cassowary.Term] = [Cassowary.Term(edit, -1)]
    for term in definition.terms where term.coefficient != 0 {
      terms.append(Cassowary.Term(variables[term.variable], term.coefficient))
    }
    let replacement = Constraint(
      Expression(terms), handle.relation, strength: Strength(priority: min(max(definition.priority, 1), 1000))
    )
    try? solver.removeConstraint(handle)
    do {
      try solver.addEditVariable(edit, strength: .strong)
      try solver.suggestValue(-definition.constant, for: edit)
      try solver.addConstraint(replacement)
    } catch {
      try? solver.removeEditVariable(edit)
      try? solver.addConstraint(handle)
      return false
    }
    entry.handle = replacement
    entry.edit = edit
    entry.definition = definition
    return true
  }

  private func add(_ want: Wanted) {
    let constraint = makeConstraint(want.definition)
    do {
      try solver.addConstraint(constraint)
      installed[want.key] = Installed(
        definition: want.definition, handle: constraint, object: want.object, label: want.label,
        stamp: pass)
    } catch {
      installed[want.key] = Installed(
        definition: want.definition, handle: nil, object: want.object, label: want.label,
        stamp: pass)
      reportConflict(breaking: want)
    }
  }

  private func makeConstraint(_ definition: Definition) -> Constraint {
    var terms: [Cassowary.Term] = []
    terms.reserveCapacity(definition.terms.count)
    for term in definition.terms where term.coefficient != 0 {
      terms.append(Cassowary.Term(variables[term.variable], term.coefficient))
    }
    let expression = Expression(terms, constant: definition.constant)
    let priority = min(max(definition.priority, 1), 1000)
    let strength = Strength(priority: priority)
    switch definition.relation {
    case .equal: return Constraint(expression, .equal, strength: strength)
    case .lessThanOrEqual: return Constraint(expression, .lessThanOrEqual, strength: strength)
    case .greaterThanOrEqual: return Constraint(expression, .greaterThanOrEqual, strength: strength)
    }
  }

  /// A value with floating-point noise removed: within 1e-9 of a multiple of 1/1024, it is that
  /// multiple (so sums of whole and half points come out exact); otherwise unchanged.
  static func snapped(_ value: CGFloat) -> CGFloat {
    let grid = (value * 1024).rounded() / 1024
    return abs(grid - value) < 1e-9 ? grid : value
  }

  /// A rectangle with each coordinate ``snapped(_:)``.
  static func snapped(_ rect: CGRect) -> CGRect {
    CGRect(
      x: snapped(rect.minX), y: snapped(rect.minY), width: snapped(rect.width), height: snapped(rect.height))
  }

  // MARK: Conflicts

  /// Writes UIKit's report for an unsatisfiable constraint: the required constraints that share
  /// its items, and the one broken.
  private func reportConflict(breaking want: Wanted) {
    let variablesOfBroken = Set(want.definition.terms.map { $0.variable / 4 })
    var involved: [String] = []
    for entry in installed.values where entry.handle != nil && entry.definition.priority >= 1000 {
      if entry.definition.terms.contains(where: { variablesOfBroken.contains($0.variable / 4) }) {
        involved.append(describe(entry.object, entry.label))
      }
    }
    involved.sort()
    let broken = describe(want.object, want.label)
    var message = "Unable to simultaneously satisfy constraints.\n"
    message += "\tAt least one of these constraints cannot hold together with the others:\n(\n"
    for line in involved + [broken] { message += "    \"\(line)\",\n" }
    message += ")\n\nWill attempt to recover by breaking constraint\n\(broken)\n"
    conflictReports.append(message)
    if conflictReports.count > 20 { conflictReports.removeFirst() }
    FileHandle.standardError.write(Data(message.utf8))
  }

  private func describe(_ object: NSLayoutConstraint?, _ label: () -> String) -> String {
    if let object { return object.summary }
    return label()
  }

  /// Whether a constraint of the app is currently broken (left out because it conflicts).
  func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
    guard let entry = installed[.object(ObjectIdentifier(constraint))] else { return false }
    return entry.handle == nil
  }

  // MARK: Ambiguity

  /// Whether a variable can move without making any constraint less satisfied: a weak pull in
  /// either direction moves it when nothing holds it in place.
  func isAmbiguous(_ index: Int) -> Bool {
    let variable = variables[index]
    let start = solver.value(of: variable)
    for direction in [1.0, -1.0] {
      let pull = Constraint(
        Expression([Cassowary.Term(variable, 1)], constant: -(start + direction)), .equal, strength: .weak)
      guard (try? solver.addConstraint(pull)) != nil else { continue }
      let moved = abs(solver.value(of: variable) - start) > 1e-6
      try? solver.removeConstraint(pull)
      if moved { return true }
    }
    return false
  }
}
