import DeclarativeUIKit
import Testing

/// UITableView editing: editing controls, deleting and moving rows through the data source.
@MainActor
@Suite struct TableEditingTests {
  // UITableView.h: editing defaults to NO, allowsSelectionDuringEditing to NO; UITableViewCell.h:
  // editingStyle defaults to none, showsReorderControl to NO; the editing style enum's order
  // gives none 0, delete 1, insert 2.
  @Test func defaults() {
    let table = UITableView()
    #expect(!table.isEditing)
    #expect(!table.allowsSelectionDuringEditing)
    let cell = UITableViewCell()
    #expect(cell.editingStyle == .none)
    #expect(!cell.isEditing)
    #expect(!cell.showsReorderControl)
    #expect(UITableViewCell.EditingStyle.insert.rawValue == 2)
  }

  // UITableView.h: rows are editable unless the data source opts them out, and every editable
  // row gets the delete style when the delegate does not give one.
  @Test func editingGivesRowsTheirControls() throws {
    let mail = Mailboxes()
    let table = mail.table()
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
    let inbox = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let drafts = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(!inbox.isEditing)
    #expect(inbox.editingStyle == .none)
    #expect(drafts.isEditing)
    #expect(drafts.editingStyle == .delete)
    table.isEditing = false
    #expect(!drafts.isEditing)
    #expect(drafts.editingStyle == .none)
  }

  // UITableView.h: after the delete control, the data source commits the change.
  @Test func deletingCommitsThroughTheDataSource() {
    let mail = Mailboxes()
    let table = mail.table()
    #expect(!table.simulateDelete(rowAt: IndexPath(row: 1, section: 0)))
    table.isEditing = true
    #expect(!table.simulateDelete(rowAt: IndexPath(row: 0, section: 0)))
    #expect(table.simulateDelete(rowAt: IndexPath(row: 1, section: 0)))
    #expect(mail.names == ["Inbox", "Sent", "Junk"])
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.count == 3)
  }

  // UITableView.h: a moved row is reported with moveRowAtIndexPath:toIndexPath:.
  @Test func movingARowTellsTheDataSource() {
    let mail = Mailboxes()
    let table = mail.table()
    table.isEditing = true
    #expect(table.simulateMove(rowAt: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(mail.names == ["Inbox", "Junk", "Drafts", "Sent"])
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 4)
    let moved = table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration
    #expect((moved as? UIListContentConfiguration)?.text == "Junk")
    // Inbox cannot move.
    #expect(!table.simulateMove(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
  }

  // UITableView.h: allowsSelectionDuringEditing controls selection while editing.
  @Test func rowsAreNotSelectedWhileEditingByDefault() {
    let mail = Mailboxes()
    let table = mail.table()
    table.isEditing = true
    #expect(!table.simulateTap(onRowAt: IndexPath(row: 1, section: 0)))
    table.allowsSelectionDuringEditing = true
    #expect(table.simulateTap(onRowAt: IndexPath(row: 1, section: 0)))
  }
}

/// A diffable data source that lets every row be deleted.
@MainActor
private final class DeletableNotes: UITableViewDiffableDataSource<Int, String> {
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard let item = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([item])
    apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite struct DiffableEditingTests {
  // UIKit's UITableViewDiffableDataSource declares canEditRowAt, commit, canMoveRowAt and
  // moveRowAt open (UIKit.swiftinterface); apps override them to edit.
  @Test func aDiffableSubclassEditsItsSnapshot() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let plain = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    #expect(!plain.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
    #expect(!plain.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)))
    let notes = DeletableNotes(tableView: table) { table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Groceries", "Trip", "Ideas"])
    notes.apply(snapshot, animatingDifferences: false)
    table.layoutIfNeeded()
    table.isEditing = true
    #expect(table.simulateDelete(rowAt: IndexPath(row: 1, section: 0)))
    #expect(notes.snapshot().itemIdentifiers == ["Groceries", "Ideas"])
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 2)
  }
}

/// Mailboxes whose first row, the inbox, can be neither edited nor moved.
@MainActor
private final class Mailboxes: NSObject, UITableViewDataSource, UITableViewDelegate {
  var names = ["Inbox", "Drafts", "Sent", "Junk"]

  func table() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 44
    table.dataSource = self
    table.delegate = self
    table.layoutIfNeeded()
    return table
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = names[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    names.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    let name = names.remove(at: sourceIndexPath.row)
    names.insert(name, at: destinationIndexPath.row)
  }
}
