import DeclarativeUIKit
import Testing

/// UITableView's table header and footer views, and reusable section header and footer views.
@MainActor
@Suite struct TableHeaderFooterViewTests {
  // developer.apple.com/documentation/uikit/uitableview/tableheaderview: the header is the first
  // item of the scrolling content; the table keeps only the height of its frame and sets the
  // width to its own.
  @Test func tableHeaderViewSitsAboveTheFirstSectionAtTheTablesWidth() {
    let rows = NumberedRows([3])
    let header = UIView(frame: CGRect(x: 15, y: 40, width: 100, height: 120))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 50
    table.tableHeaderView = header
    table.dataSource = rows
    table.layoutIfNeeded()
    #expect(table.tableHeaderView === header)
    #expect(header.superview === table)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 120))
    #expect(table.rectForHeader(inSection: 0).minY == 120)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
    #expect(table.contentSize.height == 270)
  }

  // developer.apple.com/documentation/uikit/uitableview/tablefooterview: shown below the content.
  @Test func tableFooterViewSitsBelowTheLastSection() {
    let rows = NumberedRows([2, 2])
    let table = numberedTable(rows, style: .grouped)
    let sectionsEnd = table.rect(forSection: 1).maxY
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
    table.tableFooterView = footer
    table.layoutIfNeeded()
    #expect(footer.frame == CGRect(x: 0, y: sectionsEnd, width: 390, height: 60))
    #expect(table.contentSize.height == sectionsEnd + 60)
    // Replacing it takes the old one out of the table.
    table.tableFooterView = nil
    table.layoutIfNeeded()
    #expect(footer.superview == nil)
    #expect(table.contentSize.height == sectionsEnd)
  }

  @Test func tableHeaderViewIsDrawnAndScrollsWithTheContent() {
    let header = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 80))
    header.text = "Recently Deleted"
    let rows = NumberedRows([30])
    let table = numberedTable(rows)
    table.tableHeaderView = header
    table.layoutIfNeeded()
    #expect(SVGRenderer().render(table).contains("Recently Deleted"))
    table.contentOffset = CGPoint(x: 0, y: 500)
    table.layoutIfNeeded()
    #expect(!SVGRenderer().render(table).contains("Recently Deleted"))
    // Rows start below the header: row 8 (at 80 + 400) is the first to show at 500.
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 8, section: 0))
    withExtendedLifetime(rows) {}
  }

  // UITableViewHeaderFooterView.h: registerClass:forHeaderFooterViewReuseIdentifier: and
  // dequeueReusableHeaderFooterViewWithIdentifier:, which returns nil for an unknown identifier.
  @Test func registeredHeaderViewsAreDequeuedAndConfigured() throws {
    let sections = HeaderViews(rowCounts: [2, 2])
    let table = sections.table(style: .insetGrouped)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "unknown") == nil)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.reuseIdentifier == "header")
    #expect(table.footerView(forSection: 0) == nil)
    // The default configuration is the grouped header's, inset with the sections.
    let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
    #expect(content.text == "Section 0")
    #expect(content.textProperties.font == UIListContentConfiguration.groupedHeader().textProperties.font)
    #expect(content.directionalLayoutMargins.leading == 40)
    // The header is measured from its content, and the rows follow it.
    let rect = table.rectForHeader(inSection: 0)
    #expect(rect.height > 20)
    #expect(header.frame == rect)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == rect.maxY)
    #expect(SVGRenderer().render(table).contains("SECTION 0"))
  }

  @Test func headerViewsScrolledOutAreReused() {
    let sections = HeaderViews(rowCounts: Array(repeating: 10, count: 20))
    let table = sections.table(style: .plain)
    #expect(table.headerView(forSection: 0) != nil)
    // Views dequeued only to measure the 20 headers went back: two sections show, and no more
    // than a few views were made.
    let made = sections.made
    #expect(made < 5)
    table.contentOffset = CGPoint(x: 0, y: 3000)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) == nil)
    let shown = (0..<20).compactMap { table.headerView(forSection: $0) as? CountingHeader }
    #expect(!shown.isEmpty)
    #expect(shown.allSatisfy { $0.reuses > 0 })
    // Views went back and came out again rather than new ones being made for every header.
    #expect(sections.made == made)
  }

  @Test func theDefaultConfigurationFollowsThePlace() {
    let sections = HeaderViews(rowCounts: [1])
    sections.footers = true
    let table = sections.table(style: .plain)
    let header = table.headerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration
    let footer = table.footerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration
    #expect(
      header
        == {
          var c = UIListContentConfiguration.plainHeader()
          c.text = "Section 0"
          return c
        }())
    #expect(
      footer
        == {
          var c = UIListContentConfiguration.plainFooter()
          c.text = "Section 0"
          return c
        }())
  }

  // UITableViewHeaderFooterView.h: textLabel, the label of the older API.
  @Test func textLabelShowsTextInTheHeadersStyle() throws {
    let view = UITableViewHeaderFooterView(reuseIdentifier: "header")
    let label = try #require(view.textLabel)
    #expect(view.textLabel === label)
    #expect(label.superview === view.contentView)
    label.text = "Favourites"
    let size = view.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.height > label.intrinsicContentSize.height)
  }
}

/// Sections whose headers (and optionally footers) are dequeued header-footer views.
@MainActor
private final class HeaderViews: NSObject, UITableViewDataSource, UITableViewDelegate {
  let rowCounts: [Int]
  var footers = false
  var made = 0

  init(rowCounts: [Int]) {
    self.rowCounts = rowCounts
  }

  func table(style: UITableView.Style) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    table.rowHeight = 50
    table.dataSource = self
    table.delegate = self
    table.layoutIfNeeded()
    return table
  }

  func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCounts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    view(tableView, section)
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    footers ? view(tableView, section) : nil
  }

  private func view(_ tableView: UITableView, _ section: Int) -> UIView? {
    guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") else { return nil }
    if view.contentConfiguration == nil { made += 1 }
    var content = view.defaultContentConfiguration()
    content.text = "Section \(section)"
    view.contentConfiguration = content
    return view
  }
}

/// A header-footer view that counts its reuses.
@MainActor
private final class CountingHeader: UITableViewHeaderFooterView {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}
