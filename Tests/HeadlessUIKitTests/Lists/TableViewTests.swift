import DeclarativeUIKit
import Testing

/// UITableView: defaults, row geometry, visible rows, reuse and reloading.
@MainActor
@Suite struct TableViewTests {
  // UITableView.h: rowHeight, the section heights and the estimates default to
  // UITableViewAutomaticDimension, whose value is -1 (recorded in the write-up
  // "UITableView：复用池的真实结构与代理调用顺序"); separatorStyle defaults to singleLine.
  @Test func defaultsAreAutomatic() {
    let table = UITableView()
    #expect(UITableView.automaticDimension == -1)
    #expect(table.style == .plain)
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
    #expect(table.sectionFooterHeight == UITableView.automaticDimension)
    #expect(table.separatorStyle == .singleLine)
    #expect(table.allowsSelection)
    #expect(!table.allowsMultipleSelection)
    #expect(table.clipsToBounds)
  }

  // UITableView.h and UITableViewCell.h: the enums' order gives their raw values.
  @Test func enumsHaveUIKitsRawValues() {
    #expect(UITableView.Style.insetGrouped.rawValue == 2)
    #expect(UITableView.ScrollPosition.bottom.rawValue == 3)
    #expect(UITableView.RowAnimation.none.rawValue == 5)
    #expect(UITableView.RowAnimation.automatic.rawValue == 100)
    #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
    #expect(UITableViewCell.AccessoryType.checkmark.rawValue == 3)
    #expect(UITableViewCell.AccessoryType.detailButton.rawValue == 4)
    #expect(UITableViewCell.SelectionStyle.default.rawValue == 3)
    #expect(UITableViewCell.SeparatorStyle.singleLine.rawValue == 1)
  }

  @Test func fixedHeightRowsStackFromTheTop() {
    let table = numberedTable(NumberedRows([1000]))
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 1000)
    #expect(
      table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 500, width: 390, height: 50))
    #expect(table.contentSize == CGSize(width: 390, height: 50_000))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 525)) == IndexPath(row: 10, section: 0))
  }

  // Only the rows that show have cells (UITableView's documentation: cells are made for the
  // visible rows and reused).
  @Test(arguments: [100, 100_000])
  func onlyVisibleRowsHaveCells(rowCount: Int) {
    let rows = NumberedRows([rowCount])
    let table = numberedTable(rows)
    // 844 / 50: rows 0 to 16, the last one in part.
    #expect(table.indexPathsForVisibleRows == (0...16).map { IndexPath(row: $0, section: 0) })
    #expect(table.visibleCells.count == 17)
    #expect(rows.cellRequests == 17)
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 17)
    let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
    #expect(cell?.frame == CGRect(x: 0, y: 150, width: 390, height: 50))
    #expect(table.cellForRow(at: IndexPath(row: 40, section: 0)) == nil)
  }

  // The recorded order of UIKit: new rows get cells before the rows that left give theirs back,
  // so the second scroll step reuses the cells of the first rows.
  @Test func cellsScrolledOutAreReused() throws {
    let rows = NumberedRows([1000])
    let table = numberedTable(rows)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
    table.contentOffset = CGPoint(x: 0, y: 100)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
    #expect(first.superview == nil)
    table.contentOffset = CGPoint(x: 0, y: 200)
    table.layoutIfNeeded()
    let reused = table.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
    #expect(reused.count == 2)
    #expect(reused.contains { $0 === first })
    #expect(first.superview === table)
    #expect(rows.cellRequests == 21)
  }

  // Recorded: reloadData makes no new cell; the visible cells go back for reuse and come out
  // again (the last row's cell first).
  @Test func reloadDataReusesTheVisibleCells() throws {
    let rows = NumberedRows([3])
    let table = numberedTable(rows)
    let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let before = Set(table.visibleCells.map(ObjectIdentifier.init))
    rows.rowCounts = [3]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == before)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === last)
  }

  // UITableView.rowHeight documentation: automaticDimension sizes a row from its cell's content.
  // A cell with the default content configuration has 44 points of content, and the row adds
  // its separator's pixel below it (AccessibilitySnapshot's testTableHitTarget references: 133
  // px at 3x; see TableRowSeparatorHeightTests); a wrapped label makes a taller row.
  @Test func automaticRowsSizeFromTheirCells() {
    let rows = NumberedRows([3])
    let table = numberedTable(rows, rowHeight: nil)
    let row: CGFloat = 44 + 1.0 / 3
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == row)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == row)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == row)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.height == 44)
  }

  @Test func aWrappingCellIsAsTallAsItsText() throws {
    let source = WrappingRows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.layoutIfNeeded()
    let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let long = table.rectForRow(at: IndexPath(row: 1, section: 0))
    // Typed: the literal sum inside #expect took 1.8 s to type-check (CI's budget is 100 ms).
    let selfSized: CGFloat = 44 + 1.0 / 3
    #expect(short.height == selfSized)
    #expect(long.height > 80)
    #expect(long.minY == short.maxY)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let label = try #require(cell.contentView.subviews.first?.subviews.first as? UILabel)
    #expect(label.frame.height > 60)
    #expect(label.frame.maxX <= 390 - 20)
  }

  @Test func delegateHeightsWin() {
    let rows = NumberedRows([5])
    rows.heights[IndexPath(row: 1, section: 0)] = 120
    let table = numberedTable(rows)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 390, height: 120))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 170)
  }

  @Test func sectionsStackWithTheirHeadersAndFooters() {
    let rows = NumberedRows([2, 3])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 50
    table.sectionHeaderHeight = 30
    table.sectionFooterHeight = 10
    table.dataSource = rows
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 30))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 30)
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 130, width: 390, height: 10))
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 140, width: 390, height: 190))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)).minY == 270)
    #expect(table.contentSize.height == 330)
  }

  // A grouped section with no title still stands apart; a plain one has no header.
  @Test func untitledSectionsHaveTheStylesSpacing() {
    let plain = numberedTable(NumberedRows([2, 2]))
    #expect(plain.rectForHeader(inSection: 1).height == 0)
    let grouped = numberedTable(NumberedRows([2, 2]), style: .grouped)
    #expect(grouped.rectForHeader(inSection: 1).height > 0)
  }

  @Test func titledHeadersAreMeasuredAndShown() {
    let rows = NumberedRows([2])
    rows.headerTitles = ["Network"]
    let table = numberedTable(rows, style: .insetGrouped)
    let header = table.rectForHeader(inSection: 0)
    #expect(header.height > 20)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.maxY)
    let labels = table.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
    // Grouped headers show their title in capitals.
    #expect(labels.contains { $0.text == "NETWORK" })
  }

  @Test func insetGroupedRowsAreInsetFromTheSides() {
    let table = numberedTable(NumberedRows([3]), style: .insetGrouped)
    let frame = table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(frame.minX == 20)
    #expect(frame.width == 350)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 20)
  }

  @Test func scrollToRowPutsItAtThePosition() {
    let table = numberedTable(NumberedRows([1000]))
    table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 5000)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 100, section: 0))
    table.scrollToRow(at: IndexPath(row: 999, section: 0), at: .top, animated: true)
    #expect(abs(table.contentOffset.y - (50_000 - 844)) < 0.001)
  }
}

/// Two rows: a short one and one whose text wraps over several lines.
@MainActor
private final class WrappingRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text =
      indexPath.row == 0
      ? "Short"
      : String(repeating: "A sentence long enough to wrap over several lines of the row. ", count: 4)
    cell.contentConfiguration = content
    return cell
  }
}
