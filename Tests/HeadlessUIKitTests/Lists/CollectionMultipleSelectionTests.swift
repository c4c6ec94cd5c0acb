import DeclarativeUIKit
import Testing

/// UICollectionView's `allowsMultipleSelection`.
@MainActor
@Suite struct CollectionMultipleSelectionTests {
  // UICollectionView.h: allowsMultipleSelection "default is NO".
  @Test func itIsOffByDefaultAndSelectingReplacesTheSelection() {
    let grid = flowGrid(FlowItems([9]), layout: tiles())
    #expect(!grid.allowsMultipleSelection)
    grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    grid.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  // developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection: when true,
  // tapping a selected item deselects it, and selecting one keeps the others selected.
  @Test func whenOnSelectionsAddUpAndATapOnASelectedItemDeselectsIt() {
    let grid = flowGrid(FlowItems([9]), layout: tiles())
    grid.allowsMultipleSelection = true
    grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    grid.simulateTap(onItemAt: IndexPath(item: 4, section: 0))
    #expect(
      grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    grid.simulateTap(onItemAt: IndexPath(item: 1, section: 0))
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
  }

  private func tiles() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    return layout
  }
}
