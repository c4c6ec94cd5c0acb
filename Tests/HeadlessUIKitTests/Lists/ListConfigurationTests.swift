import DeclarativeUIKit
import Testing

/// UICollectionLayoutListConfiguration's defaults (UICollectionLayoutList.h and the Swift
/// interface) and NSCollectionLayoutSection.list(using:layoutEnvironment:).
@MainActor
@Suite struct ListConfigurationTests {
  @Test func defaults() {
    let list = UICollectionLayoutListConfiguration(appearance: .sidebar)
    #expect(list.appearance == .sidebar)
    #expect(list.headerMode == .none)
    #expect(list.footerMode == .none)
    // Swift's spelling of UICollectionViewLayoutAutomaticDimension for headerTopPadding.
    #expect(list.headerTopPadding == nil)
    #expect(list.backgroundColor == nil)
    #expect(list.leadingSwipeActionsConfigurationProvider == nil)
    #expect(list.trailingSwipeActionsConfigurationProvider == nil)
  }

  @Test func aSectionProviderCanMixListSections() {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      var list = UICollectionLayoutListConfiguration(appearance: index == 0 ? .plain : .insetGrouped)
      list.headerMode = index == 0 ? .none : .supplementary
      return .list(using: list, layoutEnvironment: environment)
    }
    let view = ListCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let items = ListItems([["A", "B"], ["C"]])
    view.keptItems = items
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    view.register(
      UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    view.dataSource = items
    view.layoutIfNeeded()
    #expect(items.supplementaryRequests == ["header 1"])
    // Plain rows edge to edge; the inset-grouped section 20 points in from each side.
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 390)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minX == 20)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.width == 350)
  }

  @Test func listCellsOutsideAListStartFromTheCellConfiguration() {
    #expect(UICollectionViewListCell().defaultContentConfiguration() == .cell())
  }
}
