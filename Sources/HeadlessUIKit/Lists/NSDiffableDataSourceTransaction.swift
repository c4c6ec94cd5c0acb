import Foundation

/// What a reordering changed in a diffable data source: the snapshot before and after, the
/// items' difference and one transaction for each section whose items changed. A collection view
/// diffable data source hands one to its reordering handlers.
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { transaction in
///   names = names.applying(transaction.difference) ?? names
/// }
/// ```
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: @unchecked Sendable {
  /// The snapshot before the change.
  public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after it.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change from every item of the first snapshot to every item of the last, section by
  /// section.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The change of each section whose items changed, in the final snapshot's order.
  public let sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  init(
    from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
    sectionTransactions = final.sectionIdentifiers.compactMap { section in
      let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
      let after = final.itemIdentifiers(inSection: section)
      guard before != after else { return nil }
      return NSDiffableDataSourceSectionTransaction(section: section, from: before, to: after)
    }
  }
}

/// What a reordering changed in one section: its items before and after, as section
/// snapshots, and their difference.
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: @unchecked Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's items before the change.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's items after it.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The change from the first items to the last.
  public let difference: CollectionDifference<ItemIdentifierType>

  init(section: SectionIdentifierType, from before: [ItemIdentifierType], to after: [ItemIdentifierType]) {
    sectionIdentifier = section
    var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    initial.append(before)
    var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    final.append(after)
    initialSnapshot = initial
    finalSnapshot = final
    difference = after.difference(from: before)
  }
}
