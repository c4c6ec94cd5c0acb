import DeclarativeUIKit
import Testing

/// UICollectionView.scrollToItem(at:at:animated:): the item ends at the position asked for on
/// each axis, the content offset kept between the ends of the content (the same as
/// UITableView's scrollToRow here).
@MainActor
@Suite struct CollectionScrollToItemTests {
  /// A single column of 100-point rows, 50 of them: 5,000 points of content in 844.
  private func column() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 100)
    layout.minimumLineSpacing = 0
    return flowGrid(FlowItems([50]), layout: layout)
  }

  // UICollectionView.h's scroll positions: top (the item's top, 1,000), centred vertically (its
  // centre 1,050 less half of 844) and bottom (its bottom 1,100 less 844). Typed up front, so the
  // arguments type-check at once.
  private nonisolated static let positions: [(UICollectionView.ScrollPosition, CGFloat)] = [
    (.top, 1000), (.centeredVertically, 628), (.bottom, 256),
  ]

  @Test(arguments: positions)
  func theItemEndsAtThePosition(position: UICollectionView.ScrollPosition, offset: CGFloat) {
    let grid = column()
    grid.scrollToItem(at: IndexPath(item: 10, section: 0), at: position, animated: false)
    #expect(grid.contentOffset.y == offset)
  }

  @Test func theOffsetStaysWithinTheContent() {
    let grid = column()
    grid.scrollToItem(at: IndexPath(item: 49, section: 0), at: .top, animated: false)
    #expect(grid.contentOffset.y == 4156)  // 5,000 - 844
    grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
    #expect(grid.contentOffset.y == 0)
  }
}

/// scrollToItem(at:at:animated:) with a position UIKit rejects.
@Suite struct CollectionScrollToItemExitTests {
  // UICollectionView.h: "Combining positions from the same grouping (horizontal or vertical)
  // will result in an NSInvalidArgumentException."
  @Test func twoPositionsOfOneAxisStop() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let layout = UICollectionViewFlowLayout()
        let grid = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: [.top, .bottom], animated: false)
      }
    }
  }
}
