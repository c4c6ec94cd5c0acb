/// One row of an outline grid: an item, the rows nested under it, and whether they show.
///
/// ```swift
/// UIOutlineRow("Fruit", isExpanded: true, children: [UIOutlineRow("Apple"), UIOutlineRow("Pear")])
/// ```
public struct UIOutlineRow<Item: Hashable> {
  /// The row's item; an item may appear once in the whole outline.
  public var item: Item
  /// The rows nested under it, in order.
  public var children: [UIOutlineRow<Item>]
  /// Whether its children show.
  public var isExpanded: Bool

  /// Creates a row.
  /// - Parameters:
  ///   - item: The row's item.
  ///   - isExpanded: Whether its children show; `false` by default.
  ///   - children: The rows nested under it; none by default.
  public init(_ item: Item, isExpanded: Bool = false, children: [UIOutlineRow<Item>] = []) {
    self.item = item
    self.isExpanded = isExpanded
    self.children = children
  }
}

extension UIGrid {
  /// Creates a grid laid out as a list that shows an outline: rows with children show an
  /// outline disclosure (a top-level parent the header style, which a tap anywhere on it
  /// toggles; a nested one the cell style), and nested rows are indented by their level. It is
  /// backed by a diffable data source's section snapshot
  /// (`NSDiffableDataSourceSectionSnapshot`), so the user expands and collapses rows as in UIKit.
  ///
  /// ```swift
  /// UIGrid(outline: .sidebar, rows: [
  ///   UIOutlineRow("Fruit", isExpanded: true, children: [UIOutlineRow("Apple")])
  /// ]) { (name: String) in
  ///   var row = UIListContentConfiguration.sidebarCell()
  ///   row.text = name
  ///   return row
  /// }
  /// ```
  /// - Parameters:
  ///   - appearance: The list's appearance.
  ///   - rows: The top-level rows, in order.
  ///   - row: The content of an item's row.
  public convenience init<Item: Hashable>(
    outline appearance: UICollectionLayoutListConfiguration.Appearance, rows: [UIOutlineRow<Item>],
    row: @escaping (Item) -> UIListContentConfiguration
  ) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: appearance))
    self.init(frame: .zero, collectionViewLayout: layout)
    let accessories = GridListAccessories()
    let shape = GridOutlineShape()
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, ListItemKey> { cell, _, key in
      guard let item = key.value as? Item else { return }
      cell.contentConfiguration = row(item)
      var own = accessories.make?(key.value) ?? []
      if shape.parents.contains(key) {
        let style: UICellAccessory.OutlineDisclosureOptions.Style =
          shape.roots.contains(key) ? .header : .cell
        own.append(.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: style)))
      }
      cell.accessories = own
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, ListItemKey>(collectionView: self) {
      collectionView, indexPath, key in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: key)
    }
    let coordinator = GridCoordinator(dataSource: dataSource)
    setListState(coordinator: coordinator, titles: GridListTitles(), accessories: accessories)
    outlineShape = shape
    delegate = coordinator
    update(outline: rows, animated: false)
  }

  /// Shows a new outline: rows of items that stay keep their cells, the others are inserted or
  /// deleted; each row is expanded as its ``UIOutlineRow/isExpanded`` says.
  /// - Parameters:
  ///   - rows: The top-level rows, in order.
  ///   - animated: Whether UIKit animates the change.
  public func update<Item: Hashable>(outline rows: [UIOutlineRow<Item>], animated: Bool = true) {
    var outline = NSDiffableDataSourceSectionSnapshot<ListItemKey>()
    let shape = outlineShape ?? GridOutlineShape()
    shape.parents = []
    shape.roots = Set(rows.map { ListItemKey(value: $0.item) })
    func add(_ level: [UIOutlineRow<Item>], to parent: ListItemKey?) {
      outline.append(level.map { ListItemKey(value: $0.item) }, to: parent)
      for child in level where !child.children.isEmpty {
        let key = ListItemKey(value: child.item)
        shape.parents.insert(key)
        add(child.children, to: key)
        if child.isExpanded { outline.expand([key]) }
      }
    }
    add(rows, to: nil)
    gridCoordinator?.dataSource.apply(outline, to: 0, animatingDifferences: animated)
  }
}

/// Which items of an outline grid are parents, and which of those are top-level.
final class GridOutlineShape {
  var parents: Set<ListItemKey> = []
  var roots: Set<ListItemKey> = []
}
