/// What a symbol of the tableau stands for.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// A user variable that is at least zero (``Variable/isNonNegative``): restricted in the
  /// tableau as a slack is.
  case restricted
  /// The slack of an inequality: at least zero.
  case slack
  /// The error of a preference: at least zero, and minimised.
  case error
  /// The marker of a required equality: always zero, never enters the basis.
  case dummy

  /// Whether the symbol is one of the user's variables, restricted or not. Either may be defined
  /// outside the tableau (a definition's value is not held to a restriction).
  var isVariable: Bool { self == .external || self == .restricted }

  /// Whether the symbol is held at zero or above: a non-negative variable, a slack or an error.
  var isAtLeastZero: Bool { self == .restricted || self == .slack || self == .error }
}

/// What the tableau knows of one symbol.
struct SymbolState {
  /// The slot of the symbol's row while it is basic, else -1.
  var slot: Int32 = -1
  /// The index of the symbol's definition, or -1.
  var definition: Int32 = -1
  var kind: SymbolKind
  /// Whether the symbol waits in the heap of entering candidates.
  var inHeap = false
  /// Whether any constraint mentioned it (a variable never mentioned is fresh).
  var used = false
  /// The index of the symbol's cells in `Tableau.objectiveCells`, or -1 while the objective
  /// never named it.
  var objective: Int32 = -1

  init(kind: SymbolKind) {
    self.kind = kind
  }
}

/// The symbols a constraint added to the tableau, used to remove it again.
struct Tag {
  var marker: Int32 = -1
  var other: Int32 = -1
  /// For a definition (see `Tableau+Definitions.swift`), the variable it defines.
  var defined: Int32 = -1
}

/// Internal failures of the simplex steps.
struct TableauFailure: Error, CustomStringConvertible {
  let message: String

  var description: String { message }
}

/// The simplex tableau of the Cassowary algorithm, kept sparse.
///
/// Symbols are dense integers, so everything keyed by a symbol is an array. Rows live in
/// `rows`, addressed by a slot that stays fixed while the row is pivoted. `columns[s]` lists
/// the slots of rows that may contain `s` (entries go stale when a cell or row goes away and
/// are dropped when the column is next read), so substituting a symbol touches only the rows
/// that contain it instead of scanning the tableau.
///
/// The objective is lexicographic: a coefficient per strength level, strongest first; the reduced
/// cost of a symbol is negative when its first nonzero level is negative. It is kept sparse: only
/// the symbols it ever named (errors, mostly) have cells, one per level side by side.
/// Entering symbols are found through a min-heap of symbols whose objective changed (Bland's
/// rule: smallest symbol first), leaving rows by the ratio test over the column.
struct Tableau {
  /// Per symbol: its kind, the slot of its row, its definition and flags, side by side so that
  /// one read brings them all.
  var states: [SymbolState] = []
  var rows: [Row] = []
  var freeSlots: [Int32] = []
  var columns: [[Int32]] = []
  /// Scratch for `merge`: a cell index per symbol, -1 outside a merge.
  var positions: [Int32] = []
  var stamps: [UInt32] = []
  var epoch: UInt32 = 0

  /// Strength values of the objective levels, strongest first.
  var levels: [Double] = []
  /// `levels.count` cells per symbol the objective named (`SymbolState.objective` is the index):
  /// the objective's coefficient for that symbol, level by level. A dense row per level would
  /// cost every symbol a cell per level, most of them zero: memory that a large system misses
  /// the cache on as it grows.
  var objectiveCells: [Double] = []
  var heap = SymbolHeap()

  /// Basic symbols whose rows may have gone negative; the dual simplex fixes them.
  var infeasible: [Int32] = []
  /// The objective of the artificial phase, when one runs.
  var artificial: Row?

  /// Subject choice among a new row's variables: the newest (true) or the oldest (kiwi).
  var preferNewestSubject = false

  /// Definitions `x = constant + sum(c * y)` kept out of the tableau, in creation order.
  var definitions: [Row] = []
  /// Per symbol: the indices of definitions that may name it (entries go stale when a definition
  /// is removed or rewritten, and are checked when read).
  var dependents = SymbolLists()
  /// Per symbol: the value of a defined variable, valid while `definedValuesCurrent`.
  var definedValues: [Double] = []
  var definedValuesCurrent = true

