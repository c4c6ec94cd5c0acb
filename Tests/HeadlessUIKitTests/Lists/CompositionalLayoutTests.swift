import DeclarativeUIKit
import Testing

/// UICollectionViewCompositionalLayout: as NSCollectionLayoutDimension's documentation describes,
/// fractional lengths are fractions of the container (the section's content for a group, the
/// group for an item); a group lays its items along its axis.
@MainActor
@Suite struct CompositionalLayoutTests {
  private func grid(count: Int, layout: UICollectionViewLayout) -> (UICollectionView, NumberedItems) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let items = NumberedItems(count: count)
    view.dataSource = items
    view.layoutIfNeeded()
    return (view, items)
  }

  private func photoGrid() -> UICollectionViewCompositionalLayout {
    let photo = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
    photo.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
      subitems: [photo])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
  }

  @Test func dimensionsKnowTheirKind() {
    #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
    #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
    #expect(NSCollectionLayoutDimension.estimated(44).dimension == 44)
    #expect(NSCollectionLayoutSpacing.fixed(8).isFixedSpacing)
  }

  @Test func aGroupRepeatsItsItemWhileItFits() {
    let (view, items) = grid(count: 7, layout: photoGrid())
    func frame(_ item: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    #expect(frame(0) == CGRect(x: 1, y: 1, width: 128, height: 128))
    #expect(frame(2) == CGRect(x: 261, y: 1, width: 128, height: 128))
    #expect(frame(3) == CGRect(x: 1, y: 131, width: 128, height: 128))
    #expect(view.contentSize == CGSize(width: 390, height: 390))
    withExtendedLifetime(items) {}
  }

  @Test(arguments: [100, 100_000])
  func onlyVisibleItemsHaveCells(count: Int) {
    let (view, items) = grid(count: count, layout: photoGrid())
    // Groups 0 to 6 meet the 844-point screen.
    #expect(view.visibleCells.count == 21)
    #expect(items.requests == 21)
  }

  /// UICollectionViewCompositionalLayout.h (iOS 16.5 SDK): `repeatingSubitem:count:` repeats the
  /// item at its own size ("It is the caller's responsibility to ensure that the group's
  /// layoutSize can fit count repetitions"), unlike the deprecated `subitem:count:`, which
  /// shares the group (CompositionalSupplementaryItemTests).
  @Test func repeatingSubitemKeepsTheItemsOwnSize() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      repeatingSubitem: item, count: 2)
    row.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 20
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let (view, items) = grid(count: 4, layout: UICollectionViewCompositionalLayout(section: section))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 126, y: 0, width: 100, height: 100))
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 120)
    withExtendedLifetime(items) {}
  }

  @Test func insetGroupedListsInsetTheirRows() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let (view, items) = grid(count: 3, layout: layout)
    let frame = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    #expect(frame?.minX == 20)
    #expect(frame?.width == 350)
    #expect(frame?.height == 44)
    #expect(UICollectionLayoutListConfiguration.Appearance.sidebar.rawValue == 3)
    withExtendedLifetime(items) {}
  }
}

/// Numbered items with plain cells, counting the cells asked for.
@MainActor
final class NumberedItems: NSObject, UICollectionViewDataSource {
  let count: Int
  var requests = 0

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    requests += 1
    return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}
