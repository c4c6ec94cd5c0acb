import DeclarativeUIKit
import Testing

/// UIContextualAction and UISwipeActionsConfiguration (UIContextualAction.h,
/// UISwipeActionsConfiguration.h), and the delegate's swipe actions.
@MainActor
@Suite struct SwipeActionsTests {
  // UIContextualAction.h: styles normal 0 and destructive 1; the background comes from the style.
  // UISwipeActionsConfiguration.h: performsFirstActionWithFullSwipe defaults to YES.
  @Test func actionsAndConfigurationDefaults() {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
    #expect(UIContextualAction.Style.destructive.rawValue == 1)
    #expect(delete.title == "Delete")
    #expect(delete.backgroundColor == .systemRed)
    delete.backgroundColor = .systemOrange
    #expect(delete.backgroundColor == .systemOrange)
    let configuration = UISwipeActionsConfiguration(actions: [delete])
    #expect(configuration.performsFirstActionWithFullSwipe)
    #expect(configuration.actions.count == 1)
  }

  @Test func aSwipeRunsTheDelegatesAction() {
    let rows = SwipeRows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    #expect(table.simulateTrailingSwipeAction(onRowAt: IndexPath(row: 1, section: 0)))
    #expect(rows.deleted == [1])
    #expect(!table.simulateTrailingSwipeAction(at: 3, onRowAt: IndexPath(row: 1, section: 0)))
  }

  // UITableView.h: leadingSwipeActionsConfigurationForRowAtIndexPath: gives the actions of a
  // swipe from the leading edge.
  @Test func aLeadingSwipeRunsTheDelegatesLeadingAction() {
    let rows = SwipeRows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    #expect(table.simulateLeadingSwipeAction(onRowAt: IndexPath(row: 2, section: 0)))
    #expect(rows.flagged == [2])
    #expect(rows.deleted.isEmpty)
  }
}

@MainActor
private final class SwipeRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var deleted: [Int] = []
  var flagged: [Int] = []

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .normal, title: "Flag") { _, _, done in
        self.flagged.append(indexPath.row)
        done(true)
      }
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        self.deleted.append(indexPath.row)
        done(true)
      }
    ])
  }
}
