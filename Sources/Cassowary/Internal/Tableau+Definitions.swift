// Definitions: required equalities that introduce a fresh variable stay out of the tableau.
//
// `top[i] == top[i-1] + height[i-1] + 8` with `top[i]` never seen before only says what top[i]
// is. Cassowary would make top[i] basic and substitute the basic rows of top[i-1] and
// height[i-1] into it, so that in a stack the row of top[i] sums over every view above: the
// tableau grows quadratically. Kept as a definition, `top[i] = top[i-1] + height[i-1] + 8 - d`,
// it costs one short row, and values are evaluated in creation order (a definition only names
// symbols that existed before it). A constraint that goes into the tableau and names a defined
// variable gets the definition expanded into its row; the definition's dummy `d` goes with it,
// so removing the definition later is kiwi's removal of a required equality.
//
// A variable that only older definitions name (`top[i+1] == top[i] + height[i] + 8` listed before
// `height[i] == width[i]`) can still be defined: the new definition is substituted into those
// older ones, provided every defined variable it names is older than each of them, so that
// creation order stays an evaluation order. Removing it later moves the definitions it was
// substituted into (they carry its dummy) into the tableau first.
//
// When neither works, because every variable the constraint names is defined already
// (`width[c] == width[0]` after `width[c] == height[c]` defined both widths), the constraint
// is expanded: its defined variables are replaced by their definitions, recursively, until it
// names none. A variable of the expanded row that only definitions name (`height[c]`) can then
// be defined by it, substituted into those definitions; the order condition holds trivially.
// This keeps the system sparse whatever the order of `width == height`. The expanded row may
// be long (a row of views spanning its parent sums their widths), which is where marker groups
// (`Tableau+MarkerGroups.swift`) keep it short; above `substitutionLimit` variables it goes
// into the tableau instead. Values are evaluated through `DefinitionProgram`, the definitions
// flattened into contiguous arrays and rebuilt only after definitions change, so that reading
// a solution after a suggestion is one linear pass.

extension Tableau {
  /// Adds a constraint whose terms (merged, with constant) are `raw`: as a definition when it is
  /// a required equality with a fresh variable, or one that only definitions name, else into the
  /// tableau.
  /// `raw` is taken, not borrowed: the row it becomes is then the only owner of its cells and
  /// is rewritten in place instead of copied.
  mutating func addConstraint(
    _ raw: consuming Row, relation: Relation, strength: Strength, shortfall: Strength? = nil
  ) throws -> Tag {
    if relation == .equal && strength.isRequired {
      // The first fresh variable in term order: `view.top == above.bottom + 8` defines the left
      // side, as a layout constraint's first item usually is the one it places.
      for subject in raw.symbols where !states[Int(subject)].used && states[Int(subject)].kind.isVariable {
        guard keepsSign(subject, definedBy: raw) else { continue }
        return define(consume raw, subject: subject, substitutingInto: [])
      }
      for subject in raw.symbols {
        if let older = substitutableDependents(of: subject, definedBy: raw),
          keepsSign(subject, definedBy: raw)
        {
          return define(raw, subject: subject, substitutingInto: older)
        }
      }
      // With the definitions it names expanded, the row names no defined variable, so any
      // variable of it that only definitions name can be defined by it.
      let row = expandedDefinitions(raw)
      for symbol in raw.symbols { states[Int(symbol)].used = true }
      if let subject = subjectByExpansion(row), keepsSign(subject, definedBy: row) {
        return define(consume row, subject: subject, substitutingInto: liveDependents(of: subject))
      }
      raw = row
    } else {
      for symbol in raw.symbols { states[Int(symbol)].used = true }
    }
    let (row, tag) = makeRow(raw, relation: relation, strength: strength, shortfall: shortfall)
    try add(consume row, tag: tag)
    return tag
  }

  /// Whether `0 = raw` solved for `subject` can define it outside the tableau, where nothing holds
  /// a restriction: always for an unrestricted variable; for a non-negative one only when the
  /// solution, definitions expanded, is a constant of at least zero plus non-negative multiples
  /// of symbols that are at least zero themselves, so no later value can take it below zero.
  /// Otherwise the constraint goes into the tableau, whose simplex holds the restriction.
  mutating func keepsSign(_ subject: Int32, definedBy raw: Row) -> Bool {
    guard states[Int(subject)].kind == .restricted else { return true }
    // A defined non-negative variable is at least zero by the same rule, so the row as written
    // usually settles it; only a row naming unrestricted symbols needs its definitions expanded.
    if solutionIsAtLeastZero(for: subject, in: raw) { return true }
    // Expanded first, on its own: as the argument of a call on `self`, the expansion would
    // mutate scratch arrays that the call's copy of `self` still holds, copying them whole.
    let expanded = expandedDefinitions(raw)
    return solutionIsAtLeastZero(for: subject, in: expanded)
  }

