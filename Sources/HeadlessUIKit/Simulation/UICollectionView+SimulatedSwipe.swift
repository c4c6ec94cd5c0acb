import Foundation

extension UICollectionView {
  /// Swipes an item of a list section from its trailing edge and taps one of the actions its
  /// list configuration's `trailingSwipeActionsConfigurationProvider` gives (HeadlessUIKit only),
  /// running the action's handler with the item's cell as its view.
  /// - Parameters:
  ///   - index: The action, 0 for the one nearest the edge.
  ///   - indexPath: The item swiped.
  /// - Returns: Whether there was such an action.
  @discardableResult
  public func simulateTrailingSwipeAction(at index: Int = 0, onItemAt indexPath: IndexPath) -> Bool {
    performSwipeAction(at: index, onItemAt: indexPath) { $0.trailingSwipeActionsConfigurationProvider }
  }

  /// Swipes an item of a list section from its leading edge and taps one of the actions its
  /// list configuration's `leadingSwipeActionsConfigurationProvider` gives (HeadlessUIKit only).
  /// - Parameters:
  ///   - index: The action, 0 for the one nearest the edge.
  ///   - indexPath: The item swiped.
  /// - Returns: Whether there was such an action.
  @discardableResult
  public func simulateLeadingSwipeAction(at index: Int = 0, onItemAt indexPath: IndexPath) -> Bool {
    performSwipeAction(at: index, onItemAt: indexPath) { $0.leadingSwipeActionsConfigurationProvider }
  }

  private func performSwipeAction(
    at index: Int, onItemAt indexPath: IndexPath,
    provider: (UICollectionLayoutListConfiguration) -> UICollectionLayoutListConfiguration
      .SwipeActionsConfigurationProvider?
  ) -> Bool {
    layoutIfNeeded()
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let configuration = layout.listConfiguration(inSection: indexPath.section),
      let actions = provider(configuration)?(indexPath)
    else { return false }
    return actions.simulateTap(onActionAt: index, in: cellForItem(at: indexPath) ?? self)
  }
}
