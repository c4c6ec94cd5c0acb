import DeclarativeUIKit
import Testing

/// UIGrid(outline:rows:row:): a list grid showing an outline through a section snapshot, its
/// parents with outline disclosures (UICellAccessory.h's header style for top-level parents,
/// the cell style below), nested rows indented by level.
@MainActor
@Suite struct UIGridOutlineTests {
  private func library() -> UIGrid {
    let grid = UIGrid(
      outline: .sidebar,
      rows: [
        UIOutlineRow(
          "Library", isExpanded: true,
          children: [
            UIOutlineRow("Albums", children: [UIOutlineRow("Recents"), UIOutlineRow("Favourites")]),
            UIOutlineRow("People"),
          ]),
        UIOutlineRow("Shared"),
      ]
    ) { (name: String) in
      var row = UIListContentConfiguration.sidebarCell()
      row.text = name
      return row
    }
    grid.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    grid.layoutIfNeeded()
    return grid
  }

  private func shown(_ grid: UIGrid) -> [String] {
    grid.indexPathsForVisibleItems.compactMap { indexPath in
      let cell = grid.cellForItem(at: indexPath) as? UICollectionViewListCell
      return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }

  @Test func expandedParentsShowTheirChildrenIndented() throws {
    let grid = library()
    #expect(shown(grid) == ["Library", "Albums", "People", "Shared"])
    let albums = try #require(
      grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    #expect(albums.indentationLevel == 1)
    #expect(albums.accessories.map(\.accessoryType) == [.outlineDisclosure])
    let shared = try #require(
      grid.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell)
    #expect(shared.accessories.isEmpty)
  }

  @Test func tappingDisclosuresExpandsAndCollapses() throws {
    let grid = library()
    let albums = try #require(
      grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    albums.simulateTap(onAccessory: .outlineDisclosure)
    grid.layoutIfNeeded()
    #expect(shown(grid) == ["Library", "Albums", "Recents", "Favourites", "People", "Shared"])
    // A top-level parent has the header style: a tap anywhere on it collapses it.
    grid.simulateTap(onItemAt: IndexPath(item: 0, section: 0))
    grid.layoutIfNeeded()
    #expect(shown(grid) == ["Library", "Shared"])
  }

  @Test func updatingTheOutlineKeepsTheGrid() {
    let grid = library()
    grid.update(
      outline: [UIOutlineRow("Shared", isExpanded: true, children: [UIOutlineRow("Family")])], animated: false
    )
    grid.layoutIfNeeded()
    #expect(shown(grid) == ["Shared", "Family"])
  }
}