  /// Whether `0 = row` solved for `subject` is a constant of at least zero plus non-negative
  /// multiples of symbols that are at least zero (restricted, slack, error; markers are zero).
  private func solutionIsAtLeastZero(for subject: Int32, in row: Row) -> Bool {
    let factor = row.coefficient(for: subject)
    guard factor != 0, -row.constant / factor >= -epsilon else { return false }
    for cell in row.cells where cell.symbol != subject && states[Int(cell.symbol)].kind != .dummy {
      guard states[Int(cell.symbol)].kind.isAtLeastZero, cell.coefficient / factor <= epsilon else {
        return false
      }
    }
    return true
  }

  /// Above this many variables, an expanded row goes into the tableau rather than being
  /// substituted into every definition that names its subject.
  var substitutionLimit: Int { 8 }

  /// The variable an expanded required equality (naming no defined variable) may define: one
  /// outside the tableau and its objective that only definitions name, the one named by the
  /// fewest; -1 when there is none or the row is long.
  mutating func subjectByExpansion(_ row: Row) -> Int32? {
    var subject: Int32 = -1
    var fewest = Int.max
    var variables = 0
    for symbol in row.symbols where states[Int(symbol)].kind != .dummy {
      variables += 1
      let s = Int(symbol)
      let count = dependents.count(of: symbol)
      guard states[s].kind.isVariable, states[s].slot < 0, count < fewest else { continue }
      subject = symbol
      fewest = count
    }
    guard subject >= 0, variables <= substitutionLimit, rowsContaining(subject).isEmpty else { return nil }
    return inObjective(subject) ? nil : subject
  }

  /// Records `0 = raw + d` solved for `subject` as a definition, substituted into the older
  /// definitions at `older` (those that name the subject).
  mutating func define(_ row: consuming Row, subject: Int32, substitutingInto older: [Int32]) -> Tag {
    _ = groupMarkers(of: &row)
    let dummy = newSymbol(.dummy)
    row.add(dummy, 1)
    row.solve(for: subject)
    row.basic = subject
    for index in older {
      let i = Int(index)
      guard let cell = definitions[i].index(of: subject) else { continue }
      let factor = definitions[i].cells[cell].coefficient
      var definition = definitions[i]
      definitions[i] = Row()
      definition.removeCell(at: cell)
      definition.constant += factor * row.constant
      for cell in row.cells where definition.add(cell.symbol, factor * cell.coefficient) {
        dependents.append(index, to: cell.symbol)
      }
      let group = groupMarkers(of: &definition)
      if group >= 0 { dependents.append(index, to: group) }
      definitions[i] = definition
    }
    let index = Int32(definitions.count)
    // Its own dummy is left out: only definitions it is substituted into need finding by it.
    for symbol in row.symbols where symbol != dummy {
      states[Int(symbol)].used = true
      dependents.append(index, to: symbol)
    }
    states[Int(subject)].used = true
    states[Int(subject)].definition = index
    definitions.reserveFourfold()
    definitions.append(row)
    program.isCurrent = false
    return Tag(marker: dummy, other: -1, defined: subject)
  }

  /// The definitions that name `symbol`, when a constraint `raw` may define it by substitution:
  /// an external variable that is neither defined nor in the tableau, and every defined variable
  /// `raw` names is older than each of those definitions. `nil` when it may not.
  mutating func substitutableDependents(of symbol: Int32, definedBy raw: Row) -> [Int32]? {
    let s = Int(symbol)
    guard states[s].kind.isVariable, states[s].definition < 0, states[s].slot < 0,
      rowsContaining(symbol).isEmpty
    else { return nil }
    let older = liveDependents(of: symbol)
    guard let first = older.min() else { return older }
    for other in raw.symbols where other != symbol {
      let index = states[Int(other)].definition
      if index >= 0 && index >= first { return nil }
    }
    return older
  }

  /// The definitions that name `symbol` now, without stale or repeated entries.
  mutating func liveDependents(of symbol: Int32) -> [Int32] {
    var live = dependents.values(of: symbol)
    var kept = 0
    for k in live.indices {
      let index = live[k]
      let i = Int(index)
      if definitions[i].basic >= 0 && definitions[i].index(of: symbol) != nil
        && !live[..<kept].contains(index)
      {
        live[kept] = index
        kept += 1
      }
    }
    if kept < live.count {
      live.removeLast(live.count - kept)
      dependents.replace(symbol, with: live)
    }
    return live
  }

