import DeclarativeUIKit
import Testing

/// UICollectionView's `indexPathForItem(at:)` and `isPrefetchingEnabled`.
@MainActor
@Suite struct CollectionItemHitTestTests {
  // developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:): "The index
  // path of the item at the specified point, or nil if no item was found", the point in the
  // collection view's (content) coordinates.
  @Test func aPointFindsTheItemWhoseLaidOutFrameHoldsIt() throws {
    let grid = flowGrid(FlowItems([40]), layout: tiles())
    let frame = try #require(grid.frame(ofItem: 4))
    #expect(
      grid.indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY)) == IndexPath(item: 4, section: 0))
    // An item out of view is found too: the layout, not the shown cells, answers.
    let far = try #require(grid.frame(ofItem: 38))
    #expect(
      grid.indexPathForItem(at: CGPoint(x: far.minX + 1, y: far.minY + 1)) == IndexPath(item: 38, section: 0))
  }

  @Test func theGapBetweenItemsAndTheSpaceBelowThemFindNone() throws {
    let grid = flowGrid(FlowItems([4]), layout: tiles())
    let first = try #require(grid.frame(ofItem: 0))
    let second = try #require(grid.frame(ofItem: 1))
    #expect(second.minX > first.maxX)
    #expect(grid.indexPathForItem(at: CGPoint(x: (first.maxX + second.minX) / 2, y: first.midY)) == nil)
    #expect(grid.indexPathForItem(at: CGPoint(x: 10, y: 800)) == nil)
  }

  // UICollectionView.h declares prefetchingEnabled; developer.apple.com/documentation/uikit/
  // uicollectionview/isprefetchingenabled: "The default value of this property is true".
  @Test func prefetchingIsOnByDefault() {
    let grid = flowGrid(FlowItems([1]), layout: tiles())
    #expect(grid.isPrefetchingEnabled)
  }

  /// 100-point tiles, 10 points apart, in rows 20 points apart.
  private func tiles() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    return layout
  }
}
