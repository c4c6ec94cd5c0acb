import DeclarativeUIKit
import Testing

/// What a collection view tells its delegate and asks it: whether a tapped item may be
/// selected, the item deselected by selecting another, and cells coming into and leaving view.
@MainActor
@Suite struct CollectionDelegateTests {
  // Apple's documentation of UICollectionViewDelegate: shouldSelectItemAt is asked when the
  // user tries to select an item, not when code selects; willDisplay comes before a cell
  // shows, didEndDisplaying after it left.
  @Test func aTapAsksWhetherTheItemMaySelect() {
    let listener = CollectionListener()
    listener.refused = [IndexPath(item: 3, section: 0)]
    let grid = flowGrid(FlowItems([20]), layout: tiles(), delegate: listener)
    grid.simulateTap(onItemAt: IndexPath(item: 1, section: 0))
    grid.simulateTap(onItemAt: IndexPath(item: 3, section: 0))
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    grid.simulateTap(onItemAt: IndexPath(item: 2, section: 0))
    #expect(listener.events == ["should 1", "select 1", "should 3", "should 2", "deselect 1", "select 2"])
  }

  // UICollectionView.h: allowsSelection, "default is YES"; turned off, a tap selects nothing
  // (DeluxeAlonso/ModernCollectionViews' Bluetooth settings turn it off for a switch list).
  @Test func withoutAllowsSelectionATapSelectsNothingAndAsksNothing() {
    let listener = CollectionListener()
    let grid = flowGrid(FlowItems([20]), layout: tiles(), delegate: listener)
    #expect(grid.allowsSelection)
    grid.allowsSelection = false
    grid.simulateTap(onItemAt: IndexPath(item: 1, section: 0))
    #expect(grid.indexPathsForSelectedItems == [])
    #expect(listener.events.isEmpty)
  }

  @Test func cellsComingIntoAndLeavingViewAreReported() {
    let listener = CollectionListener()
    let grid = flowGrid(FlowItems([40]), layout: tiles(), delegate: listener)
    // 100-point rows of three 100-point tiles in 844 points: rows 0 to 8 show.
    #expect(listener.displayed == Set(0..<27))
    grid.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    grid.layoutIfNeeded()
    #expect(listener.ended.contains(0))
    #expect(listener.displayed.contains(39))
    #expect(Set(listener.ended).isDisjoint(with: grid.indexPathsForVisibleItems.map(\.item)))
  }

  private func tiles() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    return layout
  }
}

/// A collection view delegate recording what it is told.
@MainActor
private final class CollectionListener: NSObject, UICollectionViewDelegate {
  var refused: Set<IndexPath> = []
  var events: [String] = []
  var displayed: Set<Int> = []
  var ended: [Int] = []

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    events.append("should \(indexPath.item)")
    return !refused.contains(indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("select \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("deselect \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    displayed.insert(indexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    ended.append(indexPath.item)
  }
}
