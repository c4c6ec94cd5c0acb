import DeclarativeUIKit
import Testing

/// UIGrid: a collection view declared from a layout, sections and a cell builder, backed by a
/// diffable data source, with selection as a closure.
@MainActor
@Suite struct UIGridTests {
  private func makeGrid(selected: @escaping (Int) -> Void = { _ in }) -> UIGrid {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    let grid = UIGrid(layout: layout, sections: [UIGridSection(items: Array(0..<7))]) { (number: Int) in
      let label = UILabel()
      label.text = "Photo \(number)"
      return label
    }
    .onSelect(selected)
    grid.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    grid.layoutIfNeeded()
    return grid
  }

  private func text(_ cell: UICollectionViewCell?) -> String? {
    (cell?.contentView.subviews.first as? UILabel)?.text
  }

  @Test func itemsBecomeCellsShowingTheBuildersView() throws {
    let grid = makeGrid()
    #expect(grid.numberOfItems(inSection: 0) == 7)
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(text(cell) == "Photo 4")
    // The layout places the cell; the view fills its content view.
    #expect(cell.frame == CGRect(x: 135, y: 130, width: 120, height: 120))
    #expect(cell.contentView.subviews.first?.frame == CGRect(x: 0, y: 0, width: 120, height: 120))
  }

  @Test func selectingAnItemRunsTheActionAndDeselects() {
    var chosen: [Int] = []
    let grid = makeGrid { chosen.append($0) }
    grid.simulateTap(onItemAt: IndexPath(item: 2, section: 0))
    #expect(chosen == [2])
    #expect(grid.indexPathsForSelectedItems == [])
  }

  @Test func newDataChangesOnlyTheCellsThatChanged() throws {
    let grid = makeGrid()
    let six = try #require(grid.cellForItem(at: IndexPath(item: 6, section: 0)))
    grid.update(sections: [UIGridSection(items: [10] + Array(0..<7))])
    grid.layoutIfNeeded()
    #expect(grid.numberOfItems(inSection: 0) == 8)
    #expect(grid.cellForItem(at: IndexPath(item: 7, section: 0)) === six)
    #expect(text(grid.cellForItem(at: IndexPath(item: 0, section: 0))) == "Photo 10")
    #expect(text(six) == "Photo 6")
  }
}
