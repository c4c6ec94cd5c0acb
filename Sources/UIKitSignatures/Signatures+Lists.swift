// Compile-only: the UIKit signatures of table views, cells and list content configurations
// that HeadlessUIKit offers. See Signatures+Views.swift for how these lines are checked.
import DeclarativeUIKit

@MainActor
func tableViewSignatures() {
  let _: (CGRect, UITableView.Style) -> UITableView = UITableView.init(frame:style:)
  let _: KeyPath<UITableView, UITableView.Style> = \UITableView.style
  let _: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
  let _: CGFloat = UITableView.automaticDimension
  let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSource)?> = \UITableView.dataSource
  let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDelegate)?> = \UITableView.delegate
  let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.rowHeight
  let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.estimatedRowHeight
  let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.sectionHeaderHeight
  let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.sectionFooterHeight
  let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.estimatedSectionHeaderHeight
  let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.estimatedSectionFooterHeight
  let _: ReferenceWritableKeyPath<UITableView, UITableViewCell.SeparatorStyle> = \UITableView.separatorStyle
  let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \UITableView.separatorColor
  let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.allowsSelection
  let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.allowsMultipleSelection
  let _: (UITableView) -> (AnyClass?, String) -> Void = UITableView.register(_:forCellReuseIdentifier:)
  let _: (UITableView) -> (String) -> UITableViewCell? = UITableView.dequeueReusableCell(withIdentifier:)
  let _: (UITableView) -> (String, IndexPath) -> UITableViewCell =
    UITableView.dequeueReusableCell(withIdentifier:for:)
  let _: (UITableView) -> () -> Void = UITableView.reloadData
  let _: KeyPath<UITableView, Int> = \UITableView.numberOfSections
  let _: (UITableView) -> (Int) -> Int = UITableView.numberOfRows(inSection:)
  let _: (UITableView) -> (Int) -> CGRect = UITableView.rect(forSection:)
  let _: (UITableView) -> (Int) -> CGRect = UITableView.rectForHeader(inSection:)
  let _: (UITableView) -> (Int) -> CGRect = UITableView.rectForFooter(inSection:)
  let _: (UITableView) -> (IndexPath) -> CGRect = UITableView.rectForRow(at:)
  let _: (UITableView) -> (CGPoint) -> IndexPath? = UITableView.indexPathForRow(at:)
  let _: KeyPath<UITableView, [IndexPath]?> = \UITableView.indexPathsForVisibleRows
  let _: KeyPath<UITableView, [UITableViewCell]> = \UITableView.visibleCells
  let _: (UITableView) -> (IndexPath) -> UITableViewCell? = UITableView.cellForRow(at:)
  let _: (UITableView) -> (UITableViewCell) -> IndexPath? = UITableView.indexPath(for:)
  let _: (UITableView) -> (IndexPath, UITableView.ScrollPosition, Bool) -> Void =
    UITableView.scrollToRow(at:at:animated:)
  let _: KeyPath<UITableView, IndexPath?> = \UITableView.indexPathForSelectedRow
  let _: KeyPath<UITableView, [IndexPath]?> = \UITableView.indexPathsForSelectedRows
  let _: (UITableView) -> (IndexPath?, Bool, UITableView.ScrollPosition) -> Void =
    UITableView.selectRow(at:animated:scrollPosition:)
  let _: (UITableView) -> (IndexPath, Bool) -> Void = UITableView.deselectRow(at:animated:)
  let _: (UITableView) -> ((() -> Void)?, ((Bool) -> Void)?) -> Void = UITableView.performBatchUpdates(
    _:completion:)
  let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.insertRows(at:with:)
  let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.deleteRows(at:with:)
  let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.reloadRows(at:with:)
  let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.insertSections(_:with:)
  let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.deleteSections(_:with:)
  let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.reloadSections(_:with:)
  let _: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
  let _: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
  let _: (Int, Int) -> IndexPath = IndexPath.init(row:section:)
  let _: (Int, Int) -> IndexPath = IndexPath.init(item:section:)
  let _: KeyPath<IndexPath, Int> = \IndexPath.row
  let _: KeyPath<IndexPath, Int> = \IndexPath.section
  let _: KeyPath<IndexPath, Int> = \IndexPath.item
  let _: ReferenceWritableKeyPath<UITableView, UIView?> = \UITableView.tableHeaderView
  let _: ReferenceWritableKeyPath<UITableView, UIView?> = \UITableView.tableFooterView
  let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.sectionHeaderTopPadding
  let _: (UITableView) -> (AnyClass?, String) -> Void = UITableView.register(
    _:forHeaderFooterViewReuseIdentifier:)
  let _: (UITableView) -> (String) -> UITableViewHeaderFooterView? =
    UITableView.dequeueReusableHeaderFooterView(withIdentifier:)
  let _: (UITableView) -> (Int) -> UITableViewHeaderFooterView? = UITableView.headerView(forSection:)
  let _: (UITableView) -> (Int) -> UITableViewHeaderFooterView? = UITableView.footerView(forSection:)
  let _: (String?) -> UITableViewHeaderFooterView = UITableViewHeaderFooterView.init(reuseIdentifier:)
  let _: KeyPath<UITableViewHeaderFooterView, String?> = \UITableViewHeaderFooterView.reuseIdentifier
  let _: KeyPath<UITableViewHeaderFooterView, UIView> = \UITableViewHeaderFooterView.contentView
  let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, (any UIContentConfiguration)?> =
    \UITableViewHeaderFooterView.contentConfiguration
  let _: (UITableViewHeaderFooterView) -> () -> UIListContentConfiguration =
    UITableViewHeaderFooterView.defaultContentConfiguration
  let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, UIView?> =
    \UITableViewHeaderFooterView.backgroundView
  let _: (UITableViewHeaderFooterView) -> () -> Void = UITableViewHeaderFooterView.prepareForReuse
  let _: ReferenceWritableKeyPath<UIScrollView, (any UIScrollViewDelegate)?> = \UIScrollView.delegate
  let _: KeyPath<UIScrollView, Bool> = \UIScrollView.isTracking
  let _: KeyPath<UIScrollView, Bool> = \UIScrollView.isDragging
  let _: KeyPath<UIScrollView, Bool> = \UIScrollView.isDecelerating
  let _: (UIScrollView) -> (CGPoint, Bool) -> Void = UIScrollView.setContentOffset(_:animated:)
  let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.isEditing
  let _: (UITableView) -> (Bool, Bool) -> Void = UITableView.setEditing(_:animated:)
  let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.allowsSelectionDuringEditing
  let _: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]
  let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.isEditing
  let _: (UITableViewCell) -> (Bool, Bool) -> Void = UITableViewCell.setEditing(_:animated:)
  let _: KeyPath<UITableViewCell, UITableViewCell.EditingStyle> = \UITableViewCell.editingStyle
  let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.showsReorderControl
  let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.allowsMultipleSelectionDuringEditing
  let _: ReferenceWritableKeyPath<UITableView, UIEdgeInsets> = \UITableView.separatorInset
  let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.cellLayoutMarginsFollowReadableWidth
  let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \UITableView.sectionIndexColor
  let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \UITableView.sectionIndexBackgroundColor
  let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.isPrefetchingEnabled
  let _: (UITableView) -> () -> Void = UITableView.reloadSectionIndexTitles
  let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSourcePrefetching)?> =
    \UITableView.prefetchDataSource
}

