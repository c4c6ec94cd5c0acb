// Marker groups: many dummies in one row stand in for one symbol.
//
// A required equality leaves its dummy (its marker) in every row that depends on it, so that
// removing it later is kiwi's removal: the dummy's column says how every basic variable moves
// when the constraint goes. Dummies are always zero and never enter the basis, so they do not
// change any value; they only make rows long. In a grid row whose k widths are equal and span
// the root, each width depends on all k `width == first width` constraints: kept one by one,
// every row that names a width carries k dummies, and the tableau grows as N^1.5.
//
// A group is a new dummy symbol `g` that stands for a fixed combination `g = sum(c * d)` of
// dummies (and older groups). A row with more than `markerGroupLimit` dummy cells has them
// replaced by one new group with coefficient 1; the row stays an identity of the system, since
// all of them are zero. Before a constraint is removed, every group that contains its marker,
// directly or through other groups, is dissolved (replaced by its combination wherever it is
// named, newest group first), so that the marker's column is explicit again and kiwi's removal
// applies unchanged.

extension Tableau {
  /// Above this many dummy cells, a new row's dummies are replaced by a group.
  var markerGroupLimit: Int { 4 }

  /// Replaces the dummy cells of `row` by one new group symbol when there are more than
  /// `markerGroupLimit` of them. Returns the group, or -1 when the row was left alone.
  mutating func groupMarkers(of row: inout Row) -> Int32 {
    var count = 0
    for symbol in row.symbols where states[Int(symbol)].kind == .dummy { count += 1 }
    if count <= markerGroupLimit { return -1 }
    var group = Row()
    group.cells.reserveCapacity(count)
    var kept = 0
    for k in row.cells.indices {
      let cell = row.cells[k]
      if states[Int(cell.symbol)].kind == .dummy {
        group.cells.append(cell)
      } else {
        row.cells[kept] = cell
        kept += 1
      }
    }
    row.cells.removeLast(row.cells.count - kept)
    let symbol = newSymbol(.dummy)
    growGroupTables()
    group.basic = symbol
    for member in group.symbols { groupsContaining[Int(member)].append(symbol) }
    groupIndex[Int(symbol)] = Int32(groups.count)
    groups.reserveFourfold()
    groups.append(group)
    row.cells.append(Cell(symbol: symbol, coefficient: 1))
    return symbol
  }

  /// Makes `marker` explicit wherever it counts: dissolves every group that contains it,
  /// directly or through other groups.
  mutating func dissolveGroups(containing marker: Int32) {
    if Int(marker) >= groupsContaining.count || groupsContaining[Int(marker)].isEmpty { return }
    // (A set beside the list: a marker can be in a group per row of a tall stack, and a search
    // of the list for each would be quadratic.)
    var found: [Int32] = []
    var seen: Set<Int32> = []
    var queue: [Int32] = [marker]
    while let symbol = queue.popLast() {
      for group in groupsContaining[Int(symbol)] {
        let index = groupIndex[Int(group)]
        if index < 0 || groups[Int(index)].basic < 0 || !seen.insert(group).inserted { continue }
        found.append(group)
        queue.append(group)
      }
    }
    // A group only contains older symbols: dissolving the newest first puts the older groups it
    // held into rows before those are dissolved in turn.
    var members: [Int32] = []
    for group in found.sorted(by: >) { dissolve(group, members: &members) }
    // The dissolved groups leave their members' lists in one pass per member: a member in k of
    // them (the root's width, in a group per row of a tall stack) would otherwise be searched k
    // times, quadratic work.
    // (Each member once; the order of members does not matter, each list keeps its own order.)
    for member in Set(members) {
      groupsContaining[Int(member)].removeAll { seen.contains($0) }
    }
  }

  /// Replaces a group by its combination in every tableau row, objective level and definition;
  /// appends its members to `members`, whose lists of groups still name it.
  private mutating func dissolve(_ group: Int32, members: inout [Int32]) {
    let index = Int(groupIndex[Int(group)])
    let combination = groups[index]
    groups[index] = Row()
    groupIndex[Int(group)] = -1
    members.append(contentsOf: combination.symbols)
    for slot in rowsContaining(group) {
      let i = Int(slot)
      guard let k = rows[i].index(of: group) else { continue }
      let factor = rows[i].cells[k].coefficient
      rows[i].removeCell(at: k)
      addRow(combination, times: factor, toSlot: slot)
    }
    columns[Int(group)] = []
    substituteInObjective(group, with: combination)
    for definition in liveDependents(of: group) {
      let d = Int(definition)
      guard let k = definitions[d].index(of: group) else { continue }
      let factor = definitions[d].cells[k].coefficient
      definitions[d].removeCell(at: k)
      for n in combination.cells.indices {
        let symbol = combination.cells[n].symbol
        if definitions[d].add(symbol, combination.cells[n].coefficient * factor) {
          dependents.append(definition, to: symbol)
        }
      }
    }
    dependents.removeAll(of: group)
    program.isCurrent = false
  }

  /// Grows the group tables, which `newSymbol` leaves alone, to cover every symbol.
  private mutating func growGroupTables() {
    let missing = states.count - groupIndex.count
    if missing == 0 { return }
    groupIndex.reserveFourfold(for: missing)
    groupsContaining.reserveFourfold(for: missing)
    groupIndex.append(contentsOf: repeatElement(-1, count: missing))
    groupsContaining.append(contentsOf: repeatElement([], count: missing))
  }
}
