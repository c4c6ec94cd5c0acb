/// An incremental Cassowary constraint solver.
///
/// Add and remove linear constraints of any ``Strength`` one at a time; after each change the
/// solver holds the optimal solution: every required constraint satisfied, and the errors of the
/// preferences minimised strength by strength. Edit variables take suggested values that are
/// re-solved with the dual simplex, far faster than solving from scratch.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width"), root = Variable("root")
/// try solver.addEditVariable(root, strength: .strong)
/// try solver.suggestValue(390, for: root)
/// try solver.addConstraint(left == 16)
/// try solver.addConstraint(left + width == root - 16)
/// solver.value(of: width)  // 358
/// try solver.suggestValue(320, for: root)
/// solver.value(of: width)  // 288
/// ```
///
/// How it stays fast on large layouts: the tableau is sparse (rows as short arrays, a column
/// index from each symbol to the rows holding it, so a pivot touches only those rows); a required
/// equality that introduces a new variable (`top == previousBottom + 8`) is kept out of the
/// tableau as a definition and evaluated when values are read, as is one whose variables are
/// all defined already, once those definitions are expanded into it; the markers kiwi keeps for
/// removal are grouped when a row would carry many; preferences enter after the required
/// constraints.
///
/// A solver is not thread-safe; use it from one thread at a time.
public final class Solver {
  /// A constraint the solver holds, kept in `entries` at the index `records` gives.
  private struct Record {
    var constraint: Constraint?
    /// Nil while the constraint waits in `pending`.
    var tag: Tag?
    /// Which addition this is: a pending entry of an earlier addition of a constraint that was
    /// removed since (and maybe added again) no longer matches.
    var serial = 0
  }

  private struct Edit {
    let constraint: Constraint
    let tag: Tag
    var value: Double
  }

  private var tableau = Tableau()
  /// The tableau symbol of each variable the solver knows, by variable id.
  private var symbols = IdentifierIndex()
  private var variables: [Variable] = []
  /// Per constraint id, the index of its record in `entries`.
  private var records = IdentifierIndex()
  private var entries: [Record] = []
  private var freeEntries: [Int32] = []
  private var serial = 0
  /// Preferences added but not yet in the tableau. They go in, in the order added, before the
  /// solver next answers a value, takes a suggestion or removes something: after the required
  /// constraints added meanwhile, which keeps the tableau far sparser (required constraints
  /// first, preferences last) and cannot change whether a required constraint is accepted.
  private var pending: [(entry: Int32, serial: Int)] = []
  private var edits: [Int: Edit] = [:]
  /// Counts resets, after which a ``Lookup`` must learn again.
  private var generation = 0

  /// Creates an empty solver.
  public init() {}

  // MARK: Constraints

  /// Adds a constraint and re-solves.
  ///
  /// A required constraint enters at once, so a contradiction is reported here. A preference
  /// waits until the solver is next asked for a value, a suggestion or a removal, and then enters
  /// after the required constraints added meanwhile: the solution is the same, the work far
  /// smaller for layout-shaped systems.
  /// - Parameter constraint: The constraint; its variables become known to the solver.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` when this instance was added already;
  ///   ``SolverError/unsatisfiableConstraint(_:)`` when a required constraint contradicts the
  ///   required constraints present. After either error the solver is unchanged and usable.
  public func addConstraint(_ constraint: Constraint) throws {
    if records[constraint.id] != nil { throw SolverError.duplicateConstraint(constraint) }
    let entry = freeEntries.last ?? Int32(entries.count)
    records.insert(entry, for: constraint.id)
    if freeEntries.isEmpty {
      entries.reserveFourfold()
      entries.append(Record())
    } else {
      freeEntries.removeLast()
    }
    serial += 1
    entries[Int(entry)] = Record(constraint: constraint, tag: nil, serial: serial)
    if !constraint.strength.isRequired {
      pending.append((entry, serial))
      return
    }
    do {
      entries[Int(entry)].tag = try insert(constraint)
    } catch {
      _ = records.remove(constraint.id)
      release(entry)
      throw error
    }
  }

  private func release(_ entry: Int32) {
    entries[Int(entry)] = Record()
    freeEntries.append(entry)
  }

  /// Removes a constraint added before and re-solves.
  ///
  /// - Parameter constraint: The instance passed to ``addConstraint(_:)``.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not hold it.
  public func removeConstraint(_ constraint: Constraint) throws {
    guard let entry = records.remove(constraint.id) else {
      throw SolverError.unknownConstraint(constraint)
    }
    let record = entries[Int(entry)]
    release(entry)
    guard let tag = record.tag else { return }
    try remove(tag, strength: constraint.strength, shortfall: constraint.shortfallStrength)
  }

