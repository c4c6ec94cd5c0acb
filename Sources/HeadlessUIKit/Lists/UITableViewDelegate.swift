import Foundation

/// What a table view tells its delegate and asks it: heights, header and footer views, and
/// selection.
///
/// Every requirement is optional in UIKit; the default implementations here answer as UIKit
/// does when the delegate does not implement the method (the table view's own `rowHeight`,
/// `sectionHeaderHeight` and `sectionFooterHeight`, no views, selection allowed).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of a row; `UITableView.automaticDimension` asks the cell for its own.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// The height of a section's header.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// The height of a section's footer.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// A view for a section's header, in place of its title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// A view for a section's footer, in place of its title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  /// The row to select when the user taps one: the same, another, or `nil` for none.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row tapped.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// Called after the user selected a row.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// Called after the user deselected a row.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// Called before a cell shows.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell about to show.
  ///   - indexPath: Its row.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// The actions a row shows when swiped from its trailing edge, or `nil` for none.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The actions a row shows when swiped from its leading edge, or `nil` for none.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The editing control of a row while the table edits.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle

  /// Called after a cell scrolled out of view or its row went away.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell no longer shown.
  ///   - indexPath: The row it showed.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// An estimate of a row's height, used until the row is measured; the row still gets its real
  /// height when it shows. `UITableView.automaticDimension` leaves the table's own estimate.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

  /// Called before a section's header view shows.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view about to show.
  ///   - section: Its section.
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

  /// Called before a section's footer view shows.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view about to show.
  ///   - section: Its section.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

  /// Whether a row highlights when a touch comes down on it.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row touched.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// Called after the user tapped a row's detail button.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table view's `rowHeight`.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// The table view's `sectionHeaderHeight`.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// The table view's `sectionFooterHeight`.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// No header view.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

  /// No footer view.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

  /// The row tapped.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row tapped.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row selected.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row deselected.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell about to show.
  ///   - indexPath: Its row.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// No trailing actions.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// No leading actions.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// `.delete`, as UIKit gives every editable row when this is not implemented.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell no longer shown.
  ///   - indexPath: The row it showed.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// The table view's `estimatedRowHeight`.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view about to show.
  ///   - section: Its section.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view about to show.
  ///   - section: Its section.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}

  /// `true`: a row highlights unless the delegate says no (UITableView.h: answering `NO` halts
  /// the selection).
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row touched.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Nothing.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
