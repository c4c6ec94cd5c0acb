import DeclarativeUIKit
import Testing

/// NSDiffableDataSourceSnapshot and UITableViewDiffableDataSource: the snapshot's API as the SDK's
/// Swift interface declares it, and applying a snapshot updates only the rows that changed.
@MainActor
@Suite struct DiffableDataSourceTests {
  @Test func snapshotKeepsSectionsAndItemsInOrder() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2], toSection: "A")
    snapshot.appendItems([3])
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.itemIdentifiers(inSection: "B") == [3])
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.insertItems([4], afterItem: 3)
    #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4])
    #expect(snapshot.indexOfItem(3) == 3)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "B")
    snapshot.moveItem(0, afterItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2, 0])
    snapshot.deleteItems([2])
    #expect(snapshot.numberOfItems(inSection: "A") == 2)
    snapshot.insertSections(["Z"], beforeSection: "A")
    snapshot.moveSection("B", beforeSection: "Z")
    #expect(snapshot.sectionIdentifiers == ["B", "Z", "A"])
    #expect(snapshot.indexOfSection("A") == 2)
    snapshot.deleteSections(["B"])
    #expect(snapshot.numberOfItems == 2)
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([0])
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reconfiguredItemIdentifiers == [0])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
  }

  private func makeTable() -> (UITableView, UITableViewDiffableDataSource<String, String>) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) {
      table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      return cell
    }
    return (table, dataSource)
  }

  private func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  private func text(of cell: UITableViewCell?) -> String? {
    (cell?.contentConfiguration as? UIListContentConfiguration)?.text
  }

  // The data source makes itself the table view's data source (UITableViewDiffableDataSource's
  // documentation) and answers from the snapshot.
  @Test func applyingShowsTheSnapshot() {
    let (table, dataSource) = makeTable()
    #expect(table.dataSource === dataSource)
    dataSource.apply(snapshot([("Fruit", ["Apple", "Pear"]), ("Vegetables", ["Leek"])]))
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(text(of: table.cellForRow(at: IndexPath(row: 0, section: 1))) == "Leek")
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Pear")
    #expect(dataSource.indexPath(for: "Leek") == IndexPath(row: 0, section: 1))
    #expect(dataSource.sectionIdentifier(for: 1) == "Vegetables")
    #expect(dataSource.snapshot().numberOfItems == 3)
  }

  @Test func applyingAChangeKeepsTheCellsOfRowsThatStay() throws {
    let (table, dataSource) = makeTable()
    dataSource.apply(snapshot([("Fruit", ["Apple", "Pear", "Plum"])]))
    table.layoutIfNeeded()
    let pear = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let plum = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    dataSource.apply(snapshot([("Fruit", ["Fig", "Pear", "Plum", "Kiwi"])]))
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === pear)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === plum)
    #expect(text(of: table.cellForRow(at: IndexPath(row: 0, section: 0))) == "Fig")
    #expect(text(of: table.cellForRow(at: IndexPath(row: 3, section: 0))) == "Kiwi")
    // A moved row is deleted and inserted: its place holds the right text.
    dataSource.apply(snapshot([("Fruit", ["Plum", "Fig", "Pear", "Kiwi"])]))
    table.layoutIfNeeded()
    #expect(table.visibleCells.map(text(of:)) == ["Plum", "Fig", "Pear", "Kiwi"])
  }

  // Reconfiguring updates a row's cell in place; reloading makes it again.
  @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
    let (table, dataSource) = makeTable()
    dataSource.apply(snapshot([("Fruit", ["Apple", "Pear"])]))
    table.layoutIfNeeded()
    let apple = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    var next = dataSource.snapshot()
    next.reconfigureItems(["Apple"])
    dataSource.apply(next)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === apple)
    next = dataSource.snapshot()
    next.reloadItems(["Apple"])
    dataSource.apply(next)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) !== apple)
    #expect(text(of: table.cellForRow(at: IndexPath(row: 0, section: 0))) == "Apple")
  }

  @Test func keptInOrderFindsTheLongestRunThatKeepsItsOrder() {
    // Exposed through applying: moving one of many rows replaces only that row's cell.
    let (table, dataSource) = makeTable()
    dataSource.apply(snapshot([("S", ["a", "b", "c", "d", "e"])]))
    table.layoutIfNeeded()
    let cells = table.visibleCells
    dataSource.apply(snapshot([("S", ["b", "c", "d", "e", "a"])]))
    table.layoutIfNeeded()
    let kept = table.visibleCells.filter { cell in cells.contains { $0 === cell } }
    #expect(kept.count >= 4)
    #expect(table.visibleCells.map(text(of:)) == ["b", "c", "d", "e", "a"])
  }
}

/// UIKit raises NSInternalInconsistencyException for duplicate identifiers: "Fatal: supplied
/// item identifiers are not unique. Duplicate identifiers: {(...)}" (crash reports in
/// mozilla-mobile/firefox-ios#23056 and mastodon/mastodon-ios#1366).
@Suite struct DiffableMisuseExitTests {
  @Test func appendingAnItemTwiceStops() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["a", "a"])
    }
  }

  @Test func appendingAnItemAlreadyThereStops() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems(["a"], toSection: 0)
      snapshot.appendItems(["a"], toSection: 1)
    }
  }

  @Test func appendingASectionTwiceStops() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0, 0])
    }
  }
}
