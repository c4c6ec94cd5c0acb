import Foundation

/// What changes between two snapshots, as a table or collection view's batch update: sections
/// and items deleted (old indexes), inserted (new indexes), reloaded and reconfigured. Sections
/// and items kept in both keep their relative order (the longest run of them that does); the
/// others that moved count as deleted and inserted again.
struct DiffableChanges {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  /// Reloaded items, at their index paths before the update.
  var reloadedItems: [IndexPath] = []
  /// Reconfigured items, at their index paths after the update.
  var reconfiguredItems: [IndexPath] = []

  /// Whether nothing changed.
  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
      && insertedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
  }

  init<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let keptSections = Self.keptInOrder(old: oldSections, new: newSections)
    let reloadedSectionIDs = Set(new.reloadedSectionIdentifiers)
    let reloadedItemIDs = Set(new.reloadedItemIdentifiers)
    let reconfiguredItemIDs = Set(new.reconfiguredItemIdentifiers)
    for (index, section) in oldSections.enumerated() where !keptSections.contains(section) {
      deletedSections.insert(index)
    }
    for (newIndex, section) in newSections.enumerated() {
      guard keptSections.contains(section), let oldIndex = oldSections.firstIndex(of: section) else {
        insertedSections.insert(newIndex)
        continue
      }
      if reloadedSectionIDs.contains(section) {
        reloadedSections.insert(oldIndex)
        continue
      }
      let oldItems = old.itemIdentifiers(inSection: section)
      let newItems = new.itemIdentifiers(inSection: section)
      let keptItems = Self.keptInOrder(old: oldItems, new: newItems)
      for (row, item) in oldItems.enumerated() {
        if !keptItems.contains(item) {
          deletedItems.append(IndexPath(row: row, section: oldIndex))
        } else if reloadedItemIDs.contains(item) {
          reloadedItems.append(IndexPath(row: row, section: oldIndex))
        }
      }
      for (row, item) in newItems.enumerated() {
        if !keptItems.contains(item) {
          insertedItems.append(IndexPath(row: row, section: newIndex))
        } else if reconfiguredItemIDs.contains(item) {
          reconfiguredItems.append(IndexPath(row: row, section: newIndex))
        }
      }
    }
  }

  /// The elements in both lists that keep their relative order: the longest increasing run of
  /// their old positions taken in the new order (patience sorting, n log n).
  static func keptInOrder<Element: Hashable>(old: [Element], new: [Element]) -> Set<Element> {
    var oldPosition: [Element: Int] = [:]
    for (index, element) in old.enumerated() { oldPosition[element] = index }
    let common = new.filter { oldPosition[$0] != nil }
    let positions = common.map { oldPosition[$0] ?? 0 }
    var tails: [Int] = []  // indexes into `positions` ending the best run of each length
    var previous = [Int](repeating: -1, count: positions.count)
    for (index, position) in positions.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if positions[tails[middle]] < position { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var kept = Set<Element>()
    var index = tails.last ?? -1
    while index >= 0 {
      kept.insert(common[index])
      index = previous[index]
    }
    return kept
  }
}
