import Foundation

/// The changes of one `performBatchUpdates` call: what was inserted (in the index space after
/// the update), deleted and reloaded (before it), with UIKit's checks and the mapping of old
/// rows to new ones.
struct TableBatch {
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()

  /// Where a section before the update is after it, or `nil` when it is deleted.
  func newSection(for section: Int) -> Int? {
    guard !deletedSections.contains(section) else { return nil }
    var result = section - deletedSections.count(in: 0..<section)
    for inserted in insertedSections where inserted <= result { result += 1 }
    return result
  }

  /// Where a row before the update is after it, or `nil` when it is deleted or reloaded (its
  /// cell is then asked for again).
  func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
    guard !reloadedSections.contains(indexPath.section), !deletedRows.contains(indexPath),
      !reloadedRows.contains(indexPath), let section = newSection(for: indexPath.section)
    else { return nil }
    var row =
      indexPath.row - deletedRows.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
    for inserted in insertedRows.filter({ $0.section == section }).map(\.row).sorted() where inserted <= row {
      row += 1
    }
    return IndexPath(row: row, section: section)
  }

  /// Stops the program with UIKit's message when the data source's counts after the update do
  /// not follow from the counts before and the changes. The texts are UIKit's, as recorded in
  /// the write-up "UITableView：复用池的真实结构与代理调用顺序" (the sections message past its
  /// first sentence follows the rows message: no recording of it was found).
  func validate(before: [Int], after: [Int]) {
    for indexPath in deletedRows
    where indexPath.section >= before.count || indexPath.row >= before[indexPath.section] {
      let count = indexPath.section < before.count ? before[indexPath.section] : 0
      fatalError(
        "UITableView: attempt to delete row \(indexPath.row) from section \(indexPath.section) which only "
          + "contains \(count) rows before the update")
    }
    let expectedSections = before.count - deletedSections.count + insertedSections.count
    if after.count != expectedSections {
      fatalError(
        "UITableView: Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (\(after.count)) must be equal to the number of sections contained "
          + "in the table view before the update (\(before.count)), plus or minus the number of sections "
          + "inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
    }
    for indexPath in insertedRows
    where indexPath.section >= after.count || indexPath.row >= after[indexPath.section] {
      let count = indexPath.section < after.count ? after[indexPath.section] : 0
      fatalError(
        "UITableView: attempt to insert row \(indexPath.row) into section \(indexPath.section), but there "
          + "are only \(count) rows in section \(indexPath.section) after the update")
    }
    for section in before.indices where !reloadedSections.contains(section) {
      guard let newSection = newSection(for: section) else { continue }
      let inserted = insertedRows.filter { $0.section == newSection }.count
      let deleted = deletedRows.filter { $0.section == section }.count
      guard after[newSection] != before[section] + inserted - deleted else { continue }
      fatalError(
        "UITableView: Invalid update: invalid number of rows in section \(newSection). The number of rows "
          + "contained in an existing section after the update (\(after[newSection])) must be equal to the "
          + "number of rows contained in that section before the update (\(before[section])), plus or minus "
          + "the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) "
          + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
          + "moved out).")
    }
  }
}
