import DeclarativeUIKit
import Testing

/// `.estimated` heights in a compositional layout: a group counts at its estimate until its
/// cells show, then takes the height their content asks for (NSCollectionLayoutDimension's
/// documentation: "The final size is determined when the content is rendered").
@MainActor
@Suite struct CompositionalEstimatedTests {
  /// Rows of estimated height 100, 8 apart; the cell of item `n` holds a box 30 + 10 × (n % 5)
  /// tall pinned to its content view.
  private func rows(count: Int) -> UICollectionView {
    let row = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
      subitems: [row])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    let items = FlowItems([count])
    items.configure = { cell, indexPath in
      cell.showPinnedBox(height: 30 + 10 * CGFloat(indexPath.item % 5))
    }
    return flowGrid(items, layout: UICollectionViewCompositionalLayout(section: section))
  }

  @Test func rowsTakeTheHeightOfTheirContent() {
    let grid = rows(count: 3)
    #expect(grid.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 390, height: 30))
    #expect(grid.frame(ofItem: 1) == CGRect(x: 0, y: 38, width: 390, height: 40))
    #expect(grid.frame(ofItem: 2) == CGRect(x: 0, y: 86, width: 390, height: 50))
    #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == grid.frame(ofItem: 2))
    #expect(grid.contentSize.height == 136)
  }

  @Test(arguments: [100, 100_000])
  func rowsNotShownCountAtTheEstimate(count: Int) {
    let grid = rows(count: count)
    // Rows of 30 to 70 with 8 between: row 14 starts at 792, row 15 at 870, below the screen.
    #expect(grid.visibleCells.count == 15)
    // The 15 measured rows take 3 × (30 + 40 + 50 + 60 + 70) + 15 × 8 = 870 points; the rows
    // below count at 100 + 8, the last without its spacing.
    let rest = CGFloat(count - 15) * 108
    #expect(grid.contentSize.height == 870 + rest - 8)
  }

  // A row keeps the width the layout gives it and fits its height: a wrapping label grows
  // down, not across.
  @Test func aWrappingLabelKeepsTheRowsWidth() throws {
    let row = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    )
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [row])
    let items = FlowItems([1])
    items.configure = { cell, _ in
      let label = UILabel()
      label.numberOfLines = 0
      label.text = String(repeating: "A long message that wraps across the row. ", count: 6)
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
      ])
    }
    let grid = flowGrid(
      items, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
    let label = try #require(cell.contentView.subviews.first)
    #expect(cell.frame.width == 390)
    #expect(label.frame.height == cell.frame.height)
    #expect(cell.frame.height > 44)
  }
}
