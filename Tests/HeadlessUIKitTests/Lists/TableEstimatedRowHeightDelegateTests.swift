import DeclarativeUIKit
import Testing

/// UITableViewDelegate's `tableView(_:estimatedHeightForRowAt:)`: a hint for rows not measured
/// yet; a row that shows still gets its real height.
@MainActor
@Suite struct TableEstimatedRowHeightDelegateTests {
  // UITableView.h: "Use the estimatedHeight methods to quickly calculate guessed values which
  // will allow for fast load times of the table"; developer.apple.com/documentation/uikit/
  // uitableviewdelegate/tableview(_:estimatedheightforrowat:): the table asks for the real
  // height when the row is about to show.
  @Test func rowsOutOfViewCountAtTheDelegatesEstimateUntilTheyShow() {
    let rows = EstimatingRows([100])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 50
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    let last = IndexPath(row: 99, section: 0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
    #expect(table.rectForRow(at: last).height == 80)
    table.scrollToRow(at: last, at: .bottom, animated: false)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: last).height == 50)
  }

  // The delegate's default answers the table's own estimatedRowHeight, as UIKit does when the
  // method is not implemented.
  @Test func theDefaultAnswersTheTablesEstimatedRowHeight() {
    let rows = NumberedRows([3])
    let table = numberedTable(rows)
    table.estimatedRowHeight = 33
    let estimate: CGFloat = rows.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0))
    #expect(estimate == 33)
  }

  // UITableViewController declares the delegate methods so subclasses override them.
  @Test func aTableViewControllerSubclassOverridesTheEstimate() {
    let controller = EstimatingController(style: .plain)
    let estimate = controller.tableView(
      controller.tableView, estimatedHeightForRowAt: IndexPath(row: 0, section: 0))
    #expect(estimate == 72)
  }
}

/// Numbered rows 50 points tall whose delegate estimates 80.
@MainActor
private final class EstimatingRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  let counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
}

/// A table view controller estimating its rows at 72 points.
@MainActor
private final class EstimatingController: UITableViewController {
  override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    72
  }
}
