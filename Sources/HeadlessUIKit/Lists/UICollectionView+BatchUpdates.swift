import Foundation

extension UICollectionView: ListBatchRecording {}

/// A collection view's batch updates: recording the changes, checking them against the data
/// source, and moving the cells of items that stay.
extension UICollectionView {
  /// Runs `updates`, recording their changes, and applies them together; inside a batch under
  /// way the changes join it.
  func applyBatchUpdates(_ updates: (() -> Void)?) {
    _ = loadedCounts
    if openBatch != nil {
      updates?()
      return
    }
    openBatch = ListBatch(of: .collectionView)
    updates?()
    let changes = openBatch ?? ListBatch(of: .collectionView)
    openBatch = nil
    let before = counts ?? []
    counts = nil
    let after = loadedCounts
    changes.validate(before: before, after: after)
    for (cell, _) in shownCells.move(by: changes) { enqueue(cell) }
    selected = selected.compactMap(changes.newIndexPath(for:))
    collectionViewLayout.dataDidChange()
    remeasuresShownCells = true
    layoutDidInvalidate()
  }
}
