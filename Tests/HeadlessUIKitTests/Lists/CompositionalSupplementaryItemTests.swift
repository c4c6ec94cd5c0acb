import DeclarativeUIKit
import Testing

/// Supplementary items attached to items and groups (badges): NSCollectionLayoutAnchor and
/// NSCollectionLayoutSupplementaryItem of UICollectionViewCompositionalLayout.h (iOS 16.5 SDK).
/// The header's diagrams and the anchor's documentation give the geometry: without an offset
/// the supplementary lies inside its container against the edges named; a fractional offset is
/// a fraction of the supplementary's own size (`isFractionalOffset`: "a fraction of its
/// supplementary item's dimension"); an item anchor names the supplementary's point that goes
/// to the container anchor's point.
@MainActor
@Suite struct CompositionalSupplementaryItemTests {
  private static let badgeKind = "badge"

  /// Four 80-point cells across a row 100 points tall with 5-point item insets, each with a
  /// 20-point badge on the given anchors, in a 20-point section inset: the shape of the
  /// "Item Badges" screen of Apple's "Implementing Modern Collection Views" sample.
  private func badgedGrid(
    _ anchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor? = nil, count: Int = 4
  ) -> UICollectionView {
    let size = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge =
      itemAnchor.map {
        NSCollectionLayoutSupplementaryItem(
          layoutSize: size, elementKind: Self.badgeKind, containerAnchor: anchor, itemAnchor: $0)
      }
      ?? NSCollectionLayoutSupplementaryItem(
        layoutSize: size, elementKind: Self.badgeKind, containerAnchor: anchor)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(90), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    let grid = FixtureCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    let items = FlowItems([count])
    grid.keptDataSource = items
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    grid.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: Self.badgeKind, withReuseIdentifier: "title")
    grid.dataSource = items
    grid.layoutIfNeeded()
    return grid
  }

  private func badgeFrame(_ grid: UICollectionView, item: Int) -> CGRect? {
    grid.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: Self.badgeKind, at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func anchorsKeepTheirEdgesAndOffset() {
    let fractional = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    #expect(fractional.edges == [.top, .trailing])
    #expect(fractional.offset == CGPoint(x: 0.3, y: -0.3))
    #expect(fractional.isFractionalOffset && !fractional.isAbsoluteOffset)
    let absolute = NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 4))
    #expect(absolute.isAbsoluteOffset && !absolute.isFractionalOffset)
    let plain = NSCollectionLayoutAnchor(edges: .leading)
    #expect(plain.offset == .zero)
  }

  @Test func anItemKeepsItsSupplementaryItems() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      supplementaryItems: [badge])
    #expect(item.supplementaryItems.map(\.elementKind) == ["badge"])
    #expect(badge.itemAnchor == nil)
    #expect(NSCollectionLayoutItem(layoutSize: item.layoutSize).supplementaryItems.isEmpty)
  }

  /// The first cell is at (25, 25), 80 by 90; the badge's top trailing corner goes to the
  /// cell's, then moves 0.3 of its 20 points right and up: its centre 4 points in from the
  /// corner, overlapping it.
  @Test func aFractionalOffsetAtTheTopTrailingCornerOverlapsTheCorner() {
    let grid = badgedGrid(
      NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    #expect(grid.frame(ofItem: 0) == CGRect(x: 25, y: 25, width: 80, height: 90))
    #expect(badgeFrame(grid, item: 0) == CGRect(x: 91, y: 19, width: 20, height: 20))
    // The second cell's badge moves with its cell.
    #expect(badgeFrame(grid, item: 1) == CGRect(x: 181, y: 19, width: 20, height: 20))
  }

  @Test(arguments: [
    (NSDirectionalRectEdge.top, CGRect(x: 55, y: 25, width: 20, height: 20)),
    (NSDirectionalRectEdge.bottom, CGRect(x: 55, y: 95, width: 20, height: 20)),
    (NSDirectionalRectEdge.leading, CGRect(x: 25, y: 60, width: 20, height: 20)),
    (NSDirectionalRectEdge([.bottom, .trailing]), CGRect(x: 85, y: 95, width: 20, height: 20)),
    (NSDirectionalRectEdge([.top, .leading]), CGRect(x: 25, y: 25, width: 20, height: 20)),
  ])
  func withoutAnOffsetASupplementaryLiesInsideItsEdges(edges: NSDirectionalRectEdge, frame: CGRect) {
    let grid = badgedGrid(NSCollectionLayoutAnchor(edges: edges))
    #expect(badgeFrame(grid, item: 0) == frame)
  }

  /// UICollectionViewCompositionalLayout.h's second diagram: container anchor at the top
  /// trailing corner moved (10, -10), item anchor at the supplementary's bottom leading corner.
  @Test func anItemAnchorPutsItsPointOnTheContainersPoint() {
    let grid = badgedGrid(
      NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
      itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    #expect(badgeFrame(grid, item: 0) == CGRect(x: 115, y: -5, width: 20, height: 20))
  }

  @Test func badgesAreDequeuedFromTheDataSourceAndShowOverTheirCells() {
    let grid = badgedGrid(
      NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let paths = grid.indexPathsForVisibleSupplementaryElements(ofKind: Self.badgeKind)
    #expect(paths == (0..<4).map { IndexPath(item: $0, section: 0) })
    // Three 90-point items fit across the 350 points inside the section's insets: the third's
    // cell ends at 285, the fourth's starts a row down.
    let badge = grid.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: 2, section: 0))
    #expect(badge?.frame == CGRect(x: 271, y: 19, width: 20, height: 20))
    #expect(badgeFrame(grid, item: 3) == CGRect(x: 91, y: 119, width: 20, height: 20))
    // Over the cells: after every cell among the collection view's subviews.
    let cells = grid.visibleCells.compactMap { grid.subviews.firstIndex(of: $0) }
    let badgeIndex = badge.flatMap { grid.subviews.firstIndex(of: $0) } ?? -1
    #expect(cells.allSatisfy { $0 < badgeIndex })
  }

  @Test func aBadgeIsDrawn() {
    let grid = badgedGrid(
      NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let badge = grid.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: 0, section: 0))
    badge?.backgroundColor = .systemRed
    let svg = SVGRenderer().render(grid)
    #expect(svg.contains("<g transform=\"translate(91 19)\" data-view=\"UICollectionReusableView\">"))
    #expect(svg.contains("<path d=\"M0 0H20V20H0Z\" fill=\"#FF3B30\"/>"))
  }

  @Test func aGroupsSupplementaryGoesOnTheGroupWithItsFirstItem() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    row.supplementaryItems = [
      NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
        elementKind: Self.badgeKind, containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
    ]
    let grid = FixtureCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: row)))
    let items = FlowItems([6])
    grid.keptDataSource = items
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    grid.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: Self.badgeKind, withReuseIdentifier: "title")
    grid.dataSource = items
    grid.layoutIfNeeded()
    // Three items to a group; the second group starts with item 3, 50 points down.
    #expect(badgeFrame(grid, item: 3) == CGRect(x: 380, y: 90, width: 10, height: 10))
    #expect(badgeFrame(grid, item: 4) == nil)
  }

  @Test func aBoundaryItemMovesByItsAbsoluteOffset() {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
      absoluteOffset: CGPoint(x: 0, y: -10))
    #expect(header.offset == CGPoint(x: 0, y: -10))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [item]))
    section.boundarySupplementaryItems = [header]
    let grid = flowGrid(FlowItems([2]), layout: UICollectionViewCompositionalLayout(section: section))
    let frame = grid.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
    #expect(frame == CGRect(x: 0, y: -10, width: 390, height: 40))
    // The section still grows by the header's height.
    #expect(grid.frame(ofItem: 0)?.minY == 40)
  }

  /// UICollectionViewCompositionalLayout.h: the deprecated spelling "forces the width dimension
  /// of the subitem to .fractionalWidth(1.0/count)" (and the height for a vertical group).
  @Test func theIOS13SpellingOfACountedGroupSharesTheGroup() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1))
    )
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitem: item, count: 3)
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(90), heightDimension: .absolute(90)),
      subitem: item, count: 3)
    let rows = flowGrid(
      FlowItems([4]),
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)))
    #expect(rows.frame(ofItem: 1) == CGRect(x: 130, y: 0, width: 130, height: 100))
    #expect(rows.frame(ofItem: 3) == CGRect(x: 0, y: 100, width: 130, height: 100))
    let columns = flowGrid(
      FlowItems([3]),
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column)))
    // The vertical group forces only the height: the item keeps its 10-point width.
    #expect(columns.frame(ofItem: 2) == CGRect(x: 0, y: 60, width: 10, height: 30))
  }
}
