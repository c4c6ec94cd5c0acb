/// Why adding a constraint to the tableau failed.
enum AddFailure: Error {
  /// The required constraint contradicts the others; the tableau is as before.
  case unsatisfiable
  /// An invariant failed.
  case internalFailure(String)
}

extension Tableau {
  /// Builds the tableau row of `raw relation 0`: basic symbols and definitions expanded, plus the
  /// slack, error or dummy symbols the relation needs. Errors enter the objective.
  mutating func makeRow(
    _ raw: Row, relation: Relation, strength: Strength, shortfall: Strength? = nil
  ) -> (row: Row, tag: Tag) {
    var row = expanded(raw)
    _ = groupMarkers(of: &row)
    var tag = Tag()
    let required = strength.isRequired
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = newSymbol(.slack)
      tag.marker = slack
      row.add(slack, sign)
      if !required {
        let error = newSymbol(.error)
        tag.other = error
        row.add(error, -sign)
        addToObjective(error, 1, level: level(for: strength.value))
      }
    case .equal:
      if required {
        let dummy = newSymbol(.dummy)
        tag.marker = dummy
        row.add(dummy, 1)
      } else {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tag.marker = plus
        tag.other = minus
        row.add(plus, -1)
        row.add(minus, 1)
        // The row says expression = plus - minus: plus measures going above zero, minus going
        // below, each at its own strength (the same one unless a shortfall strength is given).
        addToObjective(plus, 1, level: level(for: strength.value))
        addToObjective(minus, 1, level: level(for: (shortfall ?? strength).value))
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: a user variable (the newest, or the oldest as kiwi
  /// does), else the constraint's own slack or error with a negative coefficient, else a
  /// non-negative variable with one that no other row holds, else -1.
  mutating func chooseSubject(_ row: Row, tag: Tag) -> Int32 {
    var subject: Int32 = -1
    for symbol in row.symbols where states[Int(symbol)].kind == .external {
      if subject < 0 || (preferNewestSubject ? symbol > subject : symbol < subject) { subject = symbol }
    }
    if subject >= 0 { return subject }
    for symbol in [tag.marker, tag.other] where symbol >= 0 {
      if states[Int(symbol)].kind.isAtLeastZero && row.coefficient(for: symbol) < 0 { return symbol }
    }
    // A non-negative variable last, and only one that no other row holds: substituting its
    // solution into a row whose basic symbol is restricted could take that row below zero, and
    // the primal simplex that follows assumes every such row is feasible. Otherwise the
    // artificial phase finds a feasible basis.
    for cell in row.cells where states[Int(cell.symbol)].kind == .restricted && cell.coefficient < 0 {
      if rowsContaining(cell.symbol).isEmpty { return cell.symbol }
    }
    return -1
  }

  /// Adds a constraint's row (kiwi's `addConstraint` after `createRow`), then re-optimises.
  /// On `unsatisfiable` the tableau represents the same constraints as before.
  mutating func add(_ row: consuming Row, tag: Tag) throws {
    var subject = chooseSubject(row, tag: tag)
    if subject < 0 && row.symbols.allSatisfy({ states[Int($0)].kind == .dummy }) {
      if !nearZero(row.constant) { throw AddFailure.unsatisfiable }
      subject = tag.marker
    }
    do {
      if subject < 0 {
        if try !addWithArtificialVariable(row) {
          try optimize()
          throw AddFailure.unsatisfiable
        }
      } else {
        row.solve(for: subject)
        substitute(subject, with: row, skipping: -1)
        _ = insertRow(row, basic: subject)
      }
      try optimize()
    } catch let failure as AddFailure {
      throw failure
    } catch {
      throw AddFailure.internalFailure("\(error)")
    }
  }

  /// Phase one with an artificial variable for a row without an obvious subject. Returns
  /// whether the row can hold; when it cannot, the row is dropped again.
  mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
    let art = newSymbol(.slack)
    _ = insertRow(row, basic: art)
    artificial = row
    try optimizeArtificial()
    let success = nearZero(artificial?.constant ?? 0)
    artificial = nil
    let slot = states[Int(art)].slot
    if slot >= 0 {
      // Still basic: on failure the other rows never saw `art`, so dropping its row restores
      // the previous system exactly.
      var artRow = removeRow(at: slot)
      if !success { return false }
      if artRow.cells.isEmpty { return true }
      var entering: Int32 = -1
      for symbol in artRow.symbols {
        if states[Int(symbol)].kind.isAtLeastZero && (entering < 0 || symbol < entering) { entering = symbol }
      }
      if entering < 0 { return false }
      artRow.add(art, -1)
      artRow.solve(for: entering)
      substitute(entering, with: artRow, skipping: -1)
      _ = insertRow(artRow, basic: entering)
    }
    for slot in rowsContaining(art) {
      let i = Int(slot)
      if let k = rows[i].index(of: art) { rows[i].removeCell(at: k) }
    }
    columns[Int(art)] = []
    // Pivots through its row may have carried it into the objective.
    let index = states[Int(art)].objective
    if index >= 0 {
      let start = Int(index) * levels.count
      for cell in start..<start + levels.count { objectiveCells[cell] = 0 }
    }
    return success
  }

  /// Removes the objective terms of a preference's error symbol.
  mutating func removeErrorEffects(_ symbol: Int32, level: Int) {
    let slot = states[Int(symbol)].slot
    if slot >= 0 {
      addToObjective(rows[Int(slot)], times: -1, level: level)
    } else {
      addToObjective(symbol, -1, level: level)
    }
  }

  /// The row to pivot a removed constraint's marker into (kiwi's `getMarkerLeavingRow`, except
  /// that a basic dummy row wins: see below).
  mutating func markerLeavingSlot(_ marker: Int32) -> Int32 {
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    var r1 = Double.infinity
    var r2 = Double.infinity
    for slot in rowsContaining(marker) {
      let i = Int(slot)
      let c = rows[i].coefficient(for: marker)
      let kind = states[Int(rows[i].basic)].kind
      if kind == .dummy {
        // A redundant required equality (a basic dummy, always zero) takes over the removed
        // one; pivoting through any other row would leave that dummy nonzero.
        return slot
      }
      if kind == .external {
        third = slot
      } else if c < 0 {
        let ratio = -rows[i].constant / c
        if ratio < r1 {
          r1 = ratio
          first = slot
        }
      } else {
        let ratio = rows[i].constant / c
        if ratio < r2 {
          r2 = ratio
          second = slot
        }
      }
    }
    return first >= 0 ? first : (second >= 0 ? second : third)
  }

  /// Removes a constraint given its tag and strength, then re-optimises.
  mutating func remove(tag: Tag, strength: Strength, shortfall: Strength? = nil) throws {
    // The marker's column must be explicit (no group holds it), and definitions that carry it
    // (substituted from a definition that went into the tableau since) go into the tableau too.
    dissolveGroups(containing: tag.marker)
    for other in liveDependents(of: tag.marker) { materialize(other) }
    if !strength.isRequired {
      // The marker (plus, or the inequality's error) at the strength, `other` (minus) at the
      // shortfall strength when there is one.
      let strengths = [strength, shortfall ?? strength]
      for (symbol, strength) in zip([tag.marker, tag.other], strengths)
      where symbol >= 0 && states[Int(symbol)].kind == .error {
        removeErrorEffects(symbol, level: level(for: strength.value))
      }
    }
    let slot = states[Int(tag.marker)].slot
    if slot >= 0 {
      _ = removeRow(at: slot)
    } else {
      let leaving = markerLeavingSlot(tag.marker)
      if leaving < 0 { throw TableauFailure(message: "no row holds the marker of a removed constraint") }
      pivot(slot: leaving, entering: tag.marker)
      _ = removeRow(at: leaving)
    }
    try optimize()
  }

  /// Moves an edit constraint (`variable == value`, tag from `makeRow`) by `delta`, then runs the
  /// dual simplex (kiwi's `suggestValue`).
  mutating func suggest(tag: Tag, delta: Double) throws {
    let markerSlot = states[Int(tag.marker)].slot
    if markerSlot >= 0 {
      rows[Int(markerSlot)].constant -= delta
      if rows[Int(markerSlot)].constant < 0 { infeasible.append(tag.marker) }
    } else if states[Int(tag.other)].slot >= 0 {
      let i = Int(states[Int(tag.other)].slot)
      rows[i].constant += delta
      if rows[i].constant < 0 { infeasible.append(tag.other) }
    } else {
      for slot in rowsContaining(tag.marker) {
        let i = Int(slot)
        let c = rows[i].coefficient(for: tag.marker)
        rows[i].constant += delta * c
        let basic = rows[i].basic
        if rows[i].constant < 0 && states[Int(basic)].kind != .external { infeasible.append(basic) }
      }
    }
    try dualOptimize()
  }
}
