import Foundation

/// A view controller whose view is a table view it feeds: it makes the table in `loadView()`,
/// is the table's data source and delegate, and clears the selection as the screen appears.
///
/// Subclass it and override the data source and delegate methods, as in UIKit:
///
/// ```swift
/// final class FruitsViewController: UITableViewController {
///   let fruits = ["Apple", "Banana", "Cherry"]
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
///   }
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     fruits.count
///   }
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///     cell.textLabel?.text = fruits[indexPath.row]
///     return cell
///   }
/// }
/// ```
///
/// Swift sees every method of `UITableViewDataSource`, `UITableViewDelegate` and
/// `UIScrollViewDelegate` as a method of UIKit's class, so subclasses write `override`; here
/// the class declares each one. Those a subclass does not override answer as the protocols'
/// default implementations do. What the controller does as it appears is in UIKit's header
/// (UITableViewController.h): in `viewWillAppear(_:)` it loads the table's data if the table is
/// empty, else clears the selection while `clearsSelectionOnViewWillAppear` is `true`.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// Creates a table view controller whose table has a style.
  /// - Parameter style: The table's style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller with a plain table; HeadlessUIKit has no nib files, so
  /// both arguments are kept but not read.
  /// - Parameters:
  ///   - nibNameOrNil: The name of a nib file (unused).
  ///   - nibBundleOrNil: The bundle of the nib file (unused).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a table view controller with a plain table from an archive (HeadlessUIKit reads
  /// nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The style of the table `loadView()` makes.
  private let tableStyle: UITableView.Style

  private var storedTableView: UITableView?

  /// The table view, which is the controller's view: reading it loads the view. Setting it
  /// replaces the view; setting `nil` unloads it, so the next read makes a new table.
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return storedTableView ?? (viewIfLoaded as? UITableView)
    }
    set {
      storedTableView = newValue
      view = newValue
      if let newValue, let pendingRefreshControl { newValue.refreshControl = pendingRefreshControl }
    }
  }

  /// Makes the table view of the controller's style, the size of the main screen as
  /// `UIViewController`'s own view, resizing with its superview, with the controller as its
  /// data source and delegate (UITableViewController.h), editing if the controller is. An
  /// override sets `view` or `tableView` and does not call `super`.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    if isEditing { table.setEditing(true, animated: false) }
    tableView = table
  }

  /// Whether `viewWillAppear(_:)` deselects the selected rows; `true` by default
  /// (UITableViewController.h).
  open var clearsSelectionOnViewWillAppear = true

  /// The refresh control, set on the table view (at once, or when the table is made);
  /// `nil` by default. The table places it above its content.
  open var refreshControl: UIRefreshControl? {
    get { storedTableView?.refreshControl ?? pendingRefreshControl }
    set {
      pendingRefreshControl = newValue
      storedTableView?.refreshControl = newValue
    }
  }

  private var pendingRefreshControl: UIRefreshControl?

  /// Loads the table's data if the table shows no rows, else deselects its rows while
  /// `clearsSelectionOnViewWillAppear` is `true` (UITableViewController.h). Call `super`.
  /// - Parameter animated: Whether the change is animated (never, here).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let table = storedTableView else { return }
    // A table that has not loaded yet loads at its next layout anyway.
    if !table.needsReload, table.visibleCells.isEmpty {
      table.reloadData()
    } else if clearsSelectionOnViewWillAppear {
      for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
    }
  }

  /// Enters or leaves editing, the table with it (UITableViewController.h: it "Implements
  /// -setEditing:animated: to toggle the editing state of the table"). Call `super` first.
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether to animate (never, here).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    storedTableView?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource

  /// The number of rows in a section: override it. Without an override, none: no public source
  /// gives what UIKit's own implementation answers for a table without storyboard cells, and a
  /// controller with no rows has no cells to ask for.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// The cell of a row: override it. Without an override, it stops the program, as no public
  /// source gives what UIKit does then (HeadlessUIKit's own message).
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    fatalError(
      "UITableViewController: \(type(of: self)) has a row at \(indexPath) but does not override "
        + "tableView(_:cellForRowAt:)")
  }

  /// The number of sections; one unless overridden.
  /// - Parameter tableView: The table view asking.
  open func numberOfSections(in tableView: UITableView) -> Int {
    ListStandardAnswers.shared.numberOfSections(in: tableView)
  }

  /// The title of a section's header; none unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    ListStandardAnswers.shared.tableView(tableView, titleForHeaderInSection: section)
  }

  /// The title of a section's footer; none unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    ListStandardAnswers.shared.tableView(tableView, titleForFooterInSection: section)
  }

  /// Whether a row shows editing controls while the table edits; `true` unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    ListStandardAnswers.shared.tableView(tableView, canEditRowAt: indexPath)
  }

  /// Whether a row shows a reorder control while the table edits; `false` unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    ListStandardAnswers.shared.tableView(tableView, canMoveRowAt: indexPath)
  }

  /// Called when the user confirmed a row's delete or insert control; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The control the user confirmed.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    ListStandardAnswers.shared.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
  }

  /// Called when the user dropped a row at a new place; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where the user dropped it.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    ListStandardAnswers.shared.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  /// The titles of the section index; none unless overridden.
  /// - Parameter tableView: The table view asking.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    ListStandardAnswers.shared.sectionIndexTitles(for: tableView)
  }

  /// The section an index title goes to; the title's index unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - title: The title touched.
  ///   - index: Its place in `sectionIndexTitles(for:)`.
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  {
    ListStandardAnswers.shared.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
  }

  // MARK: UITableViewDelegate

  /// The height of a row; the table's `rowHeight` unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    ListStandardAnswers.shared.tableView(tableView, heightForRowAt: indexPath)
  }

  /// The height of a section's header; the table's `sectionHeaderHeight` unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    ListStandardAnswers.shared.tableView(tableView, heightForHeaderInSection: section)
  }

  /// The height of a section's footer; the table's `sectionFooterHeight` unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    ListStandardAnswers.shared.tableView(tableView, heightForFooterInSection: section)
  }

  /// A view for a section's header; none unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    ListStandardAnswers.shared.tableView(tableView, viewForHeaderInSection: section)
  }

  /// A view for a section's footer; none unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    ListStandardAnswers.shared.tableView(tableView, viewForFooterInSection: section)
  }

  /// The row to select when the user taps one; the row tapped unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row tapped.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    ListStandardAnswers.shared.tableView(tableView, willSelectRowAt: indexPath)
  }

  /// Called after the user selected a row; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row selected.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    ListStandardAnswers.shared.tableView(tableView, didSelectRowAt: indexPath)
  }

  /// Called after the user deselected a row; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row deselected.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    ListStandardAnswers.shared.tableView(tableView, didDeselectRowAt: indexPath)
  }

  /// Called before a cell shows; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell about to show.
  ///   - indexPath: Its row.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    ListStandardAnswers.shared.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  /// The actions a row shows when swiped from its trailing edge; none unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    ListStandardAnswers.shared.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The actions a row shows when swiped from its leading edge; none unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    ListStandardAnswers.shared.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The editing control of a row while the table edits; `.delete` unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    ListStandardAnswers.shared.tableView(tableView, editingStyleForRowAt: indexPath)
  }

  /// Called after a cell scrolled out of view or its row went away; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell no longer shown.
  ///   - indexPath: The row it showed.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    ListStandardAnswers.shared.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// An estimate of a row's height; the table's `estimatedRowHeight` unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    ListStandardAnswers.shared.tableView(tableView, estimatedHeightForRowAt: indexPath)
  }

  /// Called before a section's header view shows; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The header view about to show.
  ///   - section: Its section.
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    ListStandardAnswers.shared.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  /// Called before a section's footer view shows; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - view: The footer view about to show.
  ///   - section: Its section.
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    ListStandardAnswers.shared.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  /// Whether a row highlights when touched; `true` unless overridden.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row touched.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    ListStandardAnswers.shared.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  /// Called after the user tapped a row's detail button; nothing unless overridden.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    ListStandardAnswers.shared.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
  }

  // MARK: UIScrollViewDelegate

  /// Called after the table scrolled; nothing unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidScroll(scrollView)
  }

  /// Called after the zoom scale changed; nothing unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidZoom(scrollView)
  }

  /// Called when the user starts dragging; nothing unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewWillBeginDragging(scrollView)
  }

  /// Called when the user lifts the finger after dragging; nothing unless overridden.
  /// - Parameters:
  ///   - scrollView: The table view.
  ///   - velocity: The speed at lift, in points per millisecond.
  ///   - targetContentOffset: Where the content will stop; write to it to stop elsewhere.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    ListStandardAnswers.shared.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  /// Called after the user lifted the finger; nothing unless overridden.
  /// - Parameters:
  ///   - scrollView: The table view.
  ///   - decelerate: Whether the content keeps moving.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    ListStandardAnswers.shared.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  /// Called when the content starts to slow down; nothing unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewWillBeginDecelerating(scrollView)
  }

  /// Called when the content came to rest; nothing unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidEndDecelerating(scrollView)
  }

  /// Called when an animated scroll finished; nothing unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidEndScrollingAnimation(scrollView)
  }

  /// The view to scale when the user zooms; none unless overridden.
  /// - Parameter scrollView: The table view.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    ListStandardAnswers.shared.viewForZooming(in: scrollView)
  }

  /// Called before zooming starts; nothing unless overridden.
  /// - Parameters:
  ///   - scrollView: The table view.
  ///   - view: The view being zoomed.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    ListStandardAnswers.shared.scrollViewWillBeginZooming(scrollView, with: view)
  }

  /// Called after zooming ended; nothing unless overridden.
  /// - Parameters:
  ///   - scrollView: The table view.
  ///   - view: The view that was zoomed.
  ///   - scale: The zoom scale it ended at.
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    ListStandardAnswers.shared.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
  }

  /// Whether a status bar tap may scroll to the top; `true` unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    ListStandardAnswers.shared.scrollViewShouldScrollToTop(scrollView)
  }

  /// Called after a status bar tap scrolled to the top; nothing unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidScrollToTop(scrollView)
  }

  /// Called after `adjustedContentInset` changed; nothing unless overridden.
  /// - Parameter scrollView: The table view.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    ListStandardAnswers.shared.scrollViewDidChangeAdjustedContentInset(scrollView)
  }
}