  /// Scratch for expanding expressions: a coefficient per symbol and the symbols touched.
  var accumulated: [Double] = []
  var accumulatedMark: [Bool] = []
  var accumulatedSymbols: [Int32] = []
  /// Scratch for expanding definitions: pending factor per defined symbol, and a max-heap of
  /// their definition indices (stored negated in a min-heap).
  var pendingFactor: [Double] = []
  var pendingMark: [Bool] = []
  var pendingHeap = SymbolHeap()
  /// The compiled evaluation order of the definitions; rebuilt after definitions change.
  var program = DefinitionProgram()

  /// Marker groups (see `Tableau+MarkerGroups.swift`): per group symbol, the combination of
  /// dummies it stands for (`basic` is the group symbol, -1 once dissolved).
  var groups: [Row] = []
  /// Per symbol: the index of the group it stands for, or -1.
  var groupIndex: [Int32] = []
  /// Per dummy: the groups that may contain it (entries go stale when a group is dissolved).
  var groupsContaining: [[Int32]] = []

  // MARK: Symbols

  mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
    let symbol = Int32(states.count)
    states.reserveFourfold()
    columns.reserveFourfold()
    states.append(SymbolState(kind: kind))
    columns.append([])
    dependents.appendEmptyList()
    return symbol
  }

  /// Makes room for about `symbols` more symbols and `rows` more rows, so that a large system
  /// added at once does not copy the per-symbol tables each time they fill up: at 10,000 views
  /// those copies are larger than the cache and miss it throughout.
  mutating func reserveCapacity(symbols: Int, rows rowCount: Int) {
    let total = states.count + symbols
    states.reserveAtLeast(total)
    columns.reserveAtLeast(total)
    dependents.reserveCapacity(total)
    positions.reserveAtLeast(total)
    accumulated.reserveAtLeast(total)
    accumulatedMark.reserveAtLeast(total)
    pendingFactor.reserveAtLeast(total)
    pendingMark.reserveAtLeast(total)
    definedValues.reserveAtLeast(total)
    rows.reserveAtLeast(rows.count + rowCount)
    stamps.reserveAtLeast(rows.count + rowCount)
  }

  /// Grows the scratch tables, which `newSymbol` leaves alone (they are only needed while rows
  /// are merged or expanded), to cover every symbol.
  mutating func growScratch() {
    let count = states.count
    if positions.count == count { return }
    let missing = count - positions.count
    positions.reserveFourfold(for: missing)
    accumulated.reserveFourfold(for: missing)
    accumulatedMark.reserveFourfold(for: missing)
    pendingFactor.reserveFourfold(for: missing)
    pendingMark.reserveFourfold(for: missing)
    positions.append(contentsOf: repeatElement(-1, count: missing))
    accumulated.append(contentsOf: repeatElement(0, count: missing))
    accumulatedMark.append(contentsOf: repeatElement(false, count: missing))
    pendingFactor.append(contentsOf: repeatElement(0, count: missing))
    pendingMark.append(contentsOf: repeatElement(false, count: missing))
  }

  func isBasic(_ symbol: Int32) -> Bool {
    states[Int(symbol)].slot >= 0
  }

  /// The current value of a symbol: its row's constant when basic, zero otherwise.
  func value(of symbol: Int32) -> Double {
    let slot = states[Int(symbol)].slot
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  /// Rows in the tableau and their cells, definitions and theirs, cells of marker groups.
  var shape: (rows: Int, rowCells: Int, definitions: Int, definitionCells: Int, groupCells: Int) {
    var result = (rows: 0, rowCells: 0, definitions: 0, definitionCells: 0, groupCells: 0)
    for row in rows where row.basic >= 0 {
      result.rows += 1
      result.rowCells += row.cells.count
    }
    for definition in definitions where definition.basic >= 0 {
      result.definitions += 1
      result.definitionCells += definition.cells.count
    }
    for group in groups where group.basic >= 0 { result.groupCells += group.cells.count }
    return result
  }

  // MARK: Rows and columns

  /// Adds `factor * source` to the row at `slot`, recording new cells in the columns.
  mutating func addRow(_ source: Row, times factor: Double, toSlot slot: Int32) {
    growScratch()
    Tableau.merge(
      source, times: factor, into: &rows[Int(slot)], slot: slot, positions: &positions, columns: &columns)
  }

  /// Adds `factor * source` to `target`. Long rows go through `positions` (symbol -> cell index,
  /// -1 elsewhere) so the merge costs O(|source| + |target|) instead of a search per cell.
  /// With `slot >= 0`, new cells are recorded in `columns`.
  static func merge(
    _ source: Row, times factor: Double, into target: inout Row, slot: Int32,
    positions: inout [Int32], columns: inout [[Int32]]
  ) {
    target.constant += source.constant * factor
    if target.cells.count + source.cells.count <= 16 || source.cells.count <= 2 {
      for k in source.cells.indices {
        let symbol = source.cells[k].symbol
        if target.add(symbol, source.cells[k].coefficient * factor) && slot >= 0 {
          columns[Int(symbol)].append(slot)
        }
      }
      return
    }
    for k in target.cells.indices { positions[Int(target.cells[k].symbol)] = Int32(k) }
    var cancelled = false
    for k in source.cells.indices {
      let symbol = source.cells[k].symbol
      let c = source.cells[k].coefficient * factor
      let p = Int(positions[Int(symbol)])
      if p >= 0 {
        let sum = target.cells[p].coefficient + c
        if nearZero(sum) {
          target.cells[p].coefficient = 0
          cancelled = true
        } else {
          target.cells[p].coefficient = sum
        }
      } else if !nearZero(c) {
        positions[Int(symbol)] = Int32(target.cells.count)
        target.cells.append(Cell(symbol: symbol, coefficient: c))
        if slot >= 0 { columns[Int(symbol)].append(slot) }
      }
    }
    for symbol in target.symbols { positions[Int(symbol)] = -1 }
    if cancelled {
      var kept = 0
      for k in target.cells.indices where target.cells[k].coefficient != 0 {
        target.cells[kept] = target.cells[k]
        kept += 1
      }
      target.cells.removeLast(target.cells.count - kept)
    }
  }

  mutating func insertRow(_ row: Row, basic: Int32) -> Int32 {
    var row = row
    row.basic = basic
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      rows[Int(slot)] = row
    } else {
      slot = Int32(rows.count)
      rows.reserveFourfold()
      stamps.reserveFourfold()
      rows.append(row)
      stamps.append(0)
    }
    states[Int(basic)].slot = slot
    for symbol in row.symbols { columns[Int(symbol)].append(slot) }
    return slot
  }

  mutating func removeRow(at slot: Int32) -> Row {
    var row = rows[Int(slot)]
    rows[Int(slot)] = Row()
    states[Int(row.basic)].slot = -1
    freeSlots.append(slot)
    row.basic = -1
    return row
  }

  mutating func nextEpoch() {
    epoch &+= 1
    if epoch == 0 {
      for i in stamps.indices { stamps[i] = 0 }
      epoch = 1
    }
  }

  /// The slots of the rows that contain `symbol`, each once; drops stale entries on the way.
  mutating func rowsContaining(_ symbol: Int32) -> [Int32] {
    var column: [Int32] = []
    swap(&column, &columns[Int(symbol)])
    nextEpoch()
    var kept = 0
    for k in column.indices {
      let slot = column[k]
      let i = Int(slot)
      if stamps[i] == epoch || rows[i].basic < 0 || rows[i].index(of: symbol) == nil { continue }
      stamps[i] = epoch
      column[kept] = slot
      kept += 1
    }
    column.removeLast(column.count - kept)
    columns[Int(symbol)] = column
    return column
  }

  /// Replaces `symbol` by `source` in every row (except `skipping`), the objective and the
  /// artificial objective.
  mutating func substitute(_ symbol: Int32, with source: Row, skipping skip: Int32) {
    growScratch()
    var column: [Int32] = []
    swap(&column, &columns[Int(symbol)])
    nextEpoch()
    for slot in column {
      let i = Int(slot)
      if slot == skip || stamps[i] == epoch { continue }
      stamps[i] = epoch
      guard rows[i].basic >= 0, let k = rows[i].index(of: symbol) else { continue }
      let factor = rows[i].cells[k].coefficient
      rows[i].removeCell(at: k)
      addRow(source, times: factor, toSlot: slot)
      let basic = rows[i].basic
      if states[Int(basic)].kind != .external && rows[i].constant < 0 { infeasible.append(basic) }
    }
    column.removeAll(keepingCapacity: true)
    columns[Int(symbol)] = column
    substituteInObjective(symbol, with: source)
    if var row = artificial, let k = row.index(of: symbol) {
      artificial = nil
      let factor = row.cells[k].coefficient
      row.removeCell(at: k)
      Tableau.merge(source, times: factor, into: &row, slot: -1, positions: &positions, columns: &columns)
      artificial = row
    }
  }

  /// Makes `entering` the basic symbol of the row at `slot` and substitutes it everywhere else.
  mutating func pivot(slot: Int32, entering: Int32) {
    let i = Int(slot)
    let leaving = rows[i].basic
    states[Int(leaving)].slot = -1
    if rows[i].add(leaving, -1) { columns[Int(leaving)].append(slot) }
    rows[i].solve(for: entering)
    rows[i].basic = entering
    states[Int(entering)].slot = slot
    let source = rows[i]
    substitute(entering, with: source, skipping: slot)
  }

  // MARK: Objective

  /// The index of the objective level for a strength value, created when missing.
  mutating func level(for strength: Double) -> Int {
    if let index = levels.firstIndex(of: strength) { return index }
    let index = levels.firstIndex(where: { $0 < strength }) ?? levels.count
    // Every symbol's cells get a zero for the new level.
    let stride = levels.count
    var cells: [Double] = []
    cells.reserveCapacity(objectiveCells.count / max(stride, 1) * (stride + 1))
    var start = 0
    while start < objectiveCells.count {
      cells += objectiveCells[start..<start + index]
      cells.append(0)
      cells += objectiveCells[start + index..<start + stride]
      start += stride
    }
    objectiveCells = cells
    levels.insert(strength, at: index)
    return index
  }

  /// The objective's coefficient for a nonbasic symbol at a level.
  func objective(_ symbol: Int32, level: Int) -> Double {
    let index = states[Int(symbol)].objective
    return index < 0 ? 0 : objectiveCells[Int(index) * levels.count + level]
  }

  /// Where the symbol's objective cells are, made (all zero) when the objective never named it.
  mutating func objectiveCellsStart(_ symbol: Int32) -> Int {
    let s = Int(symbol)
    if states[s].objective < 0 {
      states[s].objective = Int32(objectiveCells.count / levels.count)
      objectiveCells.reserveFourfold(for: levels.count)
      objectiveCells.append(contentsOf: repeatElement(0, count: levels.count))
    }
    return Int(states[s].objective) * levels.count
  }

  /// Whether the objective names the symbol at some level.
  func inObjective(_ symbol: Int32) -> Bool {
    for level in levels.indices where objective(symbol, level: level) != 0 { return true }
    return false
  }

  mutating func addToObjective(_ symbol: Int32, _ coefficient: Double, level: Int) {
    if states[Int(symbol)].objective >= 0 || !nearZero(coefficient) {
      let cell = objectiveCellsStart(symbol) + level
      let sum = objectiveCells[cell] + coefficient
      objectiveCells[cell] = nearZero(sum) ? 0 : sum
    }
    markCandidate(symbol)
  }

  mutating func addToObjective(_ row: Row, times factor: Double, level: Int) {
    for k in row.cells.indices {
      addToObjective(row.cells[k].symbol, row.cells[k].coefficient * factor, level: level)
    }
  }

  /// Replaces `symbol` by `source` in the objective.
  mutating func substituteInObjective(_ symbol: Int32, with source: Row) {
    let index = states[Int(symbol)].objective
    if index < 0 { return }
    for level in levels.indices {
      let cell = Int(index) * levels.count + level
      let factor = objectiveCells[cell]
      if factor == 0 { continue }
      objectiveCells[cell] = 0
      addToObjective(source, times: factor, level: level)
    }
  }

  /// Whether increasing the nonbasic symbol lowers the lexicographic objective.
  func hasNegativeCost(_ symbol: Int32) -> Bool {
    let index = states[Int(symbol)].objective
    if index < 0 { return false }
    let start = Int(index) * levels.count
    for cell in start..<start + levels.count {
      let c = objectiveCells[cell]
      if c < 0 { return true }
      if c > 0 { return false }
    }
    return false
  }

  mutating func markCandidate(_ symbol: Int32) {
    if states[Int(symbol)].inHeap { return }
    states[Int(symbol)].inHeap = true
    heap.push(symbol)
  }

  mutating func popCandidate() -> Int32? {
    guard let symbol = heap.pop() else { return nil }
    states[Int(symbol)].inHeap = false
    return symbol
  }

  // MARK: Simplex

  /// The smallest nonbasic, non-dummy symbol with a negative reduced cost, or -1.
  mutating func enteringSymbol() -> Int32 {
    while let symbol = popCandidate() {
      if states[Int(symbol)].kind != .dummy && !isBasic(symbol) && hasNegativeCost(symbol) { return symbol }
    }
    return -1
  }

  /// The row that limits `entering` first (ratio test), smallest basic symbol on ties.
  mutating func leavingSlot(for entering: Int32) -> Int32 {
    var best = Double.infinity
    var bestSlot: Int32 = -1
    var bestBasic = Int32.max
    for slot in rowsContaining(entering) {
      let i = Int(slot)
      let basic = rows[i].basic
      let kind = states[Int(basic)].kind
      if kind == .external { continue }
      let c = rows[i].coefficient(for: entering)
      // A basic dummy must stay zero, so it blocks the entering symbol in both directions.
      if c >= 0 && kind != .dummy { continue }
      let ratio = kind == .dummy ? 0 : -rows[i].constant / c
      if ratio < best || (ratio == best && basic < bestBasic) {
        best = ratio
        bestSlot = slot
        bestBasic = basic
      }
    }
    return bestSlot
  }

  /// Primal simplex on the objective: pivots until no symbol lowers it.
  ///
  /// The objective is a sum of error symbols (all at least zero) with positive weights, so it
  /// cannot fall below zero: a symbol that seems to lower it without limit does so only through
  /// rounding (a coefficient of 1e15 beside ones of 1e-15), and is passed over, leaving the
  /// solution feasible, instead of failing the whole solve.
  mutating func optimize() throws {
    while true {
      let entering = enteringSymbol()
      if entering < 0 { return }
      let slot = leavingSlot(for: entering)
      // (Popped from the candidates and not pivoted, it is not tried again until a pivot
      // changes its cost.)
      if slot < 0 { continue }
      pivot(slot: slot, entering: entering)
    }
  }

  /// Primal simplex on the artificial objective.
  mutating func optimizeArtificial() throws {
    while let row = artificial {
      var entering: Int32 = -1
      for k in row.cells.indices {
        let symbol = row.cells[k].symbol
        if row.cells[k].coefficient < 0 && states[Int(symbol)].kind != .dummy
          && (entering < 0 || symbol < entering)
        {
          entering = symbol
        }
      }
      if entering < 0 { return }
      let slot = leavingSlot(for: entering)
      if slot < 0 { throw TableauFailure(message: "the artificial objective is unbounded") }
      pivot(slot: slot, entering: entering)
    }
  }

  /// Whether reduced-cost ratio `a / ca` is lexicographically below `b / cb`.
  func ratioIsLess(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
    for level in levels.indices {
      let ra = objective(a, level: level) / ca
      let rb = objective(b, level: level) / cb
      if ra < rb { return true }
      if ra > rb { return false }
    }
    return a < b
  }

  /// Dual simplex: restores feasibility of the rows in `infeasible`, keeping optimality.
  mutating func dualOptimize() throws {
    while let leaving = infeasible.popLast() {
      let slot = states[Int(leaving)].slot
      if slot < 0 { continue }
      let i = Int(slot)
      let constant = rows[i].constant
      if constant >= 0 || nearZero(constant) { continue }
      var entering: Int32 = -1
      var enteringCoefficient = 0.0
      for k in rows[i].cells.indices {
        let symbol = rows[i].cells[k].symbol
        let c = rows[i].cells[k].coefficient
        if c <= 0 || states[Int(symbol)].kind == .dummy { continue }
        if entering < 0 || ratioIsLess(symbol, c, than: entering, enteringCoefficient) {
          entering = symbol
          enteringCoefficient = c
        }
      }
      if entering < 0 { throw TableauFailure(message: "the dual simplex found no entering symbol") }
      pivot(slot: slot, entering: entering)
    }
  }
}

/// A binary min-heap of symbols.
struct SymbolHeap {
  private var items: [Int32] = []

  mutating func push(_ item: Int32) {
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if items[parent] <= item { break }
      items[child] = items[parent]
      child = parent
    }
    items[child] = item
  }

  mutating func pop() -> Int32? {
    guard let last = items.popLast() else { return nil }
    guard !items.isEmpty else { return last }
    let top = items[0]
    var parent = 0
    let count = items.count
    while true {
      var child = 2 * parent + 1
      if child >= count { break }
      if child + 1 < count && items[child + 1] < items[child] { child += 1 }
      if items[child] >= last { break }
      items[parent] = items[child]
      parent = child
    }
    items[parent] = last
    return top
  }
}