@MainActor
func tableViewCellSignatures() {
  let _: (UITableViewCell.CellStyle, String?) -> UITableViewCell = UITableViewCell.init(
    style:reuseIdentifier:)
  let _: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
  let _: [UITableViewCell.AccessoryType] = [
    .none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton,
  ]
  let _: [UITableViewCell.SelectionStyle] = [.none, .blue, .gray, .default]
  let _: [UITableViewCell.SeparatorStyle] = [.none, .singleLine]
  let _: KeyPath<UITableViewCell, String?> = \UITableViewCell.reuseIdentifier
  let _: KeyPath<UITableViewCell, UIView> = \UITableViewCell.contentView
  let _: ReferenceWritableKeyPath<UITableViewCell, (any UIContentConfiguration)?> =
    \UITableViewCell.contentConfiguration
  let _: (UITableViewCell) -> () -> UIListContentConfiguration = UITableViewCell.defaultContentConfiguration
  let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.AccessoryType> =
    \UITableViewCell.accessoryType
  let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \UITableViewCell.accessoryView
  let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.SelectionStyle> =
    \UITableViewCell.selectionStyle
  let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.isSelected
  let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.isHighlighted
  let _: (UITableViewCell) -> (Bool, Bool) -> Void = UITableViewCell.setSelected(_:animated:)
  let _: ReferenceWritableKeyPath<UITableViewCell, UIEdgeInsets> = \UITableViewCell.separatorInset
  let _: (UITableViewCell) -> () -> Void = UITableViewCell.prepareForReuse
}

