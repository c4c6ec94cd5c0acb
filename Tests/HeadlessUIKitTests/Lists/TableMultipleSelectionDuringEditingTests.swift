import DeclarativeUIKit
import Testing

/// UITableView's `allowsMultipleSelectionDuringEditing`.
@MainActor
@Suite struct TableMultipleSelectionDuringEditingTests {
  // UITableView.h: "default is NO. Controls whether multiple rows can be selected simultaneously
  // in editing mode".
  @Test func itIsOffByDefault() {
    #expect(!UITableView(frame: .zero, style: .plain).allowsMultipleSelectionDuringEditing)
  }

  @Test func whileEditingItKeepsEarlierRowsSelected() {
    let rows = NumberedRows([5])
    let table = numberedTable(rows)
    table.allowsMultipleSelectionDuringEditing = true
    table.isEditing = true
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    #expect(
      table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
  }

  // Out of editing, allowsMultipleSelection (false here) rules.
  @Test func outOfEditingOneRowStaysSelected() {
    let rows = NumberedRows([5])
    let table = numberedTable(rows)
    table.allowsMultipleSelectionDuringEditing = true
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }
}
