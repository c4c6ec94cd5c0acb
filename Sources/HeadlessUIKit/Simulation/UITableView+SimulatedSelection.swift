import Foundation

extension UITableView {
  /// Taps a row as a user would (HeadlessUIKit only): asks the delegate which row to select,
  /// deselects the previous row in single selection, selects, and tells the delegate, in
  /// UIKit's order. A tap on a selected row of a multiple-selection table deselects it.
  /// - Parameter indexPath: The row tapped.
  /// - Returns: Whether the selection changed.
  @discardableResult
  public func simulateTap(onRowAt indexPath: IndexPath) -> Bool {
    guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return false }
    let selected = indexPathsForSelectedRows ?? []
    if allowsMultipleSelection, selected.contains(indexPath) {
      deselectRow(at: indexPath, animated: false)
      delegate?.tableView(self, didDeselectRowAt: indexPath)
      return true
    }
    let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target else { return false }
    if !allowsMultipleSelection {
      for row in selected where row != target {
        deselectRow(at: row, animated: false)
        delegate?.tableView(self, didDeselectRowAt: row)
      }
    }
    selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: target)
    return true
  }

  /// Swipes a row from its trailing edge and taps one of the actions the delegate gives it
  /// (HeadlessUIKit only), running the action's handler with the row's cell as its view.
  /// - Parameters:
  ///   - index: The action, 0 for the one nearest the edge.
  ///   - indexPath: The row swiped.
  /// - Returns: Whether there was such an action.
  @discardableResult
  public func simulateTrailingSwipeAction(at index: Int = 0, onRowAt indexPath: IndexPath) -> Bool {
    perform(
      delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath), at: index,
      onRowAt: indexPath)
  }

  /// Swipes a row from its leading edge and taps one of the actions the delegate gives it
  /// (HeadlessUIKit only), running the action's handler with the row's cell as its view.
  /// - Parameters:
  ///   - index: The action, 0 for the one nearest the edge.
  ///   - indexPath: The row swiped.
  /// - Returns: Whether there was such an action.
  @discardableResult
  public func simulateLeadingSwipeAction(at index: Int = 0, onRowAt indexPath: IndexPath) -> Bool {
    perform(
      delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath), at: index,
      onRowAt: indexPath)
  }

  /// Runs the handler of a swipe action of a row, if there is one at the index.
  private func perform(
    _ configuration: UISwipeActionsConfiguration?, at index: Int, onRowAt indexPath: IndexPath
  ) -> Bool {
    configuration?.simulateTap(onActionAt: index, in: cellForRow(at: indexPath) ?? self) ?? false
  }

  /// Taps a row's delete control and confirms, as a user would in an editing table
  /// (HeadlessUIKit only): the data source's `tableView(_:commit:forRowAt:)` is called with
  /// `.delete`, and it deletes the item and the row.
  /// - Parameter indexPath: The row.
  /// - Returns: `false`, and nothing happens, when the table is not editing or the row has no
  ///   delete control.
  @discardableResult
  public func simulateDelete(rowAt indexPath: IndexPath) -> Bool {
    guard isEditing, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
    let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    guard style == .delete else { return false }
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }

  /// Drags a row by its reorder control to a new place, as a user would in an editing table
  /// (HeadlessUIKit only): the table moves the row, then tells the data source with
  /// `tableView(_:moveRowAt:to:)` so it moves the item.
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - destination: Where it is dropped, in the rows' order after the move.
  /// - Returns: `false`, and nothing happens, when the table is not editing or the row cannot
  ///   move.
  @discardableResult
  public func simulateMove(rowAt source: IndexPath, to destination: IndexPath) -> Bool {
    guard isEditing, let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return false }
    dataSource.tableView(self, moveRowAt: source, to: destination)
    performBatchUpdates {
      self.deleteRows(at: [source], with: .none)
      self.insertRows(at: [destination], with: .none)
    }
    return true
  }
}
