import DeclarativeUIKit
import Testing

/// UITableViewDelegate's `tableView(_:willDisplayHeaderView:forSection:)` and
/// `tableView(_:willDisplayFooterView:forSection:)`.
@MainActor
@Suite struct TableSectionViewDisplayTests {
  // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:):
  // "Tells the delegate that a header view is about to be displayed for the specified section"
  // (and the footer's likewise); UIKit passes the view it shows, a title's view included.
  @Test func headersAndFootersInViewAreAnnouncedWithTheirViews() {
    let rows = SectionViewWatcher()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 50
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    #expect(rows.events == ["header 0", "footer 0", "header 1", "footer 1"])
    #expect(rows.views.allSatisfy { $0.superview === table })
    // Views already in view are not announced again by the next pass.
    table.setNeedsLayout()
    table.layoutIfNeeded()
    #expect(rows.events.count == 4)
  }

  // The defaults do nothing; a UITableViewController subclass overrides them.
  @Test func aTableViewControllerSubclassHearsOfItsHeaders() {
    let controller = HeaderWatchingController(style: .grouped)
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    controller.tableView.layoutIfNeeded()
    #expect(controller.headers == [0])
  }
}

/// Two sections of two rows with header and footer titles, recording the section views announced.
@MainActor
private final class SectionViewWatcher: NSObject, UITableViewDataSource, UITableViewDelegate {
  var events: [String] = []
  var views: [UIView] = []

  func numberOfSections(in tableView: UITableView) -> Int { 2 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header" }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer" }

  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    events.append("header \(section)")
    views.append(view)
  }

  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    events.append("footer \(section)")
    views.append(view)
  }
}

/// A table view controller with one titled section, recording the headers announced.
@MainActor
private final class HeaderWatchingController: UITableViewController {
  var headers: [Int] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Header"
  }

  override func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    headers.append(section)
  }
}
