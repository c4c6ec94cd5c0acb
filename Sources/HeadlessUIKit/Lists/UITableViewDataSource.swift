import Foundation

/// What a table view asks its data source: how many sections and rows, the cell of each row,
/// and section titles.
///
/// UIKit's optional requirements have default implementations here (one section, no titles).
@MainActor
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
}