@MainActor
func listContentConfigurationSignatures() {
  let _: () -> UIListContentConfiguration = UIListContentConfiguration.cell
  let _: () -> UIListContentConfiguration = UIListContentConfiguration.subtitleCell
  let _: () -> UIListContentConfiguration = UIListContentConfiguration.valueCell
  let _: () -> UIListContentConfiguration = UIListContentConfiguration.plainHeader
  let _: () -> UIListContentConfiguration = UIListContentConfiguration.plainFooter
  let _: () -> UIListContentConfiguration = UIListContentConfiguration.groupedHeader
  let _: () -> UIListContentConfiguration = UIListContentConfiguration.groupedFooter
  let _: WritableKeyPath<UIListContentConfiguration, String?> = \UIListContentConfiguration.text
  let _: WritableKeyPath<UIListContentConfiguration, String?> = \UIListContentConfiguration.secondaryText
  let _: WritableKeyPath<UIListContentConfiguration, UIImage?> = \UIListContentConfiguration.image
  let _: WritableKeyPath<UIListContentConfiguration, UIListContentConfiguration.TextProperties> =
    \UIListContentConfiguration.textProperties
  let _: WritableKeyPath<UIListContentConfiguration, UIListContentConfiguration.TextProperties> =
    \UIListContentConfiguration.secondaryTextProperties
  let _: WritableKeyPath<UIListContentConfiguration, NSDirectionalEdgeInsets> =
    \UIListContentConfiguration.directionalLayoutMargins
  let _: WritableKeyPath<UIListContentConfiguration, Bool> =
    \UIListContentConfiguration.prefersSideBySideTextAndSecondaryText
  let _: WritableKeyPath<UIListContentConfiguration, CGFloat> = \UIListContentConfiguration.imageToTextPadding
  let _: WritableKeyPath<UIListContentConfiguration.TextProperties, UIFont> = \.font
  let _: WritableKeyPath<UIListContentConfiguration.TextProperties, UIColor> = \.color
  let _: WritableKeyPath<UIListContentConfiguration.TextProperties, Int> = \.numberOfLines
  let _: WritableKeyPath<UIListContentConfiguration.ImageProperties, UIColor?> = \.tintColor
  let _: WritableKeyPath<UIListContentConfiguration.ImageProperties, CGFloat> = \.cornerRadius
  let _: (UIListContentConfiguration) -> UIListContentView = UIListContentView.init(configuration:)
}

@MainActor
func diffableDataSourceSignatures() {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>
  typealias DataSource = UITableViewDiffableDataSource<Int, String>
  let _: () -> Snapshot = Snapshot.init
  let _: KeyPath<Snapshot, Int> = \Snapshot.numberOfItems
  let _: KeyPath<Snapshot, Int> = \Snapshot.numberOfSections
  let _: KeyPath<Snapshot, [Int]> = \Snapshot.sectionIdentifiers
  let _: KeyPath<Snapshot, [String]> = \Snapshot.itemIdentifiers
  let _: (Snapshot) -> (Int) -> Int = Snapshot.numberOfItems(inSection:)
  let _: (Snapshot) -> (Int) -> [String] = Snapshot.itemIdentifiers(inSection:)
  let _: (Snapshot) -> (String) -> Int? = Snapshot.sectionIdentifier(containingItem:)
  let _: (Snapshot) -> (String) -> Int? = Snapshot.indexOfItem
  let _: (Snapshot) -> (Int) -> Int? = Snapshot.indexOfSection
  var snapshot = Snapshot()
  snapshot.appendSections([0])
  snapshot.appendItems(["a"], toSection: 0)
  snapshot.appendItems(["b"])
  snapshot.insertItems(["c"], beforeItem: "a")
  snapshot.insertItems(["d"], afterItem: "a")
  snapshot.moveItem("c", afterItem: "d")
  snapshot.moveItem("c", beforeItem: "d")
  snapshot.deleteItems(["d"])
  snapshot.reloadItems(["a"])
  snapshot.insertSections([1], afterSection: 0)
  snapshot.insertSections([2], beforeSection: 0)
  snapshot.moveSection(2, afterSection: 1)
  snapshot.moveSection(2, beforeSection: 1)
  snapshot.deleteSections([2])
  snapshot.reloadSections([1])
  if #available(iOS 15.0, *) {
    snapshot.reconfigureItems(["a"])
    let _: [String] = snapshot.reconfiguredItemIdentifiers
    let _: [String] = snapshot.reloadedItemIdentifiers
    let _: [Int] = snapshot.reloadedSectionIdentifiers
  }
  snapshot.deleteAllItems()
  let _: (UITableView, @escaping DataSource.CellProvider) -> DataSource = DataSource.init(
    tableView:cellProvider:)
  let dataSource = DataSource(tableView: UITableView()) { _, _, _ in nil }
  dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
  dataSource.apply(snapshot)
  if #available(iOS 15.0, *) {
    dataSource.applySnapshotUsingReloadData(snapshot, completion: nil)
    let _: Int? = dataSource.sectionIdentifier(for: 0)
    let _: Int? = dataSource.index(for: 0)
  }
  let _: Snapshot = dataSource.snapshot()
  let _: String? = dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))
  let _: IndexPath? = dataSource.indexPath(for: "a")
  dataSource.defaultRowAnimation = .fade
  let _: any UITableViewDataSource = dataSource
}

