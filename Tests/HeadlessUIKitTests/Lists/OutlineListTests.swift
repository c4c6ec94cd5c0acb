import DeclarativeUIKit
import Testing

/// Outline lists: UICollectionViewDiffableDataSource's apply(_:to:animatingDifferences:completion:),
/// snapshot(for:) and sectionSnapshotHandlers (iOS 16.5 SDK's UIKit.swiftmodule), list cells
/// indented by their item's level (UICollectionViewListCell.h: "set automatically when using a
/// hierarchical data source"), and the outline disclosure accessory that toggles an item when
/// it has no handler (UICellAccessory.h).
@MainActor
@Suite struct OutlineListTests {
  /// A sidebar-like list of an outline: Fruit > (Apple, Pear), Bread; parents have an outline
  /// disclosure of `style`.
  @MainActor
  final class Outline {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(style: UICellAccessory.OutlineDisclosureOptions.Style = .cell, expanded: Bool = false) {
      let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories =
          ["Fruit", "Bread"].contains(title) ? [.outlineDisclosure(options: .init(style: style))] : []
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: view) { view, indexPath, title in
        view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: title)
      }
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["Fruit", "Bread"])
      outline.append(["Apple", "Pear"], to: "Fruit")
      if expanded { outline.expand(["Fruit"]) }
      dataSource.apply(outline, to: 0, animatingDifferences: false)
      view.layoutIfNeeded()
    }

    func cell(_ title: String) -> UICollectionViewListCell? {
      dataSource.indexPath(for: title).flatMap { view.cellForItem(at: $0) as? UICollectionViewListCell }
    }

    var shown: [String] {
      view.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) }
    }
  }

  @Test func aSectionShowsItsOutlinesVisibleItems() {
    let outline = Outline()
    #expect(outline.shown == ["Fruit", "Bread"])
    #expect(outline.dataSource.snapshot().sectionIdentifiers == [0])
    #expect(outline.dataSource.snapshot(for: 0).items == ["Fruit", "Apple", "Pear", "Bread"])
    let expanded = Outline(expanded: true)
    #expect(expanded.shown == ["Fruit", "Apple", "Pear", "Bread"])
  }

  @Test func aSectionWithoutAnOutlineGivesItsItemsAsRoots() {
    let outline = Outline()
    var plain = outline.dataSource.snapshot()
    plain.appendSections([1])
    plain.appendItems(["Milk", "Eggs"], toSection: 1)
    outline.dataSource.apply(plain, animatingDifferences: false)
    #expect(outline.dataSource.snapshot(for: 1).rootItems == ["Milk", "Eggs"])
    #expect(outline.dataSource.snapshot(for: 1).level(of: "Eggs") == 0)
  }

  /// A child is indented one level: its content view starts `indentationWidth` further in.
  @Test func childCellsAreIndentedByTheirLevel() throws {
    let outline = Outline(expanded: true)
    let apple = try #require(outline.cell("Apple"))
    let fruit = try #require(outline.cell("Fruit"))
    #expect(apple.indentationLevel == 1)
    #expect(fruit.indentationLevel == 0)
    #expect(apple.contentView.frame.minX - fruit.contentView.frame.minX == apple.indentationWidth)
  }

  @Test func tappingACellStyleDisclosureExpandsAndCollapsesItsItem() throws {
    let outline = Outline()
    try #require(outline.cell("Fruit")).simulateTap(onAccessory: .outlineDisclosure)
    outline.view.layoutIfNeeded()
    #expect(outline.shown == ["Fruit", "Apple", "Pear", "Bread"])
    #expect(outline.dataSource.snapshot(for: 0).isExpanded("Fruit"))
    try #require(outline.cell("Fruit")).simulateTap(onAccessory: .outlineDisclosure)
    outline.view.layoutIfNeeded()
    #expect(outline.shown == ["Fruit", "Bread"])
    // A tap on the cell itself selects it.
    outline.view.simulateTap(onItemAt: IndexPath(item: 0, section: 0))
    #expect(outline.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func aTapAnywhereOnAHeaderStyleCellTogglesItAndDoesNotSelect() {
    let outline = Outline(style: .header)
    outline.view.simulateTap(onItemAt: IndexPath(item: 0, section: 0))
    outline.view.layoutIfNeeded()
    #expect(outline.shown == ["Fruit", "Apple", "Pear", "Bread"])
    #expect(outline.view.indexPathsForSelectedItems == [])
  }

  @Test func theHandlersAreAskedAndToldAndMayRefuse() throws {
    let outline = Outline()
    var told: [String] = []
    outline.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Bread" }
    outline.dataSource.sectionSnapshotHandlers.willExpandItem = { told.append("expand \($0)") }
    outline.dataSource.sectionSnapshotHandlers.willCollapseItem = { told.append("collapse \($0)") }
    outline.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in true }
    try #require(outline.cell("Bread")).simulateTap(onAccessory: .outlineDisclosure)
    #expect(!outline.dataSource.snapshot(for: 0).isExpanded("Bread"))
    try #require(outline.cell("Fruit")).simulateTap(onAccessory: .outlineDisclosure)
    outline.view.layoutIfNeeded()
    try #require(outline.cell("Fruit")).simulateTap(onAccessory: .outlineDisclosure)
    #expect(told == ["expand Fruit", "collapse Fruit"])
  }

  @Test func aParentsChildrenCanBeGivenWhenItExpands() throws {
    let outline = Outline()
    outline.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in
      var children = NSDiffableDataSourceSectionSnapshot<String>()
      children.append(["\(parent) 1", "\(parent) 2"])
      return children
    }
    try #require(outline.cell("Bread")).simulateTap(onAccessory: .outlineDisclosure)
    outline.view.layoutIfNeeded()
    #expect(outline.shown == ["Fruit", "Bread", "Bread 1", "Bread 2"])
  }

  @Test func aDisclosureWithAHandlerRunsItInstead() throws {
    let outline = Outline()
    var tapped = false
    let cell = try #require(outline.cell("Fruit"))
    cell.accessories = [.outlineDisclosure(actionHandler: { tapped = true })]
    cell.simulateTap(onAccessory: .outlineDisclosure)
    #expect(tapped)
    #expect(!outline.dataSource.snapshot(for: 0).isExpanded("Fruit"))
  }

  /// UICellAccessory.h: "a rotating disclosure chevron": pointing to the trailing edge while
  /// collapsed, down while expanded.
  @Test func theChevronTurnsDownWhenItsItemExpands() throws {
    let outline = Outline()
    let collapsed = SVGRenderer().render(outline.view)
    try #require(outline.cell("Fruit")).simulateTap(onAccessory: .outlineDisclosure)
    outline.view.layoutIfNeeded()
    let expanded = SVGRenderer().render(outline.view)
    // Collapsed, both chevrons are 6 points wide and 12 tall; expanded, Fruit's is turned.
    #expect(chevronSizes(in: collapsed) == [CGSize(width: 6, height: 12), CGSize(width: 6, height: 12)])
    #expect(chevronSizes(in: expanded) == [CGSize(width: 12, height: 6), CGSize(width: 6, height: 12)])
  }
}

/// The sizes of the three-point paths (chevrons) of an SVG document, in document order.
private func chevronSizes(in svg: String) -> [CGSize] {
  svg.components(separatedBy: "d=\"M").dropFirst().compactMap { rest -> CGSize? in
    let path = rest.prefix { $0 != "\"" }
    let points = path.split(separator: "L")
    guard points.count == 3 else { return nil }
    let xy = points.map { $0.split(separator: " ").compactMap { Double($0) } }
    guard xy.allSatisfy({ $0.count == 2 }) else { return nil }
    let xs = xy.map { $0[0] }
    let ys = xy.map { $0[1] }
    return CGSize(width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
