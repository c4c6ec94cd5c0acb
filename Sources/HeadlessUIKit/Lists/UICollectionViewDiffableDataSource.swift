import Foundation

/// A collection view data source that shows snapshots: applying one updates the collection
/// view with the items that changed and keeps the cells of the others.
///
/// ```swift
/// let photo = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
///   cell.backgroundColor = .systemGray5
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) {
///   grid, indexPath, number in
///   grid.dequeueConfiguredReusableCell(using: photo, for: indexPath, item: number)
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Makes the cell of an item.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  /// Makes a supplementary view.
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  /// The collection view it fills, for its extensions.
  var filledCollectionView: UICollectionView? { collectionView }
  private let cellProvider: CellProvider
  /// The snapshot shown.
  var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// What happens when the user reorders items; default none of the handlers, so no item moves.
  public var reorderingHandlers = ReorderingHandlers()

  /// Makes the supplementary views (section headers and footers); default `nil`.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// The outlines applied to sections with `apply(_:to:animatingDifferences:completion:)`.
  var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// What happens when the user expands or collapses an item of an outline; default none of
  /// the handlers, so every item expands and collapses.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// Creates a data source for a collection view and makes it the collection view's data source.
  /// - Parameters:
  ///   - collectionView: The collection view to fill.
  ///   - cellProvider: Makes the cell of an item.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows a snapshot: items and sections that changed are deleted, inserted or reloaded in one
  /// batch update; the others keep their cells. HeadlessUIKit does not animate.
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - animatingDifferences: Whether to animate (ignored).
  ///   - completion: Called once the collection view shows the snapshot.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    collectionView?.loadDataIfNeeded()
    let changes = DiffableChanges(from: current, to: snapshot)
    current = snapshot
    // An outline whose section now shows other items no longer describes it.
    sectionSnapshots = sectionSnapshots.filter { section, outline in
      snapshot.indexOfSection(section) != nil
        && snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
    }
    guard let collectionView, !changes.isEmpty else {
      completion?()
      return
    }
    collectionView.performBatchUpdates(
      {
        collectionView.deleteSections(changes.deletedSections)
        collectionView.insertSections(changes.insertedSections)
        collectionView.reloadSections(changes.reloadedSections)
        collectionView.deleteItems(at: changes.deletedItems)
        collectionView.insertItems(at: changes.insertedItems)
        collectionView.reloadItems(at: changes.reloadedItems + changes.reconfiguredItems)
      }, completion: nil)
    completion?()
  }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item at an index path, or `nil`.
  /// - Parameter indexPath: The item's index path.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// An item's index path, or `nil`.
  /// - Parameter itemIdentifier: The item.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The snapshot's number of sections.
  /// - Parameter collectionView: The collection view asking.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in the snapshot's section.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - section: The section's index.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.section(at: section).map(current.numberOfItems(inSection:)) ?? 0
  }

  /// The cell the cell provider makes for the item.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item)
    else {
      fatalError("UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
    }
    showOutlineState(of: item, at: indexPath, in: cell)
    return cell
  }

  /// The view the supplementary view provider makes.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      // Without a provider (or with one that gives nothing) UIKit gets no view and raises its
      // NSInternalInconsistencyException for a nil supplementary view, in this wording
      // (quoted in Juanpe/SkeletonView issue 290, without the object addresses).
      fatalError(
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),"
          + "<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.item)}) was not retrieved by "
          + "calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (nil)"
      )
    }
    return view
  }
}