  /// Moves a definition into the tableau as a basic row of its subject.
  mutating func materialize(_ index: Int32) {
    let definition = definitions[Int(index)]
    let subject = definition.basic
    definitions[Int(index)] = Row()
    states[Int(subject)].definition = -1
    program.isCurrent = false
    _ = insertRow(expanded(definition), basic: subject)
  }

  /// A row's constant and cells with basic symbols and definitions replaced by what they stand
  /// for, so that only nonbasic tableau symbols remain.
  mutating func expanded(_ row: Row) -> Row {
    growScratch()
    var constant = row.constant
    for k in row.cells.indices {
      constant += accumulateExpansion(of: row.cells[k].symbol, times: row.cells[k].coefficient)
    }
    return takeAccumulated(constant: constant)
  }

  /// A row with its defined variables replaced by their definitions (recursively); basic
  /// symbols stay as they are.
  mutating func expandedDefinitions(_ row: Row) -> Row {
    growScratch()
    var constant = row.constant
    for k in row.cells.indices {
      constant += accumulateExpansion(
        of: row.cells[k].symbol, times: row.cells[k].coefficient, basicRows: false)
    }
    return takeAccumulated(constant: constant)
  }

  /// Removes a definition constraint.
  mutating func removeDefinition(tag: Tag) throws {
    let subject = tag.defined
    dissolveGroups(containing: tag.marker)
    let index = Int(states[Int(subject)].definition)
    guard index >= 0, definitions[index].index(of: tag.marker) != nil else {
      // Moved into the tableau already (see below): a required equality like any other.
      try remove(tag: tag, strength: .required)
      return
    }
    let definition = definitions[index]
    definitions[index] = Row()
    states[Int(subject)].definition = -1
    program.isCurrent = false
    // Definitions it was substituted into carry its dummy.
    let carriers = liveDependents(of: tag.marker)
    if carriers.isEmpty && rowsContaining(tag.marker).isEmpty {
      // Never expanded into the tableau nor substituted: the variable simply becomes free.
      return
    }
    // Expanded or substituted somewhere: make the definition a basic row first (so that the
    // carriers, which may also name its variable, expand it), move the carriers into the
    // tableau, then remove it as kiwi would.
    _ = insertRow(expanded(definition), basic: subject)
    for other in carriers { materialize(other) }
    try remove(tag: tag, strength: .required)
  }

  /// The value of a symbol, evaluating the definitions first when something changed.
  mutating func currentValue(of symbol: Int32) -> Double {
    if states[Int(symbol)].definition < 0 { return value(of: symbol) }
    if !definedValuesCurrent { evaluateDefinitions() }
    return definedValues[Int(symbol)]
  }

