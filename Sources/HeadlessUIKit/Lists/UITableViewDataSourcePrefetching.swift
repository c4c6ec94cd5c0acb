import Foundation

/// A table's source of data for rows about to show, told ahead so it can start loading them.
///
/// HeadlessUIKit declares the protocol so UIKit code compiles, but never asks: a headless table
/// does not scroll ahead of its content, and UIKit does not document when it prefetches.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Start loading the data of rows that may show soon.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPaths: The rows, nearest first.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Stop loading the data of rows earlier announced that will not show after all.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPaths: The rows.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPaths: The rows.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
