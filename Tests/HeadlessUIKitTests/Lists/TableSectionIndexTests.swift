import DeclarativeUIKit
import Testing

/// The section index: UITableViewDataSource's `sectionIndexTitles(for:)` and
/// `tableView(_:sectionForSectionIndexTitle:at:)`, and the table's index colours.
@MainActor
@Suite struct TableSectionIndexTests {
  // UITableView.h: sectionIndexTitlesForTableView: is optional and returns "list of section
  // titles to display in section index view"; a data source without it shows no index.
  @Test func aDataSourceGivesNoIndexUnlessItSaysSo() {
    let rows = NumberedRows([3])
    let table = numberedTable(rows)
    #expect(rows.sectionIndexTitles(for: table) == nil)
    let alphabet = AlphabetRows()
    #expect(alphabet.sectionIndexTitles(for: table) == ["A", "B", "C"])
    let section: Int = alphabet.tableView(table, sectionForSectionIndexTitle: "B", at: 1)
    #expect(section == 1)
  }

  // UITableView.h: sectionIndexColor and sectionIndexBackgroundColor are nullable and unset
  // until assigned (the system's colours then).
  @Test func indexColoursAreUnsetUntilAssigned() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.sectionIndexColor == nil)
    #expect(table.sectionIndexBackgroundColor == nil)
    table.sectionIndexColor = .systemRed
    table.sectionIndexBackgroundColor = .clear
    table.reloadSectionIndexTitles()
    #expect(table.sectionIndexColor == .systemRed)
    #expect(table.sectionIndexBackgroundColor == .clear)
  }

  // UITableViewController declares the data source's index methods so subclasses override them.
  @Test func aTableViewControllerSubclassGivesAnIndex() {
    let controller = IndexedController(style: .plain)
    #expect(controller.sectionIndexTitles(for: controller.tableView) == ["X"])
    let table: UITableView = controller.tableView
    let section: Int = controller.tableView(table, sectionForSectionIndexTitle: "X", at: 0)
    #expect(section == 0)
  }
}

/// Three sections titled A, B and C, with an index of their titles.
@MainActor
private final class AlphabetRows: NSObject, UITableViewDataSource {
  let titles = ["A", "B", "C"]

  func numberOfSections(in tableView: UITableView) -> Int { titles.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }

  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    titles.firstIndex(of: title) ?? 0
  }
}

/// A table view controller with a one-title index.
@MainActor
private final class IndexedController: UITableViewController {
  override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["X"] }
}
