import DeclarativeUIKit
import Testing

/// UICollectionViewCompositionalLayout with a section provider: sections of their own shapes,
/// a row that scrolls across on its own (`orthogonalScrollingBehavior`), headers and footers
/// (`boundarySupplementaryItems`) that may pin, and the configuration's `interSectionSpacing`.
@MainActor
@Suite struct CompositionalSectionsTests {
  /// A carousel of cards 75% of the section's width, 200 tall, 10 apart, inside 16-point
  /// leading and trailing insets.
  private func carousel() -> NSCollectionLayoutSection {
    let card = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(200)),
      subitems: [card])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return section
  }

  /// Rows 60 tall under a pinned 44-point header and over a 30-point footer.
  private func rows(pinned: Bool = true) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
      subitems: [row])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = pinned
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]
    return section
  }

  private func layout(_ sections: [NSCollectionLayoutSection?], spacing: CGFloat = 0)
    -> UICollectionViewCompositionalLayout
  {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = spacing
    return UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in sections[index] }, configuration: configuration)
  }

  private func supplementary(_ kind: String, _ section: Int, in grid: UICollectionView) -> CGRect? {
    grid.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }

  // UICollectionViewCompositionalLayout.h: a section with an orthogonal behaviour "will layout
  // orthogonal to the main layout axis"; the configuration's interSectionSpacing (default 0)
  // goes between sections.
  @Test func aCarouselLaysItsGroupsInARowAndTheNextSectionFollows() {
    #expect(UICollectionViewCompositionalLayoutConfiguration().interSectionSpacing == 0)
    #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
    let grid = flowGrid(FlowItems([10, 6]), layout: layout([carousel(), rows(pinned: false)], spacing: 20))
    // 0.75 × (390 − 32) = 268.5 wide cards, 278.5 apart.
    #expect(grid.frame(ofItem: 0) == CGRect(x: 16, y: 0, width: 268.5, height: 200))
    #expect(grid.frame(ofItem: 1)?.minX == 294.5)
    #expect(grid.frame(ofItem: 1)?.minY == 0)
    // Two cards meet the screen's width.
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 2)
    // The rows start 200 + 20 down, below their header and inset.
    #expect(supplementary(UICollectionView.elementKindSectionHeader, 1, in: grid)?.minY == 220)
    #expect(grid.frame(ofItem: 0, section: 1) == CGRect(x: 16, y: 220 + 44 + 8, width: 358, height: 60))
  }

  @Test func theRowScrollsOnItsOwn() throws {
    let grid = flowGrid(FlowItems([10, 6]), layout: layout([carousel(), rows(pinned: false)]))
    let row = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 1)))
    grid.simulateOrthogonalScroll(inSection: 0, to: 278.5)
    #expect(grid.frame(ofItem: 1)?.minX == 16)
    #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
    // The rows below did not move, and kept their cells.
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 1)) === row)
    #expect(row.frame.minY == 252)
    // The row stops at its end: the last card's trailing edge 16 points from the screen's.
    grid.simulateOrthogonalScroll(inSection: 0, to: 100_000)
    #expect(grid.frame(ofItem: 9)?.maxX == 374)
  }

  @Test(arguments: [100, 100_000])
  func aLongRowMaterialisesTheCardsThatShowOnly(count: Int) {
    let grid = flowGrid(FlowItems([count]), layout: layout([carousel()]))
    #expect(grid.visibleCells.count == 2)
    // Card 50 at the leading inset: 50 × 278.5 across.
    grid.simulateOrthogonalScroll(inSection: 0, to: 13_925)
    #expect(grid.indexPathsForVisibleItems.map(\.item) == [49, 50, 51])
  }

  // NSCollectionLayoutBoundarySupplementaryItem: pinToVisibleBounds keeps it "visible while any
  // portion of the host geometry (e.g. section) is visible"; the section's supplementaries follow
  // its content insets by default.
  @Test func aPinnedHeaderStaysWhileItsSectionShows() {
    let grid = flowGrid(FlowItems([20, 20]), layout: layout([rows(), rows()]))
    let header = UICollectionView.elementKindSectionHeader
    #expect(supplementary(header, 0, in: grid) == CGRect(x: 16, y: 0, width: 358, height: 44))
    #expect(grid.frame(ofItem: 0) == CGRect(x: 16, y: 52, width: 358, height: 60))
    // The section: 44 + 8 + 20 × 60 + 30 = 1,282 tall; its footer last.
    #expect(supplementary(UICollectionView.elementKindSectionFooter, 0, in: grid)?.minY == 1_252)
    grid.contentOffset = CGPoint(x: 0, y: 300)
    grid.layoutIfNeeded()
    #expect(supplementary(header, 0, in: grid)?.minY == 300)
    #expect(grid.subviews.last?.tag == -1)
    #expect(grid.subviews.last?.frame.minY == 300)
    // The end of the section pushes it off.
    grid.contentOffset = CGPoint(x: 0, y: 1_250)
    grid.layoutIfNeeded()
    #expect(supplementary(header, 0, in: grid)?.minY == 1_238)
    #expect(supplementary(header, 1, in: grid)?.minY == 1_282)
  }

  @Test func theProviderSeesTheCollectionViewsSize() {
    var seen: [CGSize] = []
    let layout = UICollectionViewCompositionalLayout { _, environment in
      seen.append(environment.container.effectiveContentSize)
      return self.rows()
    }
    _ = flowGrid(FlowItems([3]), layout: layout)
    #expect(seen.last == CGSize(width: 390, height: 844))
  }

  // An empty section may have no definition: it takes no room and no spacing.
  @Test func anEmptySectionWithoutADefinitionTakesNoRoom() {
    let grid = flowGrid(FlowItems([3, 0, 3]), layout: layout([rows(), nil, rows()], spacing: 20))
    // Section 0: 44 + 8 + 180 + 30 = 262; section 2 starts 20 below.
    #expect(supplementary(UICollectionView.elementKindSectionHeader, 2, in: grid)?.minY == 282)
  }
}

/// UIKit raises for a section provider that gives no section for one with items.
@Suite struct CompositionalSectionsExitTests {
  @Test func aMissingSectionWithItemsStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let layout = UICollectionViewCompositionalLayout { _, _ in nil }
        _ = flowGrid(FlowItems([1]), layout: layout)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Invalid section definition. Please specify a valid section definition"))
  }
}
