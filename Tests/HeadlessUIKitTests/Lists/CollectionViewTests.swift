import DeclarativeUIKit
import Testing

/// UICollectionView with UICollectionViewFlowLayout, registrations and a diffable data source.
@MainActor
@Suite struct CollectionViewTests {
  // Apple's UICollectionViewFlowLayout documentation: itemSize defaults to 50 by 50,
  // minimumLineSpacing and minimumInteritemSpacing to 10; UICollectionViewFlowLayout.h:
  // scrollDirection defaults to vertical.
  @Test func flowLayoutDefaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.ElementCategory.supplementaryView.rawValue == 1)
    #expect(UICollectionView.ScrollPosition.centeredVertically.rawValue == 1 << 1)
  }

  private func makeGrid(
    count: Int, header: CGFloat = 0
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>, Counter) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.headerReferenceSize = CGSize(width: 0, height: header)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let counter = Counter()
    let photo = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
      counter.configured.append(number)
      cell.tag = number
    }
    let title = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in view.tag = -1 }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) {
      grid, indexPath, number in
      grid.dequeueConfiguredReusableCell(using: photo, for: indexPath, item: number)
    }
    dataSource.supplementaryViewProvider = { grid, _, indexPath in
      grid.dequeueConfiguredReusableSupplementary(using: title, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot)
    grid.layoutIfNeeded()
    return (grid, dataSource, counter)
  }

  // Apple's documentation of UICollectionReusableView.reuseIdentifier: the identifier the view
  // was registered and dequeued with.
  @Test func aDequeuedViewKeepsItsReuseIdentifier() {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    grid.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    let cell = grid.dequeueReusableCell(withReuseIdentifier: "photo", for: IndexPath(item: 0, section: 0))
    let header = grid.dequeueReusableSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title",
      for: IndexPath(item: 0, section: 0))
    #expect(cell.reuseIdentifier == "photo")
    #expect(header.reuseIdentifier == "title")
  }

  // The documentation: as many items as fit go in a line, and the spacing between them may
  // grow past the minimum so the line fills the width.
  @Test func itemsFillLinesAndTheSpacingGrows() {
    let (grid, _, _) = makeGrid(count: 7)
    func frame(_ item: Int) -> CGRect? {
      grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    // (390 + 10) / 130: three a line, the 30 points left shared by two gaps of 15.
    #expect(frame(0) == CGRect(x: 0, y: 0, width: 120, height: 120))
    #expect(frame(1) == CGRect(x: 135, y: 0, width: 120, height: 120))
    #expect(frame(2) == CGRect(x: 270, y: 0, width: 120, height: 120))
    #expect(frame(3) == CGRect(x: 0, y: 130, width: 120, height: 120))
    // The last line's item stands under the first column.
    #expect(frame(6) == CGRect(x: 0, y: 260, width: 120, height: 120))
    #expect(grid.contentSize == CGSize(width: 390, height: 380))
    #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == frame(4))
  }

  @Test(arguments: [100, 100_000])
  func onlyVisibleItemsHaveCells(count: Int) {
    let (grid, _, counter) = makeGrid(count: count)
    // Lines 0 to 6 meet the 844-point screen: 21 cells.
    #expect(grid.visibleCells.count == min(count, 21))
    #expect(counter.configured.count == min(count, 21))
    #expect(grid.subviews.filter { $0 is UICollectionViewCell }.count == 21)
  }

  @Test func cellsScrolledOutAreReused() throws {
    let (grid, dataSource, counter) = makeGrid(count: 300)
    let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    // As with table views, the items coming into view get cells before those leaving give theirs
    // back: the second step reuses the cells of the first lines.
    grid.contentOffset = CGPoint(x: 0, y: 400)
    grid.layoutIfNeeded()
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    grid.contentOffset = CGPoint(x: 0, y: 800)
    grid.layoutIfNeeded()
    #expect(grid.visibleCells.contains { $0 === first })
    #expect(first.tag >= 30)
    #expect(counter.configured.last == grid.visibleCells.last?.tag)
    // The grid holds its data source weakly, as UIKit's does.
    withExtendedLifetime(dataSource) {}
  }

  @Test func headersComeFromTheirRegistration() {
    let (grid, _, _) = makeGrid(count: 4, header: 40)
    let header = grid.subviews.first { $0.tag == -1 }
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 40)
  }

  @Test func applyingKeepsTheCellsOfItemsThatStay() throws {
    let (grid, dataSource, _) = makeGrid(count: 5)
    let third = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0)))
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([0])
    dataSource.apply(snapshot)
    grid.layoutIfNeeded()
    #expect(grid.numberOfItems(inSection: 0) == 4)
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 1)
    #expect(dataSource.indexPath(for: 4) == IndexPath(item: 3, section: 0))
  }

  @Test func listCellsUseTheListCellConfiguration() {
    #expect(UICollectionViewListCell().defaultContentConfiguration() == .cell())
    let cell = UICollectionViewCell()
    #expect(cell.contentView.superview === cell)
  }
}

/// Counts what a registration's handler configured.
@MainActor
private final class Counter {
  var configured: [Int] = []
}

/// UIKit raises for a cell dequeued under an identifier nobody registered.
@Suite struct CollectionViewMisuseExitTests {
  // A flow layout with headers asks for a header of a kind nobody registered: UIKit raises
  // "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier ...
  // - must register a nib or a class for the identifier or connect a prototype cell in a
  // storyboard" (the wording of its cell case, with the kind).
  @Test func dequeuingAnUnregisteredSupplementaryKindStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let grid = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        _ = grid.dequeueReusableSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title",
          for: IndexPath(item: 0, section: 0))
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      text.contains(
        "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier title"))
  }

  @Test func dequeuingAnUnregisteredIdentifierStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        _ = grid.dequeueReusableCell(withReuseIdentifier: "none", for: IndexPath(item: 0, section: 0))
      }
    }
  }
}
