import DeclarativeUIKit

extension GalleryScreen {
  /// A photo library grid: square thumbnails three to a row with hairline gaps, declared as a
  /// UIGrid over a compositional layout.
  static let photos: GalleryScreen = GalleryScreen(
    name: "photos", summary: "A photo grid: a UIGrid over a compositional layout"
  ) {
    let photo = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
    photo.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
      subitems: [photo])
    let tones: [UIColor] = [
      .systemTeal, .systemOrange, .systemIndigo, .systemGreen, .systemPink, .systemBrown, .systemBlue,
      .systemYellow, .systemPurple, .systemGray2, .systemRed, .systemGray3,
    ]
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    let library: [UIGridSection<Int>] = [UIGridSection(items: Array(0..<240))]
    let grid = UIGrid(layout: layout, sections: library) { (number: Int) -> UIView in
      UIView().backgroundColor(
        tones[(number * 7) % tones.count].withAlphaComponent(0.55 + CGFloat(number % 4) * 0.15))
    }
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
    return root
  }
}
