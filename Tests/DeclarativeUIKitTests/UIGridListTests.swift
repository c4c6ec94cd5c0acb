import DeclarativeUIKit
import Testing

/// UIGrid(list:sections:row:): a collection view with a list layout declared from sections,
/// whose titles are supplementary headers, and rows with accessories.
@MainActor
@Suite struct UIGridListTests {
  private func mailboxes(_ sections: [UIListSection<String>]) -> UIGrid {
    let grid = UIGrid(list: .insetGrouped, sections: sections) { (name: String) in
      var row = UIListContentConfiguration.cell()
      row.text = name
      return row
    }
    .accessories { (name: String) in [.label(text: "\(name.count)"), .disclosureIndicator()] }
    grid.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    grid.layoutIfNeeded()
    return grid
  }

  @Test func sectionTitlesBecomeSupplementaryHeaders() {
    let grid = mailboxes([
      UIListSection("iCloud", items: ["Inbox", "Drafts"]),
      UIListSection(items: ["Archive"]),
    ])
    let header = grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    var title = UIListContentConfiguration.groupedHeader()
    title.text = "iCloud"
    #expect(
      (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration == title)
    // A section without a title has no header: its row starts after the grouped spacing.
    #expect(
      grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
    let svg = SVGRenderer().render(grid)
    #expect(svg.contains("ICLOUD"))
  }

  @Test func rowsShowTheirContentAndAccessories() throws {
    let grid = mailboxes([UIListSection("iCloud", items: ["Inbox", "Drafts"])])
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    var row = UIListContentConfiguration.cell()
    row.text = "Drafts"
    #expect(cell.contentConfiguration as? UIListContentConfiguration == row)
    #expect(cell.accessories.map(\.accessoryType) == [.label, .disclosureIndicator])
    #expect(cell.subviews.compactMap { ($0 as? UILabel)?.text } == ["6"])
  }

  @Test func newSectionsChangeRowsAndTitles() {
    let grid = mailboxes([UIListSection("iCloud", items: ["Inbox"])])
    grid.update(sections: [UIListSection("On My iPhone", items: ["Inbox", "Notes"])], animated: false)
    grid.layoutIfNeeded()
    #expect(grid.numberOfItems(inSection: 0) == 2)
    let header = grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    let content = (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
    #expect(content?.text == "On My iPhone")
    let added = grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
    #expect(added?.accessories.count == 2)
  }
}
