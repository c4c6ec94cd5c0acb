import DeclarativeUIKit

/// A collection view data source of numbered items, `counts[section]` to a section, whose
/// cells are plain `UICollectionViewCell`s tagged with their item, and whose headers and
/// footers are tagged -1 and -2.
@MainActor
final class FlowItems: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  /// Called to fill a new or reused cell.
  var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    cell.tag = indexPath.item
    configure(cell, indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    view.tag = kind == UICollectionView.elementKindSectionHeader ? -1 : -2
    return view
  }
}

/// A collection view that keeps its data source alive (UIKit's holds it weakly), so a test can
/// scroll it after building it in one expression.
@MainActor
final class FixtureCollectionView: UICollectionView {
  var keptDataSource: FlowItems?
}

/// A collection view with a layout showing `items`, its cells and headers registered,
/// laid out once.
@MainActor
func flowGrid(
  _ items: FlowItems, layout: UICollectionViewLayout,
  frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844),
  delegate: (any UICollectionViewDelegate)? = nil
) -> UICollectionView {
  let grid = FixtureCollectionView(frame: frame, collectionViewLayout: layout)
  grid.keptDataSource = items
  grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
  for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
    grid.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
  }
  grid.delegate = delegate
  grid.dataSource = items
  grid.layoutIfNeeded()
  return grid
}

extension UICollectionView {
  /// An item's frame from the layout.
  func frame(ofItem item: Int, section: Int = 0) -> CGRect? {
    layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }
}

extension UICollectionViewCell {
  /// Replaces the content with one box pinned to the content view's four edges, the trailing and
  /// bottom pins at `farEdgePriority`, and as wide and tall as asked (free where `nil`): the
  /// content a self-sizing cell is measured from.
  func showPinnedBox(width: CGFloat? = nil, height: CGFloat?, farEdgePriority: UILayoutPriority = .required) {
    for old in contentView.subviews { old.removeFromSuperview() }
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    let trailing = box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)
    let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
    trailing.priority = farEdgePriority
    bottom.priority = farEdgePriority
    var constraints = [
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), trailing,
      box.topAnchor.constraint(equalTo: contentView.topAnchor), bottom,
    ]
    if let width { constraints.append(box.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(box.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
  }
}
