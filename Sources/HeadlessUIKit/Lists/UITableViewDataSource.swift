import Foundation

/// What a table view asks its data source: how many sections and rows, the cell of each row,
/// and section titles.
///
/// UIKit's optional requirements have default implementations here (one section, no titles).
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in a section.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell showing a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections; one by default.
  /// - Parameter tableView: The table view asking.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The title of a section's header, or `nil` for none (the default).
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title of a section's footer, or `nil` for none (the default).
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Whether a row shows editing controls while the table edits.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Whether a row shows a reorder control while the table edits.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// Called when the user confirmed a row's delete or insert control: change the data, then
  /// tell the table (`deleteRows(at:with:)` or `insertRows(at:with:)`).
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The control the user confirmed.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  )

  /// Called when the user dropped a row at a new place: move the item in the data; the table
  /// has moved the row.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where the user dropped it.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

  /// The titles of the section index beside a plain table ("A" to "Z", say), or `nil` for no
  /// index (the default).
  /// - Parameter tableView: The table view asking.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// The section to scroll to when the user touches an index title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - title: The title touched.
  ///   - index: Its place in `sectionIndexTitles(for:)`.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
  /// One section.
  /// - Parameter tableView: The table view asking.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No header title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// `true`: every row can be edited, as UIKit assumes when this is not implemented.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  /// `false`. UIKit shows reorder controls when the data source implements
  /// `tableView(_:moveRowAt:to:)`; Swift cannot tell whether a method is implemented, so a data
  /// source that reorders answers `true` here.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The control the user confirmed.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where the user dropped it.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  /// No section index.
  /// - Parameter tableView: The table view asking.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section at the title's index. No source documents what UIKit does when the data
  /// source does not implement this; the index's place is the section in the usual one-title-per
  /// -section index.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - title: The title touched.
  ///   - index: Its place in `sectionIndexTitles(for:)`.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
}
