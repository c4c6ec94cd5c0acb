import DeclarativeUIKit

// Cell configuration state (UIConfigurationState.h, UIViewConfigurationState.h,
// UICellConfigurationState.h, UICollectionViewCell.h; the Swift overlay in UIKit.swiftmodule),
// list backgrounds (UIBackgroundConfiguration.h) and reordering (UICollectionView.h,
// UIDiffableDataSource.h).

@MainActor
func cellConfigurationStateSignatures(_ cell: UICollectionViewCell) {
  var state: UICellConfigurationState = cell.configurationState
  let _: (UITraitCollection) -> UICellConfigurationState = UICellConfigurationState.init(traitCollection:)
  let _: UITraitCollection = state.traitCollection
  state.isSelected = state.isHighlighted || state.isDisabled || state.isFocused || state.isPinned
  state.isEditing = state.isExpanded || state.isSwiped || state.isReordering
  let _: UICellConfigurationState.DragState = state.cellDragState
  let _: UICellConfigurationState.DropState = state.cellDropState
  let key = UIConfigurationStateCustomKey("com.example.key")
  let _: (String) -> UIConfigurationStateCustomKey = UIConfigurationStateCustomKey.init(rawValue:)
  state[key] = true
  let _: AnyHashable? = state[key]
  var view = UIViewConfigurationState(traitCollection: cell.traitCollection)
  view.isSelected = view.isHighlighted || view.isDisabled || view.isFocused || view.isPinned
  let _: (UICollectionViewCell) -> () -> Void = UICollectionViewCell.setNeedsUpdateConfiguration
  let _: (UICollectionViewCell) -> (UICellConfigurationState) -> Void = UICollectionViewCell
    .updateConfiguration(using:)
  let _: ReferenceWritableKeyPath<UICollectionViewCell, UICollectionViewCell.ConfigurationUpdateHandler?> =
    \UICollectionViewCell.configurationUpdateHandler
  let _: ReferenceWritableKeyPath<UICollectionViewCell, Bool> =
    \UICollectionViewCell.automaticallyUpdatesContentConfiguration
  let _: ReferenceWritableKeyPath<UICollectionViewCell, Bool> =
    \UICollectionViewCell.automaticallyUpdatesBackgroundConfiguration
  let content = UIListContentConfiguration.cell().updated(for: state)
  let _: any UIContentConfiguration = content
  let _: [UIBackgroundConfiguration] = [
    UIBackgroundConfiguration.listPlainCell().updated(for: state), .listGroupedCell(), .listSidebarCell(),
    .listAccompaniedSidebarCell(), .listPlainHeaderFooter(), .listGroupedHeaderFooter(), .listSidebarHeader(),
  ]
  let _: WritableKeyPath<UIBackgroundConfiguration, UIView?> = \UIBackgroundConfiguration.customView
  let _: WritableKeyPath<UIBackgroundConfiguration, CGFloat> = \UIBackgroundConfiguration.strokeOutset
  let _: WritableKeyPath<UIBackgroundConfiguration, NSDirectionalRectEdge> =
    \UIBackgroundConfiguration.edgesAddingLayoutMarginsToBackgroundInsets
}

@MainActor
func reorderingSignatures(
  _ list: UICollectionView, _ dataSource: UICollectionViewDiffableDataSource<Int, String>
) {
  let _: Bool = list.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
  list.updateInteractiveMovementTargetPosition(.zero)
  list.endInteractiveMovement()
  list.cancelInteractiveMovement()
  var handlers = UICollectionViewDiffableDataSource<Int, String>.ReorderingHandlers()
  handlers.canReorderItem = { _ in true }
  handlers.willReorder = { (transaction: NSDiffableDataSourceTransaction<Int, String>) in
    let _: NSDiffableDataSourceSnapshot<Int, String> = transaction.initialSnapshot
    let _: NSDiffableDataSourceSnapshot<Int, String> = transaction.finalSnapshot
    let _: CollectionDifference<String> = transaction.difference
    for section: NSDiffableDataSourceSectionTransaction<Int, String> in transaction.sectionTransactions {
      let _: Int = section.sectionIdentifier
      let _: NSDiffableDataSourceSectionSnapshot<String> = section.initialSnapshot
      let _: NSDiffableDataSourceSectionSnapshot<String> = section.finalSnapshot
      let _: CollectionDifference<String> = section.difference
    }
  }
  handlers.didReorder = { _ in }
  dataSource.reorderingHandlers = handlers
}

@MainActor
func tableConfigurationStateSignatures(_ cell: UITableViewCell, _ header: UITableViewHeaderFooterView) {
  let _: UICellConfigurationState = cell.configurationState
  let _: (UITableViewCell) -> () -> Void = UITableViewCell.setNeedsUpdateConfiguration
  let _: (UITableViewCell) -> (UICellConfigurationState) -> Void = UITableViewCell.updateConfiguration(using:)
  let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.ConfigurationUpdateHandler?> =
    \UITableViewCell.configurationUpdateHandler
  let _: ReferenceWritableKeyPath<UITableViewCell, Bool> =
    \UITableViewCell.automaticallyUpdatesContentConfiguration
  let _: UIViewConfigurationState = header.configurationState
  let _: (UITableViewHeaderFooterView) -> () -> Void = UITableViewHeaderFooterView.setNeedsUpdateConfiguration
  let _: (UITableViewHeaderFooterView) -> (UIViewConfigurationState) -> Void = UITableViewHeaderFooterView
    .updateConfiguration(using:)
  let _:
    ReferenceWritableKeyPath<
      UITableViewHeaderFooterView, UITableViewHeaderFooterView.ConfigurationUpdateHandler?
    > =
      \UITableViewHeaderFooterView.configurationUpdateHandler
  let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, Bool> =
    \UITableViewHeaderFooterView.automaticallyUpdatesContentConfiguration
}

// What a custom list cell lines its views up with and copies from the system's configurations
// (UIListContentConfiguration.h, UIListContentImageProperties.h, UIListContentTextProperties.h,
// UICollectionViewListCell.h, UIGeometry.h).
@MainActor
func listContentGuideSignatures(_ view: UIListContentView, _ cell: UICollectionViewListCell) {
  let _: UILayoutGuide? = view.textLayoutGuide
  let _: UILayoutGuide? = view.secondaryTextLayoutGuide
  let _: UILayoutGuide? = view.imageLayoutGuide
  let _: UILayoutGuide = cell.separatorLayoutGuide
  var content = UIListContentConfiguration.valueCell()
  let _: WritableKeyPath<UIListContentConfiguration.ImageProperties, UIImage.SymbolConfiguration?> =
    \UIListContentConfiguration.ImageProperties.preferredSymbolConfiguration
  let _: UIColor = content.imageProperties.resolvedTintColor(for: .systemBlue)
  let _: UIColor = content.secondaryTextProperties.resolvedColor()
  content.textProperties.adjustsFontForContentSizeCategory = true
  content.textProperties.transform = .uppercase
  let _: [UIListContentConfiguration.TextProperties.TextTransform] = [
    .none, .uppercase, .lowercase, .capitalized,
  ]
  content.axesPreservingSuperviewLayoutMargins = []
  let _: [UIAxis] = [.horizontal, .vertical, .both]
  let _: UInt = UIAxis.both.rawValue
  view.configuration = content
}
