import Foundation

/// The sections and items of a list at one moment, by identifier, for a diffable data source
/// to show.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<String, String>()
/// snapshot.appendSections(["Fruit"])
/// snapshot.appendItems(["Apple", "Pear"], toSection: "Fruit")
/// dataSource.apply(snapshot)
/// ```
///
/// Identifiers must be unique across the snapshot: adding one twice stops the program with
/// UIKit's message ("Fatal: supplied item identifiers are not unique. ...").
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  @unchecked Sendable
{
  private var sections: [SectionIdentifierType] = []
  private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  private var reloadedSections: [SectionIdentifierType] = []
  private var reloadedItems: [ItemIdentifierType] = []
  private var reconfiguredItems: [ItemIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  /// The number of items in every section.
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }

  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

  /// The sections marked for reloading.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  /// The items marked for reloading (their cells are made again).
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

  /// The items marked for reconfiguring (their cells are updated in place).
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

  /// The number of items in a section.
  /// - Parameter identifier: The section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    items[identifier]?.count ?? 0
  }

  /// The items of a section, in order.
  /// - Parameter identifier: The section.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    items[identifier] ?? []
  }

  /// The section holding an item, or `nil`.
  /// - Parameter identifier: The item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionOfItem[identifier]
  }

  /// An item's index among all items, or `nil`.
  /// - Parameter identifier: The item.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier] else { return nil }
    var index = 0
    for current in sections {
      if current == section { return index + (items[current]?.firstIndex(of: identifier) ?? 0) }
      index += items[current]?.count ?? 0
    }
    return nil
  }

  /// A section's index, or `nil`.
  /// - Parameter identifier: The section.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex(of: identifier)
  }

  // MARK: Positions, for the data sources

  /// The section at an index, or `nil` past the end.
  func section(at index: Int) -> SectionIdentifierType? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// The item at a position (a table's row or a collection view's item), or `nil`.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard let section = section(at: indexPath.section) else { return nil }
    let inSection = itemIdentifiers(inSection: section)
    return inSection.indices.contains(indexPath.item) ? inSection[indexPath.item] : nil
  }

  /// An item's position, or `nil` when the snapshot does not hold it.
  func indexPath(of item: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[item], let sectionIndex = indexOfSection(section),
      let index = itemIdentifiers(inSection: section).firstIndex(of: item)
    else { return nil }
    return IndexPath(item: index, section: sectionIndex)
  }

  /// Adds items at the end of a section (the last one when `nil`).
  /// - Parameters:
  ///   - identifiers: The new items.
  ///   - sectionIdentifier: The section, or `nil` for the last.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier ?? sections.last, items[section] != nil else {
      fatalError(
        "NSDiffableDataSourceSnapshot: there are currently no sections in the data source. Please add a "
          + "section first.")
    }
    checkNew(identifiers)
    items[section, default: []] += identifiers
    for item in identifiers { sectionOfItem[item] = section }
  }

  /// Inserts items before an item.
  /// - Parameters:
  ///   - identifiers: The new items.
  ///   - beforeIdentifier: The item they go before.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: beforeIdentifier, after: false)
  }

  /// Inserts items after an item.
  /// - Parameters:
  ///   - identifiers: The new items.
  ///   - afterIdentifier: The item they go after.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: afterIdentifier, after: true)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool
  ) {
    let (section, index) = location(of: anchor)
    checkNew(identifiers)
    items[section, default: []].insert(contentsOf: identifiers, at: after ? index + 1 : index)
    for item in identifiers { sectionOfItem[item] = section }
  }

  /// Removes items.
  /// - Parameter identifiers: The items to remove.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let removed = Set(identifiers)
    for item in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
      items[section]?.removeAll { removed.contains($0) }
    }
  }

  /// Removes every item and section.
  public mutating func deleteAllItems() {
    self = NSDiffableDataSourceSnapshot()
  }

  /// Moves an item before another.
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes before.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType)
  {
    deleteItems([identifier])
    insert([identifier], next: toIdentifier, after: false)
  }

  /// Moves an item after another.
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes after.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType)
  {
    deleteItems([identifier])
    insert([identifier], next: toIdentifier, after: true)
  }

  /// Marks items whose cells are made again when the snapshot is applied.
  /// - Parameter identifiers: The items.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers { _ = location(of: item) }
    reloadedItems += identifiers
  }

  /// Marks items whose cells are updated in place (not made again) when the snapshot is applied.
  /// - Parameter identifiers: The items.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers { _ = location(of: item) }
    reconfiguredItems += identifiers
  }

  /// Adds sections at the end.
  /// - Parameter identifiers: The new sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    checkNew(sections: identifiers)
    sections += identifiers
    for section in identifiers { items[section] = [] }
  }

  /// Inserts sections before a section.
  /// - Parameters:
  ///   - identifiers: The new sections.
  ///   - toIdentifier: The section they go before.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insert(sections: identifiers, next: toIdentifier, after: false)
  }

  /// Inserts sections after a section.
  /// - Parameters:
  ///   - identifiers: The new sections.
  ///   - toIdentifier: The section they go after.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insert(sections: identifiers, next: toIdentifier, after: true)
  }

  private mutating func insert(
    sections identifiers: [SectionIdentifierType], next anchor: SectionIdentifierType, after: Bool
  ) {
    guard let index = sections.firstIndex(of: anchor) else { missing(section: anchor) }
    checkNew(sections: identifiers)
    sections.insert(contentsOf: identifiers, at: after ? index + 1 : index)
    for section in identifiers { items[section] = [] }
  }

  /// Removes sections and their items.
  /// - Parameter identifiers: The sections to remove.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      for item in items.removeValue(forKey: section) ?? [] { sectionOfItem[item] = nil }
    }
    let removed = Set(identifiers)
    sections.removeAll { removed.contains($0) }
  }

  /// Moves a section before another.
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: false)
  }

  /// Moves a section after another.
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes after.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: true)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, next anchor: SectionIdentifierType, after: Bool
  ) {
    guard let from = sections.firstIndex(of: identifier) else { missing(section: identifier) }
    sections.remove(at: from)
    guard let index = sections.firstIndex(of: anchor) else { missing(section: anchor) }
    sections.insert(identifier, at: after ? index + 1 : index)
  }

  /// Marks sections whose items' cells are made again when the snapshot is applied.
  /// - Parameter identifiers: The sections.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers where items[section] == nil { missing(section: section) }
    reloadedSections += identifiers
  }

  // MARK: Checks

  /// Stops with UIKit's message when an item is given twice or is in the snapshot already
  /// (recorded in crash reports, e.g. mozilla-mobile/firefox-ios#23056 and
  /// mastodon/mastodon-ios#1366).
  private func checkNew(_ identifiers: [ItemIdentifierType]) {
    var seen = Set<ItemIdentifierType>()
    var duplicates: [ItemIdentifierType] = []
    for item in identifiers where sectionOfItem[item] != nil || !seen.insert(item).inserted {
      duplicates.append(item)
    }
    guard !duplicates.isEmpty else { return }
    fatalError(
      "NSDiffableDataSourceSnapshot: Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
        + "{(\n    \(duplicates.map { String(describing: $0) }.joined(separator: ",\n    "))\n)}")
  }

  /// The same for sections; UIKit's wording for sections follows the items' (no recording of it
  /// was found).
  private func checkNew(sections identifiers: [SectionIdentifierType]) {
    var seen = Set<SectionIdentifierType>()
    var duplicates: [SectionIdentifierType] = []
    for section in identifiers where items[section] != nil || !seen.insert(section).inserted {
      duplicates.append(section)
    }
    guard !duplicates.isEmpty else { return }
    fatalError(
      "NSDiffableDataSourceSnapshot: Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
        + "{(\n    \(duplicates.map { String(describing: $0) }.joined(separator: ",\n    "))\n)}")
  }

  private func location(of item: ItemIdentifierType) -> (SectionIdentifierType, Int) {
    guard let section = sectionOfItem[item], let index = items[section]?.firstIndex(of: item) else {
      fatalError("NSDiffableDataSourceSnapshot: invalid item identifier specified: \(item)")
    }
    return (section, index)
  }

  private func missing(section: SectionIdentifierType) -> Never {
    fatalError("NSDiffableDataSourceSnapshot: invalid section identifier specified: \(section)")
  }
}
