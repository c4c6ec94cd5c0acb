import Foundation

/// The changes of one batch update of a table view (its rows) or a collection view (its items):
/// what was inserted (in the index space after the update), deleted and reloaded (before it),
/// with UIKit's checks and the mapping of old index paths to new ones.
struct ListBatch {
  /// Which view the batch updates, for the words of its messages.
  enum Owner {
    case tableView, collectionView

    /// The view's class name, which starts each message.
    var className: String { self == .tableView ? "UITableView" : "UICollectionView" }
    /// What UIKit calls the view in its messages.
    var noun: String { self == .tableView ? "table view" : "collection view" }
    /// What UIKit calls one element of a section: a table's row, a collection view's item.
    var element: String { self == .tableView ? "row" : "item" }
  }

  let owner: Owner
  var insertedItems: [IndexPath] = []
  var deletedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()

  init(of owner: Owner) {
    self.owner = owner
  }

  /// Where a section before the update is after it, or `nil` when it is deleted.
  func newSection(for section: Int) -> Int? {
    guard !deletedSections.contains(section) else { return nil }
    var result = section - deletedSections.count(in: 0..<section)
    for inserted in insertedSections where inserted <= result { result += 1 }
    return result
  }

  /// Where a row or item before the update is after it, or `nil` when it is deleted or
  /// reloaded (its cell is then asked for again).
  func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
    guard !reloadedSections.contains(indexPath.section), !deletedItems.contains(indexPath),
      !reloadedItems.contains(indexPath), let section = newSection(for: indexPath.section)
    else { return nil }
    var item =
      indexPath.item
      - deletedItems.filter { $0.section == indexPath.section && $0.item < indexPath.item }.count
    for inserted in insertedItems.filter({ $0.section == section }).map(\.item).sorted()
    where inserted <= item {
      item += 1
    }
    return IndexPath(item: item, section: section)
  }

  /// Stops the program with UIKit's message when the data source's counts after the update do
  /// not follow from the counts before and the changes. The table view's texts are recorded in
  /// the write-up "UITableView：复用池的真实结构与代理调用顺序" (the sections message also in
  /// forkingdog/UITableView-FDTemplateLayoutCell issue 40); the collection view's are the same
  /// with "item" and "collection view", as device crash logs print them: the items message in
  /// mikaoj/BSImagePicker issue 329 (iOS 12.4), the sections and delete messages in
  /// firebase/friendlypix-ios issue 43, the insert message in voxeet/voxeet-uxkit-reactnative
  /// issue 61 (iOS 15.2).
  func validate(before: [Int], after: [Int]) {
    let name = owner.className
    let element = owner.element
    for indexPath in deletedItems
    where indexPath.section >= before.count || indexPath.item >= before[indexPath.section] {
      let count = indexPath.section < before.count ? before[indexPath.section] : 0
      fatalError(
        "\(name): attempt to delete \(element) \(indexPath.item) from section \(indexPath.section) which only "
          + "contains \(count) \(element)s before the update")
    }
    let expectedSections = before.count - deletedSections.count + insertedSections.count
    if after.count != expectedSections {
      fatalError(
        "\(name): Invalid update: invalid number of sections. The number of sections contained in the "
          + "\(owner.noun) after the update (\(after.count)) must be equal to the number of sections contained "
          + "in the \(owner.noun) before the update (\(before.count)), plus or minus the number of sections "
          + "inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
    }
    for indexPath in insertedItems
    where indexPath.section >= after.count || indexPath.item >= after[indexPath.section] {
      let count = indexPath.section < after.count ? after[indexPath.section] : 0
      fatalError(
        "\(name): attempt to insert \(element) \(indexPath.item) into section \(indexPath.section), but there "
          + "are only \(count) \(element)s in section \(indexPath.section) after the update")
    }
    for section in before.indices where !reloadedSections.contains(section) {
      guard let newSection = newSection(for: section) else { continue }
      let inserted = insertedItems.filter { $0.section == newSection }.count
      let deleted = deletedItems.filter { $0.section == section }.count
      guard after[newSection] != before[section] + inserted - deleted else { continue }
      fatalError(
        "\(name): Invalid update: invalid number of \(element)s in section \(newSection). The number of "
          + "\(element)s contained in an existing section after the update (\(after[newSection])) must be "
          + "equal to the number of \(element)s contained in that section before the update "
          + "(\(before[section])), plus or minus the number of \(element)s inserted or deleted from that "
          + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(element)s "
          + "moved into or out of that section (0 moved in, 0 moved out).")
    }
  }
}