@MainActor
func collectionViewSignatures() {
  let _: (CGRect, UICollectionViewLayout) -> UICollectionView = UICollectionView.init(
    frame:collectionViewLayout:)
  let _: ReferenceWritableKeyPath<UICollectionView, UICollectionViewLayout> =
    \UICollectionView.collectionViewLayout
  let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDataSource)?> =
    \UICollectionView.dataSource
  let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDelegate)?> =
    \UICollectionView.delegate
  let _: String = UICollectionView.elementKindSectionHeader
  let _: String = UICollectionView.elementKindSectionFooter
  let _: (UICollectionView) -> (AnyClass?, String) -> Void = UICollectionView.register(
    _:forCellWithReuseIdentifier:)
  let _: (UICollectionView) -> (AnyClass?, String, String) -> Void =
    UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
  let _: (UICollectionView) -> (String, IndexPath) -> UICollectionViewCell =
    UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
  let _: (UICollectionView) -> (String, String, IndexPath) -> UICollectionReusableView =
    UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
  let _: (UICollectionView) -> () -> Void = UICollectionView.reloadData
  let _: KeyPath<UICollectionView, Int> = \UICollectionView.numberOfSections
  let _: (UICollectionView) -> (Int) -> Int = UICollectionView.numberOfItems(inSection:)
  let _: KeyPath<UICollectionView, [UICollectionViewCell]> = \UICollectionView.visibleCells
  let _: KeyPath<UICollectionView, [IndexPath]> = \UICollectionView.indexPathsForVisibleItems
  let _: (UICollectionView) -> (IndexPath) -> UICollectionViewCell? = UICollectionView.cellForItem(at:)
  let _: (UICollectionView) -> (IndexPath) -> UICollectionViewLayoutAttributes? =
    UICollectionView.layoutAttributesForItem(at:)
  let _: KeyPath<UICollectionView, [IndexPath]?> = \UICollectionView.indexPathsForSelectedItems
  let _: (UICollectionView) -> (IndexPath?, Bool, UICollectionView.ScrollPosition) -> Void =
    UICollectionView.selectItem(at:animated:scrollPosition:)
  let _: (UICollectionView) -> ((() -> Void)?, ((Bool) -> Void)?) -> Void =
    UICollectionView.performBatchUpdates(_:completion:)
  let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.insertItems(at:)
  let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.deleteItems(at:)
  let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.reloadItems(at:)
  let _: (UICollectionView) -> (IndexSet) -> Void = UICollectionView.insertSections(_:)
  let _: (UICollectionView) -> (IndexSet) -> Void = UICollectionView.deleteSections(_:)
  let _: (UICollectionView) -> (IndexSet) -> Void = UICollectionView.reloadSections(_:)
  let _: [UICollectionView.ScrollPosition] = [
    .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
  ]
  let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \UICollectionView.allowsMultipleSelection
  let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \UICollectionView.isPrefetchingEnabled
  let _: (UICollectionView) -> (CGPoint) -> IndexPath? = UICollectionView.indexPathForItem(at:)
  let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
  }
  let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
    elementKind: UICollectionView.elementKindSectionHeader
  ) { _, _, _ in }
  let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let _: UICollectionViewListCell = grid.dequeueConfiguredReusableCell(
    using: cell, for: IndexPath(item: 0, section: 0), item: "a")
  let _: UICollectionReusableView = grid.dequeueConfiguredReusableSupplementary(
    using: header, for: IndexPath(item: 0, section: 0))
  let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) {
    grid, indexPath, item in
    grid.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
  }
  dataSource.supplementaryViewProvider = { grid, _, indexPath in
    grid.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
  }
  dataSource.apply(NSDiffableDataSourceSnapshot<Int, String>(), animatingDifferences: true, completion: nil)
  let _: NSDiffableDataSourceSnapshot<Int, String> = dataSource.snapshot()
  let _: String? = dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))
  let _: IndexPath? = dataSource.indexPath(for: "a")
  let _: ReferenceWritableKeyPath<UICollectionViewCell, (any UIContentConfiguration)?> =
    \UICollectionViewCell.contentConfiguration
  let _: KeyPath<UICollectionViewCell, UIView> = \UICollectionViewCell.contentView
  let _: ReferenceWritableKeyPath<UICollectionViewCell, Bool> = \UICollectionViewCell.isSelected
  let _: KeyPath<UICollectionReusableView, String?> = \UICollectionReusableView.reuseIdentifier
  let _: (UICollectionReusableView) -> () -> Void = UICollectionReusableView.prepareForReuse
}

