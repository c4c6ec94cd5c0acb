/// One section of a ``UIGrid``: its items, in order.
///
/// ```swift
/// UIGridSection(items: photos)
/// ```
public struct UIGridSection<Item: Hashable> {
  /// The items, one cell each. An item may appear once in the whole grid, as in UIKit's
  /// diffable data sources.
  public var items: [Item]

  /// Creates a section.
  /// - Parameter items: The items, one cell each.
  public init(items: [Item]) {
    self.items = items
  }
}

/// A collection view declared from data: a layout, sections of items, and a cell builder that
/// turns an item into the view its cell shows. Like ``UIList`` it is backed by a diffable data
/// source (`UICollectionViewDiffableDataSource`), so giving it new sections with
/// ``update(sections:animated:)-([UIGridSection<Item>],_)`` changes only the cells whose items changed.
///
/// ```swift
/// UIGrid(layout: layout, sections: [UIGridSection(items: photos)]) { (photo: Photo) in
///   UIImageView(image: photo.thumbnail)
/// }
/// .onSelect { (photo: Photo) in open(photo) }
/// ```
open class UIGrid: UICollectionView {
  private var coordinator: GridCoordinator?
  /// A list grid's section titles and row accessories.
  private(set) var listTitles: GridListTitles?
  private(set) var listAccessories: GridListAccessories?
  /// An outline grid's parents, which show an outline disclosure.
  var outlineShape: GridOutlineShape?

  var gridCoordinator: GridCoordinator? { coordinator }

  func setListState(coordinator: GridCoordinator, titles: GridListTitles, accessories: GridListAccessories) {
    self.coordinator = coordinator
    listTitles = titles
    listAccessories = accessories
  }

  func showSections(_ sections: [[ListItemKey]], animated: Bool) {
    coordinator?.show(sections, animated: animated)
  }

  /// Creates a grid of sections whose cells the cell builder fills.
  /// - Parameters:
  ///   - layout: The layout that places the cells, such as a compositional layout.
  ///   - sections: The sections, in order.
  ///   - cell: The view an item's cell shows, filling its content view.
  public convenience init<Item: Hashable>(
    layout: UICollectionViewLayout, sections: [UIGridSection<Item>], cell: @escaping (Item) -> UIView
  ) {
    self.init(frame: .zero, collectionViewLayout: layout)
    let coordinator = GridCoordinator(collectionView: self) { item in
      guard let item = item as? Item else { return UIView() }
      return cell(item)
    }
    self.coordinator = coordinator
    delegate = coordinator
    update(sections: sections, animated: false)
  }

  /// Shows new sections: cells of items that stay are kept, the others are inserted or deleted.
  /// - Parameters:
  ///   - sections: The sections, in order.
  ///   - animated: Whether UIKit animates the change.
  public func update<Item: Hashable>(sections: [UIGridSection<Item>], animated: Bool = true) {
    coordinator?.show(sections.map { $0.items.map { ListItemKey(value: $0) } }, animated: animated)
  }

  /// Runs an action when the user selects an item; the item is deselected again.
  /// - Parameter action: Called with the item.
  @discardableResult
  public func onSelect<Item: Hashable>(_ action: @escaping (Item) -> Void) -> Self {
    coordinator?.select = { item in
      if let item = item as? Item { action(item) }
    }
    return self
  }
}

/// The data source and delegate behind a ``UIGrid``.
final class GridCoordinator: NSObject, UICollectionViewDelegate {
  let dataSource: UICollectionViewDiffableDataSource<Int, ListItemKey>
  var select: ((AnyHashable) -> Void)?

  init(collectionView: UICollectionView, content: @escaping (AnyHashable) -> UIView) {
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, ListItemKey> { cell, _, key in
      // A reused cell drops the view of its previous item.
      for old in cell.contentView.subviews { old.removeFromSuperview() }
      let view = content(key.value)
      view.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        view.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        view.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
      ])
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, key in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: key)
    }
    super.init()
  }

  /// A coordinator whose cells are list cells showing a row's content and accessories.
  init(dataSource: UICollectionViewDiffableDataSource<Int, ListItemKey>) {
    self.dataSource = dataSource
    super.init()
  }

  /// Shows sections, as a snapshot whose sections are numbered in order.
  func show(_ sections: [[ListItemKey]], animated: Bool) {
    dataSource.apply(NSDiffableDataSourceSnapshot(numberedSections: sections), animatingDifferences: animated)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    if let key = dataSource.itemIdentifier(for: indexPath) { select?(key.value) }
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
