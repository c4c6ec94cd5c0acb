import DeclarativeUIKit
import Testing

/// A cell that makes its views in `updateConfiguration(using:)`, as Apple's "Implementing Modern
/// Collection Views" custom cell list does, is sized to them: the update the cell asked for runs
/// before the list measures it (UICollectionViewCell.h: the update runs before the cell's next
/// layout; on a device that sample's rows are as tall as their wrapped descriptions).
@MainActor
@Suite struct CellSizingAfterConfigurationUpdateTests {
  @Test func aRowMadeInTheUpdateIsMeasuredWithItsViews() throws {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let row = UICollectionView.CellRegistration<TallRowCell, String> { cell, _, _ in
      cell.setNeedsUpdateConfiguration()
    }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: list) {
      list, indexPath, name in
      list.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(["A", "B"])
    dataSource.apply(snapshot, animatingDifferences: false)
    list.layoutIfNeeded()
    let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(first.frame.height == 120)
    #expect(second.frame.minY == 120)
  }
}

/// A row whose content, a 120-point-tall view, is made in its first configuration update.
private final class TallRowCell: UICollectionViewListCell {
  private var block: UIView?

  override func updateConfiguration(using state: UICellConfigurationState) {
    guard block == nil else { return }
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: contentView.topAnchor),
      view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      view.heightAnchor.constraint(equalToConstant: 120),
    ])
    block = view
  }
}