@MainActor
func collectionViewLayoutSignatures() {
  let _: () -> UICollectionViewFlowLayout = UICollectionViewFlowLayout.init
  let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \UICollectionViewFlowLayout.itemSize
  let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGFloat> =
    \UICollectionViewFlowLayout.minimumLineSpacing
  let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGFloat> =
    \UICollectionViewFlowLayout.minimumInteritemSpacing
  let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, UIEdgeInsets> =
    \UICollectionViewFlowLayout.sectionInset
  let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> =
    \UICollectionViewFlowLayout.headerReferenceSize
  let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> =
    \UICollectionViewFlowLayout.footerReferenceSize
  let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> =
    \UICollectionViewFlowLayout.estimatedItemSize
  let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, UICollectionView.ScrollDirection> =
    \UICollectionViewFlowLayout.scrollDirection
  let _: (UICollectionViewLayout) -> () -> Void = UICollectionViewLayout.prepare
  let _: (UICollectionViewLayout) -> () -> Void = UICollectionViewLayout.invalidateLayout
  let _: KeyPath<UICollectionViewLayout, CGSize> = \UICollectionViewLayout.collectionViewContentSize
  let _: KeyPath<UICollectionViewLayout, UICollectionView?> = \UICollectionViewLayout.collectionView
  let _: (UICollectionViewLayout) -> (CGRect) -> [UICollectionViewLayoutAttributes]? =
    UICollectionViewLayout.layoutAttributesForElements(in:)
  let _: (UICollectionViewLayout) -> (IndexPath) -> UICollectionViewLayoutAttributes? =
    UICollectionViewLayout.layoutAttributesForItem(at:)
  let _: (UICollectionViewLayout) -> (String, IndexPath) -> UICollectionViewLayoutAttributes? =
    UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)
  let _: (IndexPath) -> UICollectionViewLayoutAttributes = UICollectionViewLayoutAttributes.init(forCellWith:)
  let _: (String, IndexPath) -> UICollectionViewLayoutAttributes =
    UICollectionViewLayoutAttributes.init(forSupplementaryViewOfKind:with:)
  let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGRect> =
    \UICollectionViewLayoutAttributes.frame
  let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, IndexPath> =
    \UICollectionViewLayoutAttributes.indexPath
  let _: KeyPath<UICollectionViewLayoutAttributes, UICollectionView.ElementCategory> =
    \UICollectionViewLayoutAttributes.representedElementCategory
  let _: KeyPath<UICollectionViewLayoutAttributes, String?> =
    \UICollectionViewLayoutAttributes.representedElementKind
}

