import DeclarativeUIKit
import Testing

/// Reordering a collection view: its interactive movement API (UICollectionView.h, iOS 16.5
/// SDK: `beginInteractiveMovementForItemAtIndexPath:` "returns NO if reordering was prevented
/// from beginning"), the data source told of the move (UICollectionViewDataSource's
/// `collectionView(_:moveItemAt:to:)`), and a diffable data source's `reorderingHandlers`
/// (UIDiffableDataSource.h and the SDK's UIKit.swiftinterface; Apple's documentation of
/// `reorderingHandlers` sets `canReorderItem` to let items move at all).
@MainActor
@Suite struct CollectionReorderingTests {
  private func makeList() -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: list) {
      list, indexPath, name in
      list.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(["A", "B", "C", "D"])
    dataSource.apply(snapshot, animatingDifferences: false)
    list.layoutIfNeeded()
    return (list, dataSource)
  }

  @Test func withoutCanReorderItemNoItemMoves() {
    let (list, _) = makeList()
    #expect(!list.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
  }

  @Test func movingAnItemUpdatesTheSnapshotAndTellsTheHandlers() throws {
    let (list, dataSource) = makeList()
    var calls: [String] = []
    var difference: CollectionDifference<String>?
    dataSource.reorderingHandlers.canReorderItem = { $0 != "D" }
    // Weakly, as an app would: the data source keeps its handlers.
    dataSource.reorderingHandlers.willReorder = { [weak dataSource] transaction in
      calls.append(
        "will \(transaction.initialSnapshot.itemIdentifiers) \(transaction.finalSnapshot.itemIdentifiers)")
      #expect(dataSource?.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
    }
    dataSource.reorderingHandlers.didReorder = { transaction in
      calls.append("did")
      difference = transaction.difference
      #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["main"])
      #expect(transaction.sectionTransactions.first?.finalSnapshot.items == ["B", "C", "A", "D"])
    }
    #expect(!list.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(list.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(list.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isReordering == true)
    // A second movement cannot start while one is under way.
    #expect(!list.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    let third = try #require(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    list.updateInteractiveMovementTargetPosition(CGPoint(x: third.frame.midX, y: third.frame.midY))
    list.endInteractiveMovement()
    #expect(calls == ["will [\"A\", \"B\", \"C\", \"D\"] [\"B\", \"C\", \"A\", \"D\"]", "did"])
    #expect(dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
    #expect(["A", "B", "C", "D"].applying(try #require(difference)) == ["B", "C", "A", "D"])
    list.layoutIfNeeded()
    let moved = list.cellForItem(at: IndexPath(item: 2, section: 0))?.contentConfiguration
    #expect((moved as? UIListContentConfiguration)?.text == "A")
  }

  @Test func cancellingPutsTheItemBack() throws {
    let (list, dataSource) = makeList()
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    var told = false
    dataSource.reorderingHandlers.didReorder = { _ in told = true }
    #expect(list.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let last = try #require(list.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    list.updateInteractiveMovementTargetPosition(CGPoint(x: last.frame.midX, y: last.frame.midY))
    list.cancelInteractiveMovement()
    #expect(!told)
    #expect(dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
    list.layoutIfNeeded()
    #expect(list.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isReordering == false)
  }

  @Test func aPlainDataSourceIsToldOfTheMove() throws {
    let items = MovableItems()
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = items
    list.layoutIfNeeded()
    #expect(list.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    let first = try #require(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    list.updateInteractiveMovementTargetPosition(CGPoint(x: first.frame.midX, y: first.frame.midY))
    list.endInteractiveMovement()
    #expect(items.names == ["C", "A", "B"])
  }
}

/// A data source that moves its names when told.
@MainActor
private final class MovableItems: NSObject, UICollectionViewDataSource {
  var names = ["A", "B", "C"]

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    names.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}
