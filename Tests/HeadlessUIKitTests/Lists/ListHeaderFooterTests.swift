import DeclarativeUIKit
import Testing

/// Headers and footers of list sections (UICollectionLayoutList.h): `.supplementary` asks the
/// data source for views of kind `UICollectionView.elementKindSectionHeader` and `...Footer`,
/// sized by their content as estimated boundary items are; `.firstItemInSection` draws the
/// first item as the header.
@MainActor
@Suite struct ListHeaderFooterTests {
  /// The height a list content view of `content` takes at a width.
  private func height(of content: UIListContentConfiguration, width: CGFloat) -> CGFloat {
    UIListContentView(configuration: content).systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  @Test func supplementaryHeadersAreAskedForAndSizedByTheirContent() {
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .supplementary
    let items = ListItems([["Wi-Fi", "Bluetooth"], ["Notifications"]])
    let view = listView(items, configuration: list)
    #expect(items.supplementaryRequests.sorted() == ["header 0", "header 1"])
    let header = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    // The header follows the inset-grouped section's 20-point side insets.
    var content = UIListContentConfiguration.groupedHeader()
    content.text = "Header 0"
    let titleHeight = height(of: content, width: 350)
    #expect(titleHeight > 30)
    #expect(header?.frame == CGRect(x: 20, y: 0, width: 350, height: titleHeight))
    // A header takes the place of the grouped spacing above the rows.
    let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(abs((first?.frame.minY ?? 0) - titleHeight) < 0.001)
    // The second section starts below the first's two rows and its bottom spacing (18).
    let rows = (first?.frame.height ?? 0) * 2
    let second = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(abs((second?.frame.minY ?? 0) - (titleHeight + rows + 18)) < 0.001)
  }

  @Test func aSupplementaryHeaderGetsTheGroupedHeaderContentAndAFooterTheFooters() {
    var list = UICollectionLayoutListConfiguration(appearance: .grouped)
    list.headerMode = .supplementary
    list.footerMode = .supplementary
    let view = listView(ListItems([["General"]]), configuration: list)
    let header = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    let footer = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    var expectedHeader = UIListContentConfiguration.groupedHeader()
    expectedHeader.text = "Header 0"
    var expectedFooter = UIListContentConfiguration.groupedFooter()
    expectedFooter.text = "Footer 0"
    #expect(
      (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
        == expectedHeader)
    #expect(
      (footer as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
        == expectedFooter)
    // The footer sits right below the row, in the bottom spacing's place.
    let row = view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame.minY == row?.frame.maxY)
    #expect(footer?.frame.height == height(of: expectedFooter, width: 390))
    #expect(view.contentSize.height == footer?.frame.maxY)
  }

  @Test func aPlainListsHeaderIsThePlainHeader() {
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.headerMode = .supplementary
    let view = listView(ListItems([["Inbox"]]), configuration: list)
    let header = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    var expected = UIListContentConfiguration.plainHeader()
    expected.text = "Header 0"
    #expect(
      (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration == expected)
  }

  // UICollectionLayoutList.h: headerTopPadding is the padding above each section header.
  @Test func headerTopPaddingGoesAboveEachHeader() {
    var list = UICollectionLayoutListConfiguration(appearance: .plain)
    list.headerMode = .supplementary
    let without = listView(ListItems([["A"], ["B"]]), configuration: list)
    list.headerTopPadding = 12
    let with = listView(ListItems([["A"], ["B"]]), configuration: list)
    let kind = UICollectionView.elementKindSectionHeader
    let before = without.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame
    let after = with.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame
    #expect(
      with.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))?.frame.minY == 12)
    // Both sections' paddings are above the second header.
    #expect(after?.minY == (before?.minY ?? 0) + 24)
  }

  @Test func withoutAHeaderModeNoHeaderIsAskedFor() {
    let items = ListItems([["A"], ["B"]])
    let view = listView(items, configuration: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    #expect(items.supplementaryRequests.isEmpty)
    // Grouped spacing above the first row, no header.
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 18)
  }

  // UICollectionLayoutList.h: firstItemInSection styles the first item of a section as its
  // header; no supplementary view is asked for.
  @Test func theFirstItemCanBeTheHeader() {
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .firstItemInSection
    let items = ListItems([["Favourites", "Inbox", "Sent"]])
    let view = listView(items, configuration: list)
    #expect(items.supplementaryRequests.isEmpty)
    let header = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    var expected = UIListContentConfiguration.groupedHeader()
    expected.text = "Favourites"
    #expect(header?.contentConfiguration as? UIListContentConfiguration == expected)
    let row = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
    var rowContent = UIListContentConfiguration.cell()
    rowContent.text = "Inbox"
    #expect(row?.contentConfiguration as? UIListContentConfiguration == rowContent)
    // The header is drawn as a grouped header, in capitals.
    let svg = SVGRenderer().render(view)
    #expect(svg.contains("FAVOURITES"))
  }
}

/// What UIKit raises for a list whose headers the data source cannot give.
@Suite struct ListHeaderMisuseExitTests {
  // A diffable data source without a supplementaryViewProvider gives no header view: UIKit
  // raises its exception for a nil supplementary view (wording quoted in
  // Juanpe/SkeletonView issue 290).
  @Test func supplementaryHeadersWithoutAProviderStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 390, height: 844),
          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
          view, indexPath, item in
          view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Inbox"])
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath "
          + "(UICollectionElementKindSectionHeader"))
    #expect(text.contains("was not retrieved by calling -dequeueReusableSupplementaryViewOfKind"))
  }
}
