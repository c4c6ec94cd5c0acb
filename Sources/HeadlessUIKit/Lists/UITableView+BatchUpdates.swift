import Foundation

extension UITableView: ListBatchRecording {}

/// A table's batch updates: recording the changes, checking them against the data source, and
/// moving the cells of rows that stay.
extension UITableView {
  /// Runs `updates`, recording their changes, and applies them together; inside a batch under
  /// way the changes join it.
  func applyBatchUpdates(_ updates: (() -> Void)?) {
    if openBatch != nil {
      loadIfNeeded()
      updates?()
      return
    }
    openBatchUpdates()
    updates?()
    closeBatchUpdates()
  }

  /// `beginUpdates()`: opens a batch, or joins the one under way.
  func beginBatchUpdates() {
    if openUpdateGroups == 0 {
      updateGroupsOpenedBatch = openBatch == nil
      if updateGroupsOpenedBatch { openBatchUpdates() }
    }
    openUpdateGroups += 1
  }

  /// `endUpdates()`: the outermost one applies the batch it opened. One without a
  /// `beginUpdates()` stops the program: no public source gives what UIKit does then, so the
  /// message is HeadlessUIKit's own.
  func endBatchUpdates() {
    guard openUpdateGroups > 0 else {
      fatalError("UITableView: endUpdates() called without a matching beginUpdates()")
    }
    openUpdateGroups -= 1
    if openUpdateGroups == 0, updateGroupsOpenedBatch {
      updateGroupsOpenedBatch = false
      closeBatchUpdates()
    }
  }

  /// Starts recording a batch from the current row counts.
  private func openBatchUpdates() {
    loadIfNeeded()
    rowCountsBeforeBatch = geometry.sections.map(\.rowCount)
    openBatch = ListBatch(of: .tableView)
  }

  /// Checks the recorded changes against the data source's new counts and applies them.
  private func closeBatchUpdates() {
    let before = rowCountsBeforeBatch
    let changes = openBatch ?? ListBatch(of: .tableView)
    openBatch = nil
    let after: [Int]
    if let dataSource {
      after = (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.tableView(self, numberOfRowsInSection: $0)
      }
    } else {
      after = []
    }
    changes.validate(before: before, after: after)
    // Cells of rows that stay move to their new rows. The others go back for reuse after the
    // next layout has asked for the new rows' cells: UIKit inserts before it deletes, so a
    // reloaded row gets a new cell (recorded in the write-up "UITableView：复用池的真实结构与
    // 代理调用顺序").
    retiring += visible.move(by: changes).map { ($0.value, $0.indexPath) }
    selectedRows = selectedRows.compactMap(changes.newIndexPath(for:))
    invalidateData()
  }

  /// Asks the data source for the cells of visible rows again, `dequeueReusableCell` handing
  /// back each row's own cell.
  func reconfigureVisibleRows(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = visible[indexPath] else { continue }
      cellBeingReconfigured = cell
      let result = dataSource.tableView(self, cellForRowAt: indexPath)
      cellBeingReconfigured = nil
      if result !== cell {
        visible[indexPath] = nil
        enqueue(cell)
      }
    }
    setNeedsLayout()
  }
}
