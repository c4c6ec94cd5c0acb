import DeclarativeUIKit
import Testing

/// Section header top padding, and the floating section headers of plain tables.
@MainActor
@Suite struct TableFloatingHeaderTests {
  /// Three titled sections of ten 50-point rows, each header 40 points.
  private func titledTable(_ rows: NumberedRows, style: UITableView.Style = .plain) -> UITableView {
    rows.headerTitles = ["Today", "Yesterday", "Earlier"]
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 50
    table.sectionHeaderHeight = 40
    table.sectionFooterHeight = 0
    table.dataSource = rows
    table.delegate = rows
    table.layoutIfNeeded()
    return table
  }

  private func headerLabel(_ table: UITableView, _ text: String) -> UIView? {
    table.subviews.first { view in
      (view as? UIListContentView).map { content in
        (content.configuration as? UIListContentConfiguration)?.text == text
      } ?? false
    }
  }

  // developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding: padding above
  // each section header, default UITableView.automaticDimension.
  @Test func sectionHeaderTopPaddingAddsSpaceAboveEachHeader() {
    let rows = NumberedRows([10, 10, 10])
    let table = titledTable(rows)
    #expect(UITableView().sectionHeaderTopPadding == UITableView.automaticDimension)
    #expect(table.rectForHeader(inSection: 1).minY == 540)
    table.sectionHeaderTopPadding = 12
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 12, width: 390, height: 40))
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 552))
    #expect(table.rectForHeader(inSection: 1).minY == 564)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 604)
    #expect(table.contentSize.height == 1656)
  }

  // developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain: in a plain
  // table, headers float when the table scrolls.
  @Test func plainHeadersFloatAtTheTopUntilPushedByTheNextSection() throws {
    let rows = NumberedRows([10, 10, 10])
    let table = titledTable(rows)
    table.contentOffset = CGPoint(x: 0, y: 200)
    table.layoutIfNeeded()
    let today = try #require(headerLabel(table, "Today"))
    #expect(today.frame == CGRect(x: 0, y: 200, width: 390, height: 40))
    #expect(SVGRenderer().render(table).contains("Today"))
    // Section 0 ends at 540: at 520 its header is pushed up to end there.
    table.contentOffset = CGPoint(x: 0, y: 520)
    table.layoutIfNeeded()
    #expect(today.frame.minY == 500)
    #expect(headerLabel(table, "Yesterday")?.frame.minY == 540)
    // Past the section the next header takes the top and the first one leaves.
    table.contentOffset = CGPoint(x: 0, y: 700)
    table.layoutIfNeeded()
    #expect(headerLabel(table, "Today") == nil)
    #expect(headerLabel(table, "Yesterday")?.frame.minY == 700)
  }

  // developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain: footers float
  // too, at the bottom of the visible area, until the top of their section pushes them down.
  @Test func plainFootersFloatAtTheBottom() throws {
    let rows = NumberedRows([20, 20])
    rows.footerTitles = ["20 messages", "20 more"]
    let table = titledTable(rows)
    table.sectionFooterHeight = 30
    table.layoutIfNeeded()
    // Section 0 runs past the screen: its footer shows at the bottom of the visible area.
    let first = try #require(headerLabel(table, "20 messages"))
    #expect(first.frame == CGRect(x: 0, y: 844 - 30, width: 390, height: 30))
    #expect(table.rectForFooter(inSection: 0).minY == 1040)
    // Scrolled so only a little of section 1 shows: its footer sits below its header.
    table.contentOffset = CGPoint(x: 0, y: 1070 - 844 + 60)
    table.layoutIfNeeded()
    let second = try #require(headerLabel(table, "20 more"))
    #expect(second.frame.minY == 1110)
  }

  // The visible area starts below the content inset, so a header floats under a bar.
  @Test func floatingHeadersStayBelowTheContentInset() {
    let rows = NumberedRows([10, 10, 10])
    let table = titledTable(rows)
    table.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    table.contentOffset = CGPoint(x: 0, y: 200)
    table.layoutIfNeeded()
    #expect(headerLabel(table, "Today")?.frame.minY == 300)
  }

  // developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped: headers of
  // grouped tables do not float.
  @Test func groupedHeadersScrollWithTheirSections() {
    let rows = NumberedRows([10, 10, 10])
    let table = titledTable(rows, style: .grouped)
    table.contentOffset = CGPoint(x: 0, y: 100)
    table.layoutIfNeeded()
    #expect(headerLabel(table, "Today") == nil)
    #expect(headerLabel(table, "Yesterday")?.frame.minY == 540)
  }
}