  /// Whether the solver holds this constraint instance.
  /// - Parameter constraint: A constraint.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    records[constraint.id] != nil
  }

  /// The constraints the solver holds, in no particular order (edit constraints excluded).
  public var constraints: [Constraint] {
    records.values.compactMap { entries[Int($0)].constraint }
  }

  // MARK: Edit variables

  /// Makes a variable editable: ``suggestValue(_:for:)`` then asks the solver to give it a value,
  /// as strongly as `strength`.
  ///
  /// Until the first suggestion the variable is pulled towards 0.
  /// - Parameters:
  ///   - variable: The variable to edit.
  ///   - strength: Any strength below ``Strength/required``; ``Strength/strong`` is usual.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` when the variable already is one;
  ///   ``SolverError/requiredEditVariableStrength(_:)`` for a required strength.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws {
    if edits[variable.id] != nil { throw SolverError.duplicateEditVariable(variable) }
    if strength.isRequired { throw SolverError.requiredEditVariableStrength(variable) }
    try insertPending()
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    let tag = try insert(constraint)
    edits[variable.id] = Edit(constraint: constraint, tag: tag, value: 0)
  }

  /// Stops editing a variable; its pull towards the suggested value goes away.
  /// - Parameter variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not one.
  public func removeEditVariable(_ variable: Variable) throws {
    guard let edit = edits.removeValue(forKey: variable.id) else {
      throw SolverError.unknownEditVariable(variable)
    }
    try remove(edit.tag, strength: edit.constraint.strength)
  }

  /// Whether the variable is an edit variable.
  /// - Parameter variable: A variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable.id] != nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
  ///
  /// - Parameters:
  ///   - value: The value wanted.
  ///   - variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` when the variable is not one.
  public func suggestValue(_ value: Double, for variable: Variable) throws {
    guard var edit = edits[variable.id] else { throw SolverError.unknownEditVariable(variable) }
    try insertPending()
    let delta = value - edit.value
    edit.value = value
    edits[variable.id] = edit
    defer { tableau.definedValuesCurrent = false }
    do {
      try tableau.suggest(tag: edit.tag, delta: delta)
    } catch {
      throw SolverError.internalError("\(error)")
    }
  }

  // MARK: Values

  /// The value the solver gives a variable; 0 for a variable it does not know.
  ///
  /// Values are always current: there is no separate update step.
  /// - Parameter variable: A variable.
  public func value(of variable: Variable) -> Double {
    flushPending()
    guard let symbol = symbols[variable.id] else { return 0 }
    return tableau.currentValue(of: symbol)
  }

  /// The values the solver gives several variables, in their order; 0 for a variable it does
  /// not know.
  ///
  /// The same values as ``value(of:)`` one by one, read in one step: use it when a whole
  /// solution is read, as after every layout pass.
  /// - Parameter variables: The variables to read.
  public func values(of variables: [Variable]) -> [Double] {
    var lookup = Lookup()
    return values(of: variables, lookup: &lookup)
  }

  /// Where the variables of a list are in a solver, remembered between reads of their values.
  ///
  /// Keep one per list and pass it to every ``Solver/values(of:lookup:)`` call for that list;
  /// the list may grow at its end between calls, but its earlier entries must stay the same.
  public struct Lookup {
    fileprivate var symbols: [Int32] = []
    fileprivate var solver: ObjectIdentifier?
    fileprivate var generation = 0

    /// An empty lookup, which learns on first use.
    public init() {}
  }

  /// The values the solver gives a list of variables read again and again (every variable of a
  /// layout, after each change): where each variable is in the solver is looked up once and
  /// kept in `lookup`. Returns the same values as ``values(of:)``.
  /// - Parameters:
  ///   - variables: The variables to read; a longer list than last time must start with the same
  ///     variables.
  ///   - lookup: What earlier calls for this list learned.
  public func values(of variables: [Variable], lookup: inout Lookup) -> [Double] {
    flushPending()
    if lookup.solver != ObjectIdentifier(self) || lookup.generation != generation
      || lookup.symbols.count > variables.count
    {
      lookup = Lookup()
      lookup.solver = ObjectIdentifier(self)
      lookup.generation = generation
    }
    let symbols = self.symbols
    // Variables not known last time may have been added since.
    for index in lookup.symbols.indices where lookup.symbols[index] < 0 {
      lookup.symbols[index] = symbols[variables[index].id] ?? -1
    }
    lookup.symbols.reserveCapacity(variables.count)
    for index in lookup.symbols.count..<variables.count {
      lookup.symbols.append(symbols[variables[index].id] ?? -1)
    }
    return tableau.currentValues(of: lookup.symbols)
  }

  /// Adds the optional constraints waiting since the last read.
  private func flushPending() {
    guard !pending.isEmpty else { return }
    do {
      try insertPending()
    } catch {
      fatalError("Cassowary: \(error)")
    }
  }

  /// Makes room for `count` more constraints and as many new variables, so that adding a large
  /// system at once does not grow the solver's tables step by step.
  /// - Parameter count: How many constraints are about to be added.
  public func reserveCapacity(forConstraints count: Int) {
    records.reserveCapacity(count)
    entries.reserveAtLeast(entries.count + count)
    symbols.reserveCapacity(count)
    // A constraint brings at most two symbols of its own (slack, error or marker) and, in a
    // layout, about one new variable; it adds at most one row.
    tableau.reserveCapacity(symbols: 3 * count, rows: count)
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    generation += 1
    tableau = Tableau()
    symbols = IdentifierIndex()
    variables = []
    records = IdentifierIndex()
    entries = []
    freeEntries = []
    pending = []
    edits = [:]
  }

  /// How large the solver's internal system is: rows of the simplex tableau and their cells,
  /// definitions kept out of it and theirs, and the cells of marker groups. For tests of
  /// sparsity; not a stable interface.
  package var shape: (rows: Int, rowCells: Int, definitions: Int, definitionCells: Int, groupCells: Int) {
    flushPending()
    return tableau.shape
  }

  /// How many slots the solver's index of constraints keeps, in its array and in its dictionary.
  /// For tests that it stays in proportion to the constraints held; not a stable interface.
  package var constraintIndexFootprint: (dense: Int, sparse: Int) { records.footprint }

  // MARK: Internals

  private func symbol(for variable: Variable) -> Int32 {
    if let symbol = symbols[variable.id] { return symbol }
    let symbol = tableau.newSymbol(variable.isNonNegative ? .restricted : .external)
    symbols.insert(symbol, for: variable.id)
    variables.reserveFourfold()
    variables.append(variable)
    return symbol
  }

  /// Adds the pending preferences to the tableau; they can only fail on an internal error.
  private func insertPending() throws {
    let waiting = pending
    pending = []
    for (entry, serial) in waiting {
      // Skip those removed (or removed and added again, hence listed twice) meanwhile.
      let record = entries[Int(entry)]
      guard record.serial == serial, record.tag == nil, let constraint = record.constraint else { continue }
      entries[Int(entry)].tag = try insert(constraint)
    }
  }

  private func insert(_ constraint: Constraint) throws -> Tag {
    let expression = constraint.expression
    var raw = Row(constant: expression.constant)
    // Room for the terms and the dummy, slack or error symbols the tableau adds.
    raw.cells.reserveCapacity(expression.terms.count + 3)
    if expression.terms.count <= 16 {
      for term in expression.terms where !nearZero(term.coefficient) {
        raw.add(symbol(for: term.variable), term.coefficient)
      }
    } else {
      // A long expression (a stack's sum of sizes) is gathered through an index per symbol:
      // searching the row for each term would be quadratic.
      var cellIndex: [Int32: Int] = [:]
      cellIndex.reserveCapacity(expression.terms.count)
      for term in expression.terms where !nearZero(term.coefficient) {
        let symbol = symbol(for: term.variable)
        if let cell = cellIndex[symbol] {
          raw.cells[cell].coefficient += term.coefficient
        } else {
          cellIndex[symbol] = raw.cells.count
          raw.cells.append(Cell(symbol: symbol, coefficient: term.coefficient))
        }
      }
      // Terms that cancelled leave no cell, as `Row.add` would have it.
      var kept = 0
      for k in raw.cells.indices where !nearZero(raw.cells[k].coefficient) {
        raw.cells[kept] = raw.cells[k]
        kept += 1
      }
      raw.cells.removeLast(raw.cells.count - kept)
    }
    defer { tableau.definedValuesCurrent = false }
    do {
      return try tableau.addConstraint(
        consume raw, relation: constraint.relation, strength: constraint.strength,
        shortfall: constraint.shortfallStrength)
    } catch AddFailure.unsatisfiable {
      throw SolverError.unsatisfiableConstraint(constraint)
    } catch {
      throw SolverError.internalError("\(error)")
    }
  }

  private func remove(_ tag: Tag, strength: Strength, shortfall: Strength? = nil) throws {
    defer { tableau.definedValuesCurrent = false }
    do {
      if tag.defined >= 0 {
        try tableau.removeDefinition(tag: tag)
      } else {
        try tableau.remove(tag: tag, strength: strength, shortfall: shortfall)
      }
    } catch {
      throw SolverError.internalError("\(error)")
    }
  }
}
