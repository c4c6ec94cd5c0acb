import Foundation

/// An interactive movement under way: the item picked up and where it would go.
struct InteractiveMovement {
  let source: IndexPath
  var target: IndexPath
}

extension UICollectionView {
  /// Starts moving an item, as a reordering gesture does.
  /// - Parameter indexPath: The item to pick up.
  /// - Returns: `false` when the movement cannot start: another is under way, no item is
  ///   there, or the data source does not let it move (UICollectionView.h).
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, let dataSource, indexPath.section < numberOfSections,
      indexPath.item < numberOfItems(inSection: indexPath.section),
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    interactiveMovement = InteractiveMovement(source: indexPath, target: indexPath)
    cellForItem(at: indexPath)?.isInteractivelyMoving = true
    return true
  }

  /// Moves the picked-up item's cell to a point, in content coordinates; the item would go to
  /// the place of the item under the point. HeadlessUIKit moves the cell but leaves the others
  /// in place until the movement ends.
  /// - Parameter targetPosition: Where the user's finger is.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var movement = interactiveMovement else { return }
    cellForItem(at: movement.source)?.center = targetPosition
    if let proposed = indexPathForItem(at: targetPosition), proposed != movement.target {
      movement.target = proposed
      interactiveMovement = movement
    }
  }

  /// Ends the movement: the data source moves the item to its new place, if it has one, and the
  /// collection view shows the new order.
  public func endInteractiveMovement() {
    guard let movement = finishInteractiveMovement() else { return }
    if movement.target != movement.source {
      dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
    }
    reloadData()
  }

  /// Cancels the movement: the item goes back to where it was.
  public func cancelInteractiveMovement() {
    guard finishInteractiveMovement() != nil else { return }
    reloadData()
  }

  private func finishInteractiveMovement() -> InteractiveMovement? {
    guard let movement = interactiveMovement else { return nil }
    interactiveMovement = nil
    cellForItem(at: movement.source)?.isInteractivelyMoving = false
    return movement
  }
}