  /// The values of several symbols (-1 for none, valued 0), evaluating the definitions once.
  mutating func currentValues(of symbols: [Int32]) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(symbols.count)
    for symbol in symbols { result.append(symbol < 0 ? 0 : currentValue(of: symbol)) }
    return result
  }

  /// Evaluates every definition in creation order through the compiled program.
  mutating func evaluateDefinitions() {
    if !program.isCurrent { compileProgram() }
    if definedValues.count < states.count {
      definedValues.append(contentsOf: repeatElement(0, count: states.count - definedValues.count))
    }
    for symbol in program.inputs { definedValues[Int(symbol)] = value(of: symbol) }
    program.symbols.withUnsafeBufferPointer { symbols in
      program.coefficients.withUnsafeBufferPointer { coefficients in
        definedValues.withUnsafeMutableBufferPointer { values in
          var term = 0
          for index in program.subjects.indices {
            var sum = program.constants[index]
            let end = Int(program.ends[index])
            while term < end {
              sum += coefficients[term] * values[Int(symbols[term])]
              term += 1
            }
            values[Int(program.subjects[index])] = sum
          }
        }
      }
    }
    definedValuesCurrent = true
  }

  /// Flattens the live definitions into `program`, leaving out dummies (always zero).
  mutating func compileProgram() {
    var compiled = DefinitionProgram()
    // One entry per live definition at most; reserved, like the terms below, so that arrays of
    // megabytes on a large layout are not copied step by step as they grow.
    compiled.subjects.reserveCapacity(definitions.count)
    compiled.constants.reserveCapacity(definitions.count)
    compiled.ends.reserveCapacity(definitions.count)
    var isInput = [Bool](repeating: false, count: states.count)
    for definition in definitions where definition.basic >= 0 {
      compiled.symbols.reserveFourfold(for: definition.cells.count)
      compiled.coefficients.reserveFourfold(for: definition.cells.count)
      for cell in definition.cells {
        let symbol = cell.symbol
        let s = Int(symbol)
        if states[s].kind == .dummy { continue }
        compiled.symbols.append(symbol)
        compiled.coefficients.append(cell.coefficient)
        if states[s].definition < 0 && !isInput[s] {
          isInput[s] = true
          compiled.inputs.append(symbol)
        }
      }
      compiled.subjects.append(definition.basic)
      compiled.constants.append(definition.constant)
      compiled.ends.append(Int32(compiled.symbols.count))
    }
    compiled.isCurrent = true
    program = compiled
  }

  // MARK: Expansion

  mutating func accumulate(_ symbol: Int32, _ coefficient: Double) {
    let s = Int(symbol)
    if !accumulatedMark[s] {
      accumulatedMark[s] = true
      accumulatedSymbols.append(symbol)
    }
    accumulated[s] += coefficient
  }

  /// The accumulated cells as a row, clearing the scratch.
  mutating func takeAccumulated(constant: Double) -> Row {
    var row = Row(constant: constant)
    // Room for the dummy, slack or error symbols a new row gets.
    row.cells.reserveCapacity(accumulatedSymbols.count + 3)
    for symbol in accumulatedSymbols {
      let s = Int(symbol)
      let c = accumulated[s]
      accumulated[s] = 0
      accumulatedMark[s] = false
      if !nearZero(c) {
        row.cells.append(Cell(symbol: symbol, coefficient: c))
      }
    }
    accumulatedSymbols.removeAll(keepingCapacity: true)
    return row
  }

  /// Accumulates `factor * symbol` in nonbasic tableau symbols (substituting definitions, and
  /// basic rows unless `basicRows` is false) and returns the constant it contributes.
  mutating func accumulateExpansion(of symbol: Int32, times factor: Double, basicRows: Bool = true) -> Double
  {
    let slot = basicRows ? states[Int(symbol)].slot : -1
    if slot >= 0 { return accumulateRow(at: Int(slot), times: factor) }
    if states[Int(symbol)].definition < 0 {
      accumulate(symbol, factor)
      return 0
    }
    // Newest definition first: every definition that names another comes after it, so each is
    // expanded once with its total factor, however many paths lead to it.
    var constant = 0.0
    pend(symbol, factor)
    while let negated = pendingHeap.pop() {
      // Cells are read one at a time, not the definition copied out: a copy retains the cells'
      // storage, an atomic write that on a large layout waits for a line out of the cache.
      let index = Int(-negated)
      let subject = Int(definitions[index].basic)
      let total = pendingFactor[subject]
      pendingFactor[subject] = 0
      pendingMark[subject] = false
      constant += definitions[index].constant * total
      for k in 0..<definitions[index].cells.count {
        let cell = definitions[index].cells[k]
        let c = cell.coefficient * total
        if states[Int(cell.symbol)].definition >= 0 {
          pend(cell.symbol, c)
        } else {
          let innerSlot = basicRows ? states[Int(cell.symbol)].slot : -1
          if innerSlot >= 0 {
            constant += accumulateRow(at: Int(innerSlot), times: c)
          } else {
            accumulate(cell.symbol, c)
          }
        }
      }
    }
    return constant
  }

  /// Accumulates `factor` times the row at `slot`; returns its constant times `factor`.
  mutating func accumulateRow(at slot: Int, times factor: Double) -> Double {
    for k in 0..<rows[slot].cells.count {
      let cell = rows[slot].cells[k]
      accumulate(cell.symbol, cell.coefficient * factor)
    }
    return rows[slot].constant * factor
  }

  private mutating func pend(_ symbol: Int32, _ factor: Double) {
    let s = Int(symbol)
    if !pendingMark[s] {
      pendingMark[s] = true
      pendingHeap.push(-states[s].definition)
    }
    pendingFactor[s] += factor
  }
}

/// The definitions flattened in evaluation order, so that reading values after a change is one
/// pass over contiguous arrays.
struct DefinitionProgram {
  var isCurrent = false
  /// Per definition: the defined symbol, its constant, and where its terms end in `symbols`.
  var subjects: [Int32] = []
  var constants: [Double] = []
  var ends: [Int32] = []
  var symbols: [Int32] = []
  var coefficients: [Double] = []
  /// The symbols definitions name that are not defined: read from the tableau first.
  var inputs: [Int32] = []
}
