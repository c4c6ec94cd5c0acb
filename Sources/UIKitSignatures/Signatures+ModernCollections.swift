import DeclarativeUIKit

// Badges, section decorations and outline lists: NSCollectionLayoutAnchor,
// NSCollectionLayoutSupplementaryItem, NSCollectionLayoutDecorationItem (UICollectionViewCompositionalLayout.h),
// register(_:forDecorationViewOfKind:) (UICollectionViewLayout.h) and NSDiffableDataSourceSectionSnapshot with
// UICollectionViewDiffableDataSource's section snapshot API (UIKit.swiftmodule).

@MainActor
func supplementaryItemSignatures() {
  let _: (NSDirectionalRectEdge) -> NSCollectionLayoutAnchor = NSCollectionLayoutAnchor.init(edges:)
  let _: (NSDirectionalRectEdge, CGPoint) -> NSCollectionLayoutAnchor = NSCollectionLayoutAnchor.init(
    edges:absoluteOffset:)
  let _: (NSDirectionalRectEdge, CGPoint) -> NSCollectionLayoutAnchor = NSCollectionLayoutAnchor.init(
    edges:fractionalOffset:)
  let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
  let _: NSDirectionalRectEdge = anchor.edges
  let _: CGPoint = anchor.offset
  let _: Bool = anchor.isAbsoluteOffset
  let _: Bool = anchor.isFractionalOffset
  let size = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
  let _: (NSCollectionLayoutSize, String, NSCollectionLayoutAnchor) -> NSCollectionLayoutSupplementaryItem =
    NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:)
  let _:
    (NSCollectionLayoutSize, String, NSCollectionLayoutAnchor, NSCollectionLayoutAnchor) ->
      NSCollectionLayoutSupplementaryItem = NSCollectionLayoutSupplementaryItem.init(
        layoutSize:elementKind:containerAnchor:itemAnchor:)
  let badge = NSCollectionLayoutSupplementaryItem(
    layoutSize: size, elementKind: "badge", containerAnchor: anchor)
  let _: NSCollectionLayoutAnchor = badge.containerAnchor
  let _: NSCollectionLayoutAnchor? = badge.itemAnchor
  let _: String = badge.elementKind
  badge.zIndex = 2
  let _: (NSCollectionLayoutSize, [NSCollectionLayoutSupplementaryItem]) -> NSCollectionLayoutItem =
    NSCollectionLayoutItem.init(layoutSize:supplementaryItems:)
  let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
  let _: [NSCollectionLayoutSupplementaryItem] = item.supplementaryItems
  let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
  group.supplementaryItems = [badge]
  let header = NSCollectionLayoutBoundarySupplementaryItem(
    layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
    absoluteOffset: CGPoint(x: 0, y: -10))
  let _: CGPoint = header.offset
}

@MainActor
func decorationItemSignatures() {
  let _: (String) -> NSCollectionLayoutDecorationItem = NSCollectionLayoutDecorationItem.background(
    elementKind:)
  let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
  background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
  background.zIndex = -1
  let _: String = background.elementKind
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let section = NSCollectionLayoutSection(
    group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  section.decorationItems = [background]
  let _: [NSCollectionLayoutDecorationItem] = section.decorationItems
  let _: (UICollectionViewLayout) -> (AnyClass?, String) -> Void = UICollectionViewLayout.register(
    _:forDecorationViewOfKind:)
  let _: (UICollectionViewLayout) -> (String, IndexPath) -> UICollectionViewLayoutAttributes? =
    UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)
  let _: (String, IndexPath) -> UICollectionViewLayoutAttributes = UICollectionViewLayoutAttributes.init(
    forDecorationViewOfKind:with:)
}

@available(iOS, deprecated: 16.0)
@MainActor
func countedGroupSignatures() {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let item = NSCollectionLayoutItem(layoutSize: size)
  let _: NSCollectionLayoutGroup = .horizontal(layoutSize: size, subitem: item, count: 3)
  let _: NSCollectionLayoutGroup = .vertical(layoutSize: size, subitem: item, count: 3)
}

@MainActor
func sectionSnapshotSignatures() {
  typealias Outline = NSDiffableDataSourceSectionSnapshot<String>
  var outline = Outline()
  outline.append(["Fruit", "Bread"])
  outline.append(["Apple"], to: "Fruit")
  outline.insert(["Pear"], after: "Apple")
  outline.insert(["Cherry"], before: "Apple")
  outline.delete(["Cherry"])
  outline.expand(["Fruit"])
  outline.collapse(["Fruit"])
  let other = Outline(outline.snapshot(of: "Fruit", includingParent: false))
  outline.replace(childrenOf: "Fruit", using: other)
  outline.insert(Outline(), before: "Bread")
  outline.insert(Outline(), after: "Bread")
  let _: Bool = outline.isExpanded("Fruit")
  let _: Bool = outline.isVisible("Apple")
  let _: Bool = outline.contains("Apple")
  let _: Int = outline.level(of: "Apple")
  let _: Int? = outline.index(of: "Apple")
  let _: String? = outline.parent(of: "Apple")
  let _: [String] = outline.items
  let _: [String] = outline.rootItems
  let _: [String] = outline.visibleItems
  let _: String = outline.visualDescription()
  outline.deleteAll()

  typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
  let view = UICollectionView(
    frame: .zero,
    collectionViewLayout: UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
  let dataSource = DataSource(collectionView: view) { _, _, _ in nil }
  dataSource.apply(outline, to: 0, animatingDifferences: false, completion: nil)
  dataSource.apply(outline, to: 0)
  let _: Outline = dataSource.snapshot(for: 0)
  var handlers = DataSource.SectionSnapshotHandlers<String>()
  handlers.shouldExpandItem = { _ in true }
  handlers.willExpandItem = { _ in }
  handlers.shouldCollapseItem = { _ in true }
  handlers.willCollapseItem = { _ in }
  handlers.snapshotForExpandingParent = { _, snapshot in snapshot }
  dataSource.sectionSnapshotHandlers = handlers
  let _: DataSource.SectionSnapshotHandlers<String> = dataSource.sectionSnapshotHandlers
}

@MainActor
func cellBackgroundSignatures() {
  let _: ReferenceWritableKeyPath<UICollectionViewCell, UIView?> = \UICollectionViewCell.backgroundView
  let _: ReferenceWritableKeyPath<UICollectionViewCell, UIView?> =
    \UICollectionViewCell.selectedBackgroundView
  let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(displayP3Red:green:blue:alpha:)
}

@MainActor
func cellBackgroundConfigurationSignatures() {
  let _: ReferenceWritableKeyPath<UICollectionViewCell, UIBackgroundConfiguration?> =
    \UICollectionViewCell.backgroundConfiguration
}
