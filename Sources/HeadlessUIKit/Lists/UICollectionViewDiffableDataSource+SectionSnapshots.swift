import Foundation

/// Outlines: a section shown from a section snapshot, its items indented by level, its parents
/// expanded and collapsed through their outline disclosure accessories.
extension UICollectionViewDiffableDataSource {
  /// What happens when the user expands or collapses an item of an outline.
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether an item may expand; `nil` lets every item.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called before an item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether an item may collapse; `nil` lets every item.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called before an item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// Gives the outline below a parent that expands (from the outline below it now), to load
    /// its children late; `nil` keeps the children it has.
    public var snapshotForExpandingParent:
      ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

    /// Handlers that are all `nil`.
    public init() {}
  }

  /// Shows an outline in a section: the section shows its visible items, list cells indented
  /// by their level, and the outline is kept for expanding and collapsing. A section the data
  /// source does not have yet is added at the end.
  /// - Parameters:
  ///   - snapshot: The outline.
  ///   - section: The section it fills.
  ///   - animatingDifferences: Whether to animate (ignored).
  ///   - completion: Called once the collection view shows it.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var whole = self.snapshot()
    if whole.indexOfSection(section) == nil {
      whole.appendSections([section])
    } else {
      whole.deleteItems(whole.itemIdentifiers(inSection: section))
    }
    whole.appendItems(snapshot.visibleItems, toSection: section)
    apply(whole, animatingDifferences: animatingDifferences)
    sectionSnapshots[section] = snapshot
    refreshOutlineStates(inSection: section)
    completion?()
  }

  /// The outline of a section: the one applied to it, or its items as roots.
  /// - Parameter section: The section.
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<
    ItemIdentifierType
  > {
    if let outline = sectionSnapshots[section] { return outline }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    let current = snapshot()
    if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
    return flat
  }

  /// The outline of the section holding an item, if an outline was applied to it.
  private func outline(holding item: ItemIdentifierType)
    -> (section: SectionIdentifierType, outline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
  {
    guard let section = snapshot().sectionIdentifier(containingItem: item),
      let outline = sectionSnapshots[section]
    else { return nil }
    return (section, outline)
  }

  /// Gives a list cell its item's level and whether the item is expanded (UICollectionViewListCell.h:
  /// the indentation level "is set automatically when using a hierarchical data source").
  func showOutlineState(of item: ItemIdentifierType, at indexPath: IndexPath, in cell: UICollectionViewCell) {
    guard let cell = cell as? UICollectionViewListCell, let (_, outline) = outline(holding: item) else {
      return
    }
    cell.indentationLevel = outline.level(of: item)
    cell.isOutlineExpanded = outline.isExpanded(item)
  }

  /// Updates the shown cells of a section after its outline changed.
  private func refreshOutlineStates(inSection section: SectionIdentifierType) {
    guard let collectionView = filledCollectionView, let index = snapshot().indexOfSection(section) else {
      return
    }
    for (indexPath, cell) in collectionView.shownCells where indexPath.section == index {
      if let item = itemIdentifier(for: indexPath) { showOutlineState(of: item, at: indexPath, in: cell) }
    }
  }
}

/// A data source whose items can be expanded and collapsed, as an outline disclosure accessory
/// asks.
@MainActor
protocol OutlineTogglingDataSource: AnyObject {
  /// Expands the item at an index path if it is collapsed, else collapses it, asking the
  /// handlers first; whether it changed.
  func toggleOutlineItem(at indexPath: IndexPath) -> Bool
}

extension UICollectionViewDiffableDataSource: OutlineTogglingDataSource {
  func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath), let (section, found) = outline(holding: item) else {
      return false
    }
    var outline = found
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      if let provide = handlers.snapshotForExpandingParent {
        let below = provide(item, outline.snapshot(of: item))
        outline.replace(childrenOf: item, using: below)
      }
      outline.expand([item])
    }
    apply(outline, to: section)
    return true
  }
}
