import Foundation

/// Reordering: the user moves items (an interactive movement of the collection view, the
/// reorder accessory of a list cell), and the data source's snapshot follows.
extension UICollectionViewDiffableDataSource {
  /// What happens when the user reorders items.
  public struct ReorderingHandlers {
    /// Whether an item may be moved; `nil`, the default, lets no item move (Apple's
    /// documentation of `reorderingHandlers` sets it to allow reordering at all).
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the data source shows the new order.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called after it, to update the app's data from the transaction.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that are all `nil`.
    public init() {}
  }

  /// Whether the item may move: the answer of `reorderingHandlers.canReorderItem`, `false`
  /// without one.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else {
      return false
    }
    return canReorder(item)
  }

  /// Moves the item in the snapshot, telling the reordering handlers before and after.
  /// - Parameters:
  ///   - collectionView: The collection view telling.
  ///   - sourceIndexPath: Where the item was.
  ///   - destinationIndexPath: Where it is now, in the new order.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let initial = snapshot()
    guard let item = initial.item(at: sourceIndexPath),
      let section = initial.section(at: destinationIndexPath.section)
    else { return }
    var final = initial
    final.deleteItems([item])
    let others = final.itemIdentifiers(inSection: section)
    if destinationIndexPath.item < others.count {
      final.insertItems([item], beforeItem: others[destinationIndexPath.item])
    } else {
      final.appendItems([item], toSection: section)
    }
    let transaction = NSDiffableDataSourceTransaction(from: initial, to: final)
    reorderingHandlers.willReorder?(transaction)
    // The collection view already shows the new order: the snapshot takes it without an update.
    current = final
    reorderingHandlers.didReorder?(transaction)
  }
}
