import DeclarativeUIKit
import Testing

/// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds`
/// (UICollectionViewFlowLayout.h: headers "pin to the top of the screen and footers ... to the
/// bottom while scrolling (similar to UITableView)").
@MainActor
@Suite struct FlowLayoutPinnedHeaderTests {
  /// Two sections of 30 items of 120 by 120 (ten lines of three, 1,290 points) under 40-point
  /// headers and over 20-point footers.
  private func grid(pinHeaders: Bool = true, pinFooters: Bool = false) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    layout.sectionHeadersPinToVisibleBounds = pinHeaders
    layout.sectionFootersPinToVisibleBounds = pinFooters
    return flowGrid(FlowItems([30, 30]), layout: layout)
  }

  private func header(_ section: Int, in grid: UICollectionView) -> CGRect? {
    grid.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
  }

  private func scroll(_ grid: UICollectionView, to y: CGFloat) {
    grid.contentOffset = CGPoint(x: 0, y: y)
    grid.layoutIfNeeded()
  }

  @Test func aHeaderStaysAtTheTopWhileItsSectionShows() {
    let grid = grid()
    scroll(grid, to: 500)
    #expect(header(0, in: grid) == CGRect(x: 0, y: 500, width: 390, height: 40))
    // Its view follows, in front of the cells it covers.
    let view = grid.subviews.last
    #expect(view?.tag == -1)
    #expect(view?.frame.minY == 500)
  }

  @Test func theEndOfItsSectionPushesItOff() {
    let grid = grid()
    // Section 0 ends its items at 40 + 1,290 = 1,330: the header stops with its bottom there.
    scroll(grid, to: 1_310)
    #expect(header(0, in: grid)?.minY == 1_290)
    // Section 1 starts after the footer, at 1,350; its header is not pinned yet.
    #expect(header(1, in: grid)?.minY == 1_350)
    scroll(grid, to: 1_400)
    #expect(header(1, in: grid)?.minY == 1_400)
  }

  @Test func unpinnedHeadersScrollAway() {
    let grid = grid(pinHeaders: false)
    scroll(grid, to: 500)
    #expect(header(0, in: grid)?.minY == 0)
    #expect(!grid.subviews.contains { $0.tag == -1 && $0.frame.minY == 500 })
  }

  @Test func aFooterStaysAtTheBottomWhileItsSectionShows() {
    let grid = grid(pinHeaders: false, pinFooters: true)
    let footer = grid.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 824, width: 390, height: 20))
    #expect(grid.subviews.contains { $0.tag == -2 && $0.frame.minY == 824 })
  }
}
