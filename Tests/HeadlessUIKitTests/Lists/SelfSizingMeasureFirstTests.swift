import DeclarativeUIKit
import Testing

/// A self-sizing cell is measured before it is given its frame. UIKit sizes it with
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` inside
/// `preferredLayoutAttributesFitting(_:)` (Apple's documentation of that method and of
/// `UICollectionViewFlowLayout.estimatedItemSize`), so content pinned to all four edges of the
/// content view at required priority never meets the estimated frame and a device logs no
/// conflict, however far the estimate is from the content.
@MainActor
@Suite struct SelfSizingMeasureFirstTests {
  /// 200 cells holding a box 390 wide and 10 tall, pinned to all four edges of the content view
  /// at required priority.
  private func strips() -> FlowItems {
    let items = FlowItems([200])
    items.configure = { cell, _ in cell.showPinnedBox(width: 390, height: 10) }
    return items
  }

  /// Lays `layout` out once over the strips, estimated 400 tall: each pass over the screen shows
  /// two more cells than the one before, until the 85 that fit in 844 points show.
  private func layOutOnce(_ layout: UICollectionViewLayout) -> (UICollectionView, [String]) {
    let items = strips()
    let grid = FixtureCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    grid.keptDataSource = items
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    grid.dataSource = items
    let (_, messages) = LayoutLog.capture { grid.layoutIfNeeded() }
    return (grid, messages)
  }

  private func expectMeasured(_ grid: UICollectionView, messages: [String]) {
    #expect(!messages.contains { $0.contains("Unable to simultaneously satisfy constraints") })
    // Strips 10 tall from 0: the 85th starts at 840, the last to meet the screen.
    #expect(grid.indexPathsForVisibleItems.count == 85)
    for cell in grid.visibleCells {
      #expect(cell.frame.height == 10)
      #expect(cell.contentView.subviews.first?.frame.size == CGSize(width: 390, height: 10))
    }
    #expect(grid.cellForItem(at: IndexPath(item: 84, section: 0))?.frame.minY == 840)
  }

  @Test func flowLayoutCellsAreMeasuredBeforeTheyArePlaced() {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 390, height: 400)
    layout.minimumLineSpacing = 0
    let (grid, messages) = layOutOnce(layout)
    expectMeasured(grid, messages: messages)
  }

  @Test func estimatedCompositionalCellsAreMeasuredBeforeTheyArePlaced() {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(400))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let (grid, messages) = layOutOnce(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    expectMeasured(grid, messages: messages)
  }
}
