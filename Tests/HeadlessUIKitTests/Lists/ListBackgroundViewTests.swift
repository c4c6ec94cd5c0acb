import DeclarativeUIKit
import Testing

/// The backgroundView of table and collection views: behind every cell, the size of the
/// bounds, staying put while the content scrolls (UITableView.h: "automatically resized to
/// track the size of the table view", "placed as a subview of the table view behind all cells
/// and headers/footers"; UICollectionView.h: "automatically resized to track the size of the
/// collection view and placed behind all cells and supplementary views").
@MainActor
@Suite struct ListBackgroundViewTests {
  @Test func aTablesBackgroundViewIsBehindTheCellsAndTracksTheBounds() {
    let rows = NumberedRows([40])
    let table = numberedTable(rows)
    let background = UIView()
    table.backgroundView = background
    table.layoutIfNeeded()
    #expect(table.subviews.first === background)
    #expect(background.frame == table.bounds)
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    table.layoutIfNeeded()
    #expect(table.subviews.first === background)
    #expect(background.frame == CGRect(x: 0, y: 300, width: 390, height: 844))
    table.backgroundView = nil
    #expect(background.superview == nil)
  }

  @Test func aCollectionViewsBackgroundViewIsBehindTheCellsAndTracksTheBounds() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = flowGrid(FlowItems([60]), layout: layout)
    let background = UIView()
    grid.backgroundView = background
    grid.layoutIfNeeded()
    #expect(grid.subviews.first === background)
    #expect(background.frame == grid.bounds)
    grid.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    grid.frame.size.height = 600
    grid.layoutIfNeeded()
    #expect(grid.subviews.first === background)
    #expect(background.frame == CGRect(x: 0, y: 200, width: 390, height: 600))
  }
}
