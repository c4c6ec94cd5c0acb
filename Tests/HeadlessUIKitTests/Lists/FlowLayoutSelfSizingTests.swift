import DeclarativeUIKit
import Testing

/// Self-sizing items: with an `estimatedItemSize` each cell gives its size through
/// `preferredLayoutAttributesFitting(_:)` (UICollectionViewFlowLayout.h: "setting a non-zero
/// size enables cells that self-size via -preferredLayoutAttributesFittingAttributes:").
@MainActor
@Suite struct FlowLayoutSelfSizingTests {
  /// Cells whose content is a box 30 points tall and `20 + 10 × item` wide, pinned to the
  /// content view's edges; the trailing and bottom pins at 999, as self-sizing cells are written
  /// for UIKit, so a cell that still sits at its estimated size does not conflict.
  private func chips(count: Int, estimate: CGSize) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = estimate
    let items = FlowItems([count])
    items.configure = { cell, indexPath in
      cell.showPinnedBox(
        width: 20 + 10 * CGFloat(indexPath.item % 10), height: 30, farEdgePriority: UILayoutPriority(999))
    }
    return flowGrid(items, layout: layout)
  }

  @Test(arguments: [CGSize(width: 50, height: 50), UICollectionViewFlowLayout.automaticSize])
  func cellsSizeThemselvesFromTheirConstraints(estimate: CGSize) {
    let grid = chips(count: 12, estimate: estimate)
    #expect(grid.frame(ofItem: 0)?.size == CGSize(width: 20, height: 30))
    #expect(grid.frame(ofItem: 3)?.size == CGSize(width: 50, height: 30))
    // 20 to 70 with five gaps of 10 take 320 points; 80 more does not fit in 390. Then 80,
    // 90 and 100; then 110, 20 and 30.
    let firstLine = (0..<12).filter { grid.frame(ofItem: $0)?.minY == 0 }
    #expect(firstLine == Array(0..<6))
    #expect(grid.frame(ofItem: 6)?.minY == 40)
    #expect(grid.frame(ofItem: 9)?.minY == 80)
    #expect(grid.cellForItem(at: IndexPath(item: 7, section: 0))?.frame == grid.frame(ofItem: 7))
    #expect(grid.contentSize.height == 110)
  }

  // Apple's documentation of preferredLayoutAttributesFitting(_:): the view may change the
  // attributes the layout gave it. A subclass asking for a fixed height gets it.
  @Test func aCellCanOverrideItsPreferredAttributes() {
    final class Tall: UICollectionViewCell {
      override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
      ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: 390, height: 120)
        return attributes
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 390, height: 44)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    grid.register(Tall.self, forCellWithReuseIdentifier: "item")
    let items = FlowItems([3])
    grid.dataSource = items
    grid.layoutIfNeeded()
    #expect(grid.frame(ofItem: 2) == CGRect(x: 0, y: 260, width: 390, height: 120))
    #expect(grid.contentSize.height == 380)
  }

  @Test func withoutAnEstimateCellsKeepTheItemSize() {
    let grid = chips(count: 3, estimate: .zero)
    #expect(grid.frame(ofItem: 0)?.size == CGSize(width: 50, height: 50))
  }
}