@MainActor
func compositionalLayoutSignatures() {
  let _: (CGFloat) -> NSCollectionLayoutDimension = NSCollectionLayoutDimension.fractionalWidth
  let _: (CGFloat) -> NSCollectionLayoutDimension = NSCollectionLayoutDimension.fractionalHeight
  let _: (CGFloat) -> NSCollectionLayoutDimension = NSCollectionLayoutDimension.absolute
  let _: (CGFloat) -> NSCollectionLayoutDimension = NSCollectionLayoutDimension.estimated
  let _: KeyPath<NSCollectionLayoutDimension, CGFloat> = \NSCollectionLayoutDimension.dimension
  let _: KeyPath<NSCollectionLayoutDimension, Bool> = \NSCollectionLayoutDimension.isFractionalWidth
  let _: KeyPath<NSCollectionLayoutDimension, Bool> = \NSCollectionLayoutDimension.isEstimated
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let _: KeyPath<NSCollectionLayoutSize, NSCollectionLayoutDimension> = \NSCollectionLayoutSize.widthDimension
  let item = NSCollectionLayoutItem(layoutSize: size)
  item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
  let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
  let _: NSCollectionLayoutGroup = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
  if #available(iOS 16.0, *) {
    let _: NSCollectionLayoutGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, repeatingSubitem: item, count: 2)
    let _: NSCollectionLayoutGroup = NSCollectionLayoutGroup.vertical(
      layoutSize: size, repeatingSubitem: item, count: 2)
  }
  group.interItemSpacing = .fixed(8)
  group.interItemSpacing = .flexible(8)
  let _: [NSCollectionLayoutItem] = group.subitems
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 8
  section.contentInsets = .zero
  let _: UICollectionViewLayout = UICollectionViewCompositionalLayout(section: section)
  var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  list.showsSeparators = false
  let _: [UICollectionLayoutListConfiguration.Appearance] = [
    .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
  ]
  let _: UICollectionViewCompositionalLayout = UICollectionViewCompositionalLayout.list(using: list)
}

@MainActor
func swipeActionSignatures() {
  let _: (UIContextualAction.Style, String?, @escaping UIContextualAction.Handler) -> UIContextualAction =
    UIContextualAction.init(style:title:handler:)
  let _: [UIContextualAction.Style] = [.normal, .destructive]
  let _: ReferenceWritableKeyPath<UIContextualAction, String?> = \UIContextualAction.title
  let _: ReferenceWritableKeyPath<UIContextualAction, UIColor?> = \UIContextualAction.backgroundColor
  let _: ReferenceWritableKeyPath<UIContextualAction, UIImage?> = \UIContextualAction.image
  let _: KeyPath<UIContextualAction, UIContextualAction.Style> = \UIContextualAction.style
  let _: ([UIContextualAction]) -> UISwipeActionsConfiguration = UISwipeActionsConfiguration.init(actions:)
  let _: KeyPath<UISwipeActionsConfiguration, [UIContextualAction]> = \UISwipeActionsConfiguration.actions
  let _: ReferenceWritableKeyPath<UISwipeActionsConfiguration, Bool> =
    \UISwipeActionsConfiguration.performsFirstActionWithFullSwipe
}

/// The flow layout's delegate, self-sizing and pinning, and the compositional layout's section
/// provider, orthogonal sections and boundary items.
@MainActor
func collectionLayoutFeatureSignatures() {
  final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { .zero }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets { .zero }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize { .zero }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize { .zero }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  }
  let _: any UICollectionViewDelegate = Sizes()
  let flow = UICollectionViewFlowLayout()
  flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
  flow.sectionHeadersPinToVisibleBounds = true
  flow.sectionFootersPinToVisibleBounds = true
  flow.scrollDirection = .horizontal
  let _:
    (UICollectionViewLayout) -> (UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes) -> Bool =
      UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)
  let _:
    (UICollectionReusableView) -> (UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes =
      UICollectionReusableView.preferredLayoutAttributesFitting
  let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGSize> =
    \UICollectionViewLayoutAttributes.size
  let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGPoint> =
    \UICollectionViewLayoutAttributes.center
  let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, Int> =
    \UICollectionViewLayoutAttributes.zIndex
  let _: (UICollectionView) -> (IndexPath, Bool) -> Void = UICollectionView.deselectItem(at:animated:)

  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let header = NSCollectionLayoutBoundarySupplementaryItem(
    layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
  header.pinToVisibleBounds = true
  header.extendsBoundary = true
  header.zIndex = 2
  let _: String = header.elementKind
  let _: NSRectAlignment = header.alignment
  let _: [NSRectAlignment] = [
    .none, .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing, .topTrailing,
  ]
  let item = NSCollectionLayoutItem(layoutSize: size)
  let section = NSCollectionLayoutSection(
    group: NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item]))
  section.orthogonalScrollingBehavior = .continuous
  let _: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
    .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
  ]
  section.boundarySupplementaryItems = [header]
  let configuration = UICollectionViewCompositionalLayoutConfiguration()
  configuration.interSectionSpacing = 8
  let _ = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
    let _: CGSize = environment.container.effectiveContentSize
    let _: CGSize = environment.container.contentSize
    let _: NSDirectionalEdgeInsets = environment.container.contentInsets
    let _: NSDirectionalEdgeInsets = environment.container.effectiveContentInsets
    let _: UITraitCollection = environment.traitCollection
    return nil
  })
  let layout = UICollectionViewCompositionalLayout(
    sectionProvider: { _, _ in section }, configuration: configuration)
  let _: UICollectionViewCompositionalLayoutConfiguration = layout.configuration
  let _ = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}

