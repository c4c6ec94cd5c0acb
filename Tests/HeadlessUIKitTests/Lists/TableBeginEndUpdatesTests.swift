import DeclarativeUIKit
import Testing

/// UITableView's beginUpdates() and endUpdates(): the changes between them apply together, as
/// with performBatchUpdates, and the pairs nest (UITableView.h: "Allows multiple
/// insert/delete/reload/move calls to be animated simultaneously. Nestable.", said of
/// performBatchUpdates, which it tells to use instead of these two).
@MainActor
@Suite struct TableBeginEndUpdatesTests {
  @Test func changesBetweenThePairApplyTogether() throws {
    let rows = NumberedRows([10])
    let table = numberedTable(rows)
    let fourth = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    table.beginUpdates()
    // Checked against the data source only at the end: the counts agree after both changes.
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)
    table.endUpdates()
    table.endUpdates()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 10)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === fourth)
  }

  // The pair with no changes makes the table ask for its heights again, the way apps animate a
  // row growing (Apple's documentation of beginUpdates(): "You can also use this method
  // followed by the endUpdates() method to animate the change in the row heights without
  // reloading the cell").
  @Test func anEmptyPairTakesNewRowHeights() {
    let rows = NumberedRows([10])
    let table = numberedTable(rows)
    let row = IndexPath(row: 2, section: 0)
    #expect(table.rectForRow(at: row).height == 50)
    rows.heights[row] = 120
    table.beginUpdates()
    table.endUpdates()
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: row).height == 120)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 220)  // 50 + 50 + 120
  }
}
