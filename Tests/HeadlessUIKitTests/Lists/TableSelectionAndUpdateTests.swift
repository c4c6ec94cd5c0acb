import DeclarativeUIKit
import Testing

/// UITableView selection (the delegate's order for a user's tap; none for code) and batch
/// updates (rows that stay keep their cells; UIKit's checks of the data source's counts).
@MainActor
@Suite struct TableSelectionAndUpdateTests {
  // UITableViewDelegate documentation: willSelectRowAt may redirect or refuse; the previous row
  // is deselected in single selection; selectRow(at:) from code tells the delegate nothing.
  @Test func aTapAsksTheDelegateAndSelects() {
    let rows = NumberedRows([10])
    let table = numberedTable(rows)
    #expect(table.simulateTap(onRowAt: IndexPath(row: 1, section: 0)))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    #expect(table.simulateTap(onRowAt: IndexPath(row: 2, section: 0)))
    #expect(rows.events == ["willSelect 1", "didSelect 1", "willSelect 2", "didDeselect 1", "didSelect 2"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    rows.events = []
    rows.redirect[IndexPath(row: 3, section: 0)] = .some(nil)
    #expect(!table.simulateTap(onRowAt: IndexPath(row: 3, section: 0)))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    rows.events = []
    table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
    #expect(rows.events.isEmpty)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
    table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func multipleSelectionKeepsEveryRowAndATapDeselects() {
    let rows = NumberedRows([10])
    let table = numberedTable(rows)
    table.allowsMultipleSelection = true
    table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    table.simulateTap(onRowAt: IndexPath(row: 4, section: 0))
    #expect(
      table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
    table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    table.allowsSelection = false
    #expect(!table.simulateTap(onRowAt: IndexPath(row: 2, section: 0)))
  }

  @Test func batchUpdatesKeepTheCellsOfRowsThatStay() throws {
    let rows = NumberedRows([10])
    let table = numberedTable(rows)
    let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let requests = rows.cellRequests
    rows.rowCounts = [9]
    var completed = false
    table.performBatchUpdates(
      { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) },
      completion: { completed = $0 })
    table.layoutIfNeeded()
    #expect(completed)
    #expect(table.numberOfRows(inSection: 0) == 9)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === third)
    #expect(rows.cellRequests == requests)
    rows.rowCounts = [10]
    table.insertRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
    #expect(table.numberOfRows(inSection: 0) == 10)
  }

  @Test func batchUpdatesMoveTheSelection() {
    let rows = NumberedRows([10])
    let table = numberedTable(rows)
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    rows.rowCounts = [11]
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
  }
}
