import DeclarativeUIKit

/// A collection view data source of list rows: `titles[section]` are the rows of a section,
/// shown by `UICollectionViewListCell`s with their default content; headers and footers are list
/// cells too, titled "Header n" and "Footer n".
@MainActor
final class ListItems: NSObject, UICollectionViewDataSource {
  var titles: [[String]]
  /// The headers and footers asked for, by kind and section.
  var supplementaryRequests: [String] = []
  /// The image of every row, if any.
  var image: UIImage?
  /// The accessories of a row.
  var accessories: (IndexPath) -> [UICellAccessory] = { _ in [] }

  init(_ titles: [[String]]) {
    self.titles = titles
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { titles.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    titles[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    if let cell = cell as? UICollectionViewListCell {
      var content = cell.defaultContentConfiguration()
      content.text = titles[indexPath.section][indexPath.item]
      content.image = image
      cell.contentConfiguration = content
      cell.accessories = accessories(indexPath)
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    supplementaryRequests.append("\(isHeader ? "header" : "footer") \(indexPath.section)")
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    if let view = view as? UICollectionViewListCell {
      var content = view.defaultContentConfiguration()
      content.text = "\(isHeader ? "Header" : "Footer") \(indexPath.section)"
      view.contentConfiguration = content
    }
    return view
  }
}

/// A collection view that keeps its list data source alive.
@MainActor
final class ListCollectionView: UICollectionView {
  var keptItems: ListItems?
}

/// A collection view (390 × 844 unless told) with a list layout of `configuration` over
/// `items`, its rows, headers and footers registered as list cells, laid out once.
@MainActor
func listView(
  _ items: ListItems, configuration: UICollectionLayoutListConfiguration,
  width: CGFloat = 390, height: CGFloat = 844
) -> ListCollectionView {
  let view = ListCollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height),
    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  view.keptItems = items
  view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
  for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
    view.register(
      UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
  }
  view.dataSource = items
  view.layoutIfNeeded()
  return view
}
