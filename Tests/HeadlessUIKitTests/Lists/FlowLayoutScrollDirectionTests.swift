import DeclarativeUIKit
import Testing

/// UICollectionViewFlowLayout with `scrollDirection = .horizontal`: lines become columns that
/// fill top to bottom, and the content grows to the right.
@MainActor
@Suite struct FlowLayoutScrollDirectionTests {
  private func strip(count: Int, header: CGFloat = 0) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: header, height: 999)
    return flowGrid(
      FlowItems([count]), layout: layout, frame: CGRect(x: 0, y: 0, width: 390, height: 300))
  }

  // Apple, "Using the Flow Layout": in a horizontal layout the lines run down and new lines
  // are added to the right; the spacing between items of a line may grow past the minimum.
  @Test func itemsFillColumnsAndTheContentGrowsToTheRight() {
    let grid = strip(count: 5)
    // (300 + 10) / 110: two a column, the 100 points left between them.
    #expect(grid.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(grid.frame(ofItem: 1) == CGRect(x: 0, y: 200, width: 100, height: 100))
    #expect(grid.frame(ofItem: 2) == CGRect(x: 110, y: 0, width: 100, height: 100))
    #expect(grid.frame(ofItem: 4) == CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(grid.contentSize == CGSize(width: 320, height: 300))
  }

  // The documentation of referenceSizeForHeaderInSection: in a horizontal layout only the
  // width counts, the header as tall as the collection view.
  @Test func headersTakeTheirWidthAndTheWholeHeight() {
    let grid = strip(count: 2, header: 40)
    let header = grid.subviews.first { $0.tag == -1 }
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 40, height: 300))
    #expect(grid.frame(ofItem: 0)?.minX == 40)
  }

  @Test(arguments: [100, 100_000])
  func scrollingAcrossShowsTheColumnsInView(count: Int) {
    let grid = strip(count: count)
    // Columns 0 to 3 meet the 390-point width: eight cells.
    #expect(grid.visibleCells.count == min(count, 8))
    grid.contentOffset = CGPoint(x: 1_100, y: 0)
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 20, section: 0))
    #expect(grid.cellForItem(at: IndexPath(item: 20, section: 0))?.frame.minX == 1_100)
  }
}