@MainActor
func listSectionSignatures() {
  var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  let _: UICollectionLayoutListConfiguration.Appearance = list.appearance
  list.headerMode = .supplementary
  let _: [UICollectionLayoutListConfiguration.HeaderMode] = [.none, .supplementary, .firstItemInSection]
  list.footerMode = .supplementary
  let _: [UICollectionLayoutListConfiguration.FooterMode] = [.none, .supplementary]
  list.headerTopPadding = 12
  list.backgroundColor = .systemGroupedBackground
  var separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
  separators.topSeparatorVisibility = .hidden
  separators.bottomSeparatorVisibility = .visible
  let _: [UIListSeparatorConfiguration.Visibility] = [.automatic, .visible, .hidden]
  separators.topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  separators.bottomSeparatorInsets = .zero
  separators.color = .separator
  separators.multipleSelectionColor = .separator
  let _: UIVisualEffect? = separators.visualEffect
  list.separatorConfiguration = separators
  list.itemSeparatorHandler = { _, configuration in configuration }
  list.leadingSwipeActionsConfigurationProvider = { _ in nil }
  list.trailingSwipeActionsConfigurationProvider = { _ in
    UISwipeActionsConfiguration(actions: [])
  }
  let layout = UICollectionViewCompositionalLayout { _, environment in
    NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
  }
  let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
  view.isEditing = true
  let kind = UICollectionView.elementKindSectionHeader
  let _: UICollectionReusableView? = view.supplementaryView(
    forElementKind: kind, at: IndexPath(item: 0, section: 0))
  let _: [UICollectionReusableView] = view.visibleSupplementaryViews(ofKind: kind)
  let _: [IndexPath] = view.indexPathsForVisibleSupplementaryElements(ofKind: kind)
  let _: [() -> UIListContentConfiguration] = [
    UIListContentConfiguration.sidebarCell, UIListContentConfiguration.sidebarSubtitleCell,
    UIListContentConfiguration.accompaniedSidebarCell,
    UIListContentConfiguration.accompaniedSidebarSubtitleCell,
    UIListContentConfiguration.sidebarHeader,
  ]
  if #available(iOS 15.0, *) {
    let _: [() -> UIListContentConfiguration] = [
      UIListContentConfiguration.prominentInsetGroupedHeader,
      UIListContentConfiguration.extraProminentInsetGroupedHeader,
    ]
  }
}

@MainActor
func listCellSignatures() {
  let cell = UICollectionViewListCell(frame: .zero)
  cell.indentationLevel = 1
  cell.indentationWidth = 12
  cell.indentsAccessories = false
  let badge = UIView()
  cell.accessories = [
    .disclosureIndicator(),
    .disclosureIndicator(displayed: .always, options: .init(isHidden: false, reservedLayoutWidth: .standard)),
    .checkmark(displayed: .whenNotEditing, options: .init(tintColor: .systemBlue)),
    .delete(displayed: .whenEditing, options: .init(backgroundColor: .systemRed)) {},
    .insert(options: .init(reservedLayoutWidth: .custom(30))) {},
    .reorder(options: .init(showsVerticalSeparator: false)),
    .multiselect(options: .init(backgroundColor: .systemBlue)),
    .outlineDisclosure(options: .init(style: .header)) {},
    .label(
      text: "12",
      options: .init(font: .preferredFont(forTextStyle: .body), adjustsFontForContentSizeCategory: true)),
    .customView(
      configuration: .init(
        customView: badge, placement: .trailing(displayed: .always, at: { _ in 0 }), maintainsFixedSize: true)
    ),
  ]
  let _: [UICellAccessory.LayoutDimension] = [.actual, .standard, .custom(1)]
  let _: [UICellAccessory.OutlineDisclosureOptions.Style] = [.automatic, .header, .cell]
  let _: UICellAccessory.Placement = .leading(
    displayed: .whenEditing, at: UICellAccessory.Placement.position(after: .delete()))
  let _: UICellAccessory.Placement.Position = UICellAccessory.Placement.position(before: .checkmark())
  let _: UICellAccessory.AccessoryType = cell.accessories[0].accessoryType
  let _: [UICellAccessory.AccessoryType] = [
    .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .label,
    .customView(badge),
  ]
}

