import DeclarativeUIKit

extension GalleryScreen {
  /// A photo library grid: square thumbnails three to a row with hairline gaps, in a
  /// compositional-layout collection view.
  static let photos: GalleryScreen = GalleryScreen(
    name: "photos", summary: "A photo grid: a compositional-layout collection view"
  ) {
    let photo = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
    photo.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
      subitems: [photo])
    let grid = PhotoGrid(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: row)))
    let tones: [UIColor] = [
      .systemTeal, .systemOrange, .systemIndigo, .systemGreen, .systemPink, .systemBrown, .systemBlue,
      .systemYellow, .systemPurple, .systemGray2, .systemRed, .systemGray3,
    ]
    let thumbnail = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
      cell.backgroundColor = tones[(number * 7) % tones.count].withAlphaComponent(
        0.55 + CGFloat(number % 4) * 0.15)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) {
      grid, indexPath, number in
      grid.dequeueConfiguredReusableCell(using: thumbnail, for: indexPath, item: number)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<240))
    dataSource.apply(snapshot, animatingDifferences: false)
    let title = UILabel()
      .text("Library")
      .font(.systemFont(ofSize: 34, weight: .bold))
    let root = UIView().backgroundColor(.systemBackground)
    root.addSubview(
      title, constraints: [.equal(\.topAnchor, constant: 56), .equal(\.leadingAnchor, constant: 20)])
    root.addSubview(
      grid, constraints: [.equal(\.leadingAnchor), .equal(\.trailingAnchor), .equal(\.bottomAnchor)])
    grid.translatesAutoresizingMaskIntoConstraints = false
    grid.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8).isActive = true
    grid.keptDataSource = dataSource
    return root
  }
}

/// A collection view that keeps its diffable data source (collection views hold theirs weakly,
/// as UIKit's do).
final class PhotoGrid: UICollectionView {
  var keptDataSource: AnyObject?
}
