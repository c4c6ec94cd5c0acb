import DeclarativeUIKit
import Testing

/// UITableViewDelegate's `tableView(_:shouldHighlightRowAt:)` and
/// `tableView(_:accessoryButtonTappedForRowWith:)`.
@MainActor
@Suite struct TableRowTouchDelegateTests {
  // UITableView.h: shouldHighlightRowAtIndexPath: "is called when a touch comes down on a row.
  // Returning NO to that message halts the selection process"; a delegate without it lets
  // every row highlight.
  @Test func rowsHighlightUnlessTheDelegateSaysNo() {
    let rows = NumberedRows([2])
    let table = numberedTable(rows)
    // Typed results: the many tableView(_:...) overloads are slow to pick from inside #expect.
    let plainRowHighlights: Bool = rows.tableView(table, shouldHighlightRowAt: IndexPath(row: 1, section: 0))
    #expect(plainRowHighlights)
    let controller = TouchController(style: .plain)
    let controllerTable: UITableView = controller.tableView
    let refusedRowHighlights: Bool = controller.tableView(
      controllerTable, shouldHighlightRowAt: IndexPath(row: 0, section: 0))
    #expect(!refusedRowHighlights)
  }

  // UITableViewController declares the method so a subclass overrides it.
  @Test func aTableViewControllerSubclassHearsOfDetailButtonTaps() {
    let controller = TouchController(style: .plain)
    let table: UITableView = controller.tableView
    controller.tableView(table, accessoryButtonTappedForRowWith: IndexPath(row: 4, section: 0))
    #expect(controller.tapped == [IndexPath(row: 4, section: 0)])
  }
}

/// A table view controller whose rows never highlight, recording detail button taps.
@MainActor
private final class TouchController: UITableViewController {
  var tapped: [IndexPath] = []

  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    false
  }

  override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    tapped.append(indexPath)
  }
}