@MainActor
func listViewControllerSignatures() {
  let _: (UITableView.Style) -> UITableViewController = UITableViewController.init(style:)
  let _: (String?, Bundle?) -> UITableViewController = UITableViewController.init(nibName:bundle:)
  let tableController = UITableViewController()
  let _: UIViewController = tableController
  let _: any UITableViewDataSource = tableController
  let _: any UITableViewDelegate = tableController
  let _: UITableView = tableController.tableView
  tableController.tableView = UITableView(frame: .zero, style: .grouped)
  let _: ReferenceWritableKeyPath<UITableViewController, Bool> =
    \UITableViewController.clearsSelectionOnViewWillAppear
  let _: ReferenceWritableKeyPath<UITableViewController, UIRefreshControl?> =
    \UITableViewController.refreshControl
  let _: ReferenceWritableKeyPath<UIViewController, Bool> = \UIViewController.isEditing
  let _: (UIViewController) -> (Bool, Bool) -> Void = UIViewController.setEditing(_:animated:)
  let _: KeyPath<UIViewController, UIBarButtonItem> = \UIViewController.editButtonItem
  let _: (UICollectionViewLayout) -> UICollectionViewController = UICollectionViewController.init(
    collectionViewLayout:)
  let collectionController = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
  let _: UIViewController = collectionController
  let _: any UICollectionViewDataSource = collectionController
  let _: any UICollectionViewDelegate = collectionController
  let _: UICollectionView = collectionController.collectionView
  let _: KeyPath<UICollectionViewController, UICollectionViewLayout> =
    \UICollectionViewController.collectionViewLayout
  let _: ReferenceWritableKeyPath<UICollectionViewController, Bool> =
    \UICollectionViewController.clearsSelectionOnViewWillAppear
  let _: ReferenceWritableKeyPath<UICollectionViewController, Bool> =
    \UICollectionViewController.useLayoutToLayoutNavigationTransitions
  let _: ReferenceWritableKeyPath<UICollectionViewController, Bool> =
    \UICollectionViewController.installsStandardGestureForInteractiveMovement
  let _: (UITableView) -> () -> Void = UITableView.beginUpdates
  let _: (UITableView) -> () -> Void = UITableView.endUpdates
  let _: ReferenceWritableKeyPath<UITableView, UIView?> = \UITableView.backgroundView
  let _: ReferenceWritableKeyPath<UICollectionView, UIView?> = \UICollectionView.backgroundView
  let _: (UICollectionView) -> (IndexPath, UICollectionView.ScrollPosition, Bool) -> Void =
    UICollectionView.scrollToItem(at:at:animated:)
}

/// A table view controller overriding the data source, delegate and scroll view delegate
/// methods subclasses override, with UIKit's signatures: each `override` must find the method
/// in UITableViewController.
final class SignatureTableViewController: UITableViewController {
  override func numberOfSections(in tableView: UITableView) -> Int { 1 }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  override func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
  }
  override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  override func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    44
  }
  override func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  override func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  override func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  { index }
}

/// A collection view controller overriding the methods subclasses override, and adding the flow
/// layout's delegate methods as UIKit subclasses do (without `override`).
final class SignatureCollectionViewController: UICollectionViewController,
  UICollectionViewDelegateFlowLayout
{
  override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }
  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { true }
  override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  override func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  override func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 50, height: 50) }
}

/// A prefetching data source implementing the required method with UIKit's signature.
final class SignaturePrefetcher: NSObject, UITableViewDataSourcePrefetching {
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

@MainActor
func collectionSelectionSignatures(_ list: UICollectionView) {
  let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \UICollectionView.allowsSelection
}
