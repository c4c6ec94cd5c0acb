import Foundation

/// A scrolling list of rows in sections, in one of three styles, filled by a data source.
///
/// As in UIKit, only the rows that show have cells: the table view asks its data source for a
/// row's cell when the row scrolls into view and keeps cells that scroll out for reuse, so a
/// table of 100,000 rows lays out in about the time one of 100 does.
///
/// ```swift
/// let tableView = UITableView(frame: screen, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
/// tableView.dataSource = settings
/// tableView.layoutIfNeeded()
/// tableView.visibleCells.count  // the rows that fit on the screen
/// ```
///
/// Row heights come from the delegate, then `rowHeight`; `UITableView.automaticDimension` (the
/// default) sizes each row from its cell's Auto Layout content. While `estimatedRowHeight` is
/// not 0 (the default is automatic) rows are measured only when they show, and the rest count
/// at the estimate. Lengths UIKit does not publish (title margins, grouped spacing, inset-grouped
/// insets and corners) are listed with their sources in `TableMetrics`.
///
/// This file holds the public API; the work is in its extensions, one job each: loading and
/// measuring (`UITableView+Loading.swift`), placing rows (`UITableView+Placing.swift`), section
/// headers and footers (`UITableView+SectionViews.swift`) and batch updates
/// (`UITableView+BatchUpdates.swift`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// Creates a table view of a style.
  /// - Parameters:
  ///   - frame: The view's rectangle in its superview's coordinates.
  ///   - style: How sections look; fixed for the table view's life.
  public init(frame: CGRect, style: UITableView.Style) {
    tableStyle = style
    super.init(frame: frame)
    withoutMarkingAppearance { backgroundColor = ListSectionLook(tableStyle: style).backgroundColor }
  }

  /// Creates a plain table view.
  /// - Parameter frame: The view's rectangle in its superview's coordinates.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table view from an archive (HeadlessUIKit reads nothing from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
    withoutMarkingAppearance { backgroundColor = ListSectionLook(tableStyle: tableStyle).backgroundColor }
  }

  private let tableStyle: UITableView.Style

  /// How sections look.
  open var style: UITableView.Style { tableStyle }

  /// The object that gives the sections, rows and cells; the table view does not keep it alive.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { invalidateData() }
  }

  /// The object told about selection and asked for heights and header views; not kept alive.
  /// It is the scroll view's delegate too (`UITableViewDelegate` refines
  /// `UIScrollViewDelegate`), so it hears the table scroll.
  open var delegate: (any UITableViewDelegate)? {
    get { scrollDelegate as? any UITableViewDelegate }
    set {
      scrollDelegate = newValue
      invalidateData()
    }
  }

  /// The height of every row the delegate does not size; default
  /// `UITableView.automaticDimension` (each cell sizes itself).
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { if rowHeight != oldValue { invalidateData() } }
  }

  /// The height of section headers the delegate does not size; default automatic (from the
  /// title, if any).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { if sectionHeaderHeight != oldValue { invalidateData() } }
  }

  /// Space above each section header; default `UITableView.automaticDimension`, which adds
  /// none here. No public source gives the automatic padding's length: the section title's own
  /// top margin holds that space.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { if sectionHeaderTopPadding != oldValue { invalidateData() } }
  }

  /// The height of section footers the delegate does not size; default automatic.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { if sectionFooterHeight != oldValue { invalidateData() } }
  }

  /// The height rows count at until they are measured; default automatic. Set 0 to measure
  /// every row when the data loads, as UIKit does.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { if estimatedRowHeight != oldValue { invalidateData() } }
  }

  /// The estimated height of section headers; default automatic (HeadlessUIKit measures
  /// headers when the data loads).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

  /// The estimated height of section footers; default automatic.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// How separators are drawn; default `.singleLine`.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    // Self-sized rows carry the separator's pixel: their heights change with it.
    didSet {
      if separatorStyle != oldValue { invalidateData() }
      appearancePropertyDidChange(\UITableView.separatorStyle)
    }
  }

  /// The separators' colour; default `UIColor.separator`.
  open var separatorColor: UIColor? = .separator {
    didSet { appearancePropertyDidChange(\UITableView.separatorColor) }
  }

  /// Whether the user can select rows; default `true`.
  open var allowsSelection = true

  /// Whether the user can select more than one row; default `false`.
  open var allowsMultipleSelection = false

  /// Whether the user can select rows while the table edits; default `false`.
  open var allowsSelectionDuringEditing = false

  /// Whether more than one row can be selected while the table edits; default `false`
  /// (UITableView.h).
  open var allowsMultipleSelectionDuringEditing = false

  /// The inset of the cells' separators; only the left and right insets count. Until set it
  /// reads as the automatic inset, the list's content margin on the left (the inset
  /// `UITableViewCell.separatorInset` draws at here). UITableView.h documents no default value and
  /// no public recording of the value iOS 16 reads was found.
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: contentMargin, bottom: 0, right: 0) }
    set { storedSeparatorInset = newValue }
  }
  private var storedSeparatorInset: UIEdgeInsets?

  /// Whether the cells' layout margins follow the readable content guide; default `false`
  /// (UITableView.h: "default is NO").
  open var cellLayoutMarginsFollowReadableWidth = false

  /// The colour of the section index's titles; default `nil`, the system's.
  open var sectionIndexColor: UIColor?

  /// The background of the section index while it is not touched; default `nil`.
  open var sectionIndexBackgroundColor: UIColor?

  /// The object told of rows about to show, so it can load their data early; default `nil`.
  /// HeadlessUIKit keeps it (weakly, as UIKit does) but never asks it; see
  /// ``UITableViewDataSourcePrefetching``.
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// Whether the table asks its prefetch data source ahead of scrolling; default `true`
  /// (UIKit's documentation of `isPrefetchingEnabled`). HeadlessUIKit does not prefetch, so the
  /// value changes nothing.
  open var isPrefetchingEnabled = true

  /// Asks the data source for the section index titles again. HeadlessUIKit draws no section
  /// index, so there is nothing to refresh.
  open func reloadSectionIndexTitles() {}

  /// Whether the rows show their editing controls; default `false`. Setting it is not
  /// animated.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Whether the table edits: the state behind ``isEditing``.
  private(set) var editing = false

  /// Shows or hides the rows' editing controls: each row the data source lets edit takes the
  /// delegate's editing style (HeadlessUIKit does not animate).
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Whether to animate (ignored).
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    for (indexPath, cell) in visible { applyEditing(to: cell, at: indexPath) }
  }

  // MARK: State the extensions share

  /// Where the sections and rows are.
  var geometry = TableGeometry()
  /// Whether the counts and heights must be loaded again before the next use.
  var needsReload = true
  /// The cells of the rows that show.
  var visible: [IndexPath: UITableViewCell] = [:]
  /// The header and footer views that show.
  var sectionViews: [TableSectionViewKey: UIView] = [:]
  /// The selected rows, in the order they were selected.
  var selectedRows: [IndexPath] = []
  /// The cells waiting for reuse and the classes registered for reuse identifiers.
  var cellPool = ListReusePool<String, UITableViewCell>()
  /// The header and footer views waiting for reuse and their registered classes.
  var headerFooterPool = ListReusePool<String, UITableViewHeaderFooterView>()
  /// Where the header or footer view the delegate is being asked for goes, so a dequeued view
  /// takes that look.
  var sectionViewBeingMade: ListCellLook?
  /// The batch update under way, recording its changes.
  var openBatch: ListBatch?
  /// Cells of rows a batch update removed, given back for reuse after the next layout.
  var retiring: [(UITableViewCell, IndexPath)] = []
  /// The cell `dequeueReusableCell` hands back while a row is reconfigured.
  var cellBeingReconfigured: UITableViewCell?
  /// Set while the views just placed are laid out, so that layout does not start another.
  var isLayingOutPlacedViews = false
  /// The row counts when the batch update under way began.
  var rowCountsBeforeBatch: [Int] = []
  /// How many `beginUpdates()` wait for their `endUpdates()`.
  var openUpdateGroups = 0
  /// Whether the outermost `beginUpdates()` opened the batch under way (else it joined one).
  var updateGroupsOpenedBatch = false

  /// Marks the counts and heights as stale and lays the table out again.
  func invalidateData() {
    needsReload = true
    setNeedsLayout()
  }

  // MARK: Cells and reuse

  /// Registers the class of the cells to make for a reuse identifier; `nil` removes it.
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` class, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellPool.register(cellClass, for: identifier)
  }

  /// Registers the nib to make cells from for a reuse identifier; `nil` removes it. HeadlessUIKit
  /// cannot decode nibs: making a cell from one stops the program (see ``UINib``).
  /// - Parameters:
  ///   - nib: A nib whose only top-level object is a `UITableViewCell`, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cellPool.register(nib, for: identifier)
  }

  /// A cell waiting for reuse under the identifier, a new one of the registered class, or `nil`
  /// when there is neither.
  /// - Parameter identifier: The reuse identifier.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    cellPool.dequeue(identifier, identifier: identifier)
  }

  /// A cell for a row: one waiting for reuse under the identifier, or a new one of the class
  /// registered for it, sized for the row. An identifier with no registered class stops the
  /// program, as UIKit raises.
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the cell is for.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier { return cell }
    guard cellPool.isRegistered(identifier), let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError(
        "UITableView: unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    prepare(cell, for: indexPath)
    return cell
  }

  // MARK: Header and footer views

  /// Registers the class of the section header and footer views to make for a reuse
  /// identifier; `nil` removes it.
  /// - Parameters:
  ///   - aClass: A `UITableViewHeaderFooterView` class, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterPool.register(aClass, for: identifier)
  }

  /// Registers the nib to make section header and footer views from for a reuse identifier;
  /// `nil` removes it (making a view from a nib stops the program, see ``UINib``).
  /// - Parameters:
  ///   - nib: A nib whose only top-level object is a `UITableViewHeaderFooterView`, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterPool.register(nib, for: identifier)
  }

  /// A header or footer view waiting for reuse under the identifier, a new one of the class
  /// registered for it, or `nil` when there is neither (UIKit returns `nil` here too).
  /// - Parameter identifier: The reuse identifier.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
  {
    guard let view = headerFooterPool.dequeue(identifier, identifier: identifier) else { return nil }
    view.listLook = sectionViewBeingMade ?? ListSectionLook(tableStyle: style).sectionView(isHeader: true)
    view.listContentMargin = contentMargin
    return view
  }

  /// The header view of a section if it shows and is a `UITableViewHeaderFooterView`.
  /// - Parameter section: The section.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[TableSectionViewKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
  }

  /// The footer view of a section if it shows and is a `UITableViewHeaderFooterView`.
  /// - Parameter section: The section.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[TableSectionViewKey(section: section, isHeader: false)] as? UITableViewHeaderFooterView
  }

  /// A view shown above the first section, or `nil` (the default). The table view sets its
  /// width to its own and keeps the height of its frame, read when it is set and at each reload
  /// (set the view again after changing its height).
  open var tableHeaderView: UIView? {
    didSet { replaceTableAccessoryView(oldValue, with: tableHeaderView) }
  }

  /// A view shown below the last section, or `nil` (the default); sized as `tableHeaderView`.
  open var tableFooterView: UIView? {
    didSet { replaceTableAccessoryView(oldValue, with: tableFooterView) }
  }

  /// A view behind every cell, header and footer, sized to the table view's bounds so it stays
  /// in place while the rows scroll; `nil` by default.
  open var backgroundView: UIView? {
    didSet { replaceListBackgroundView(oldValue, with: backgroundView) }
  }

  // MARK: Data

  /// Reloads every section and row from the data source at the next layout: visible cells go
  /// back for reuse and selection is cleared.
  open func reloadData() {
    for indexPath in visible.keys.sorted() {
      if let cell = visible[indexPath] { endDisplaying(cell, at: indexPath) }
    }
    visible = [:]
    selectedRows = []
    invalidateData()
  }

  /// The number of sections, from the data source.
  open var numberOfSections: Int {
    loadIfNeeded()
    return geometry.sections.count
  }

  /// The number of rows in a section, from the data source.
  /// - Parameter section: The section.
  open func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    return geometry.sections[section].rowCount
  }

  /// Loads the counts from the data source if they are not loaded, so a batch update that
  /// follows starts from them.
  package func loadDataIfNeeded() {
    loadIfNeeded()
  }

  // MARK: Geometry

  /// A section's rectangle, header to footer, in the table view's content coordinates.
  /// - Parameter section: The section.
  open func rect(forSection section: Int) -> CGRect {
    loadIfNeeded()
    let layout = geometry.sections[section]
    return CGRect(x: 0, y: layout.top, width: bounds.width, height: layout.height)
  }

  /// A section header's rectangle in content coordinates.
  /// - Parameter section: The section.
  open func rectForHeader(inSection section: Int) -> CGRect {
    loadIfNeeded()
    let layout = geometry.sections[section]
    return CGRect(
      x: 0, y: layout.top + layout.headerTopPadding, width: bounds.width, height: layout.headerHeight)
  }

  /// A section footer's rectangle in content coordinates.
  /// - Parameter section: The section.
  open func rectForFooter(inSection section: Int) -> CGRect {
    loadIfNeeded()
    let layout = geometry.sections[section]
    return CGRect(
      x: 0, y: layout.rowsTop + layout.rowsHeight, width: bounds.width, height: layout.footerHeight)
  }

  /// A row's rectangle in content coordinates (rows not shown yet count at the estimate).
  /// - Parameter indexPath: The row.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadIfNeeded()
    let layout = geometry.sections[indexPath.section]
    let (x, width) = cellFrameX
    return CGRect(
      x: x, y: layout.rowsTop + layout.offset(ofRow: indexPath.row), width: width,
      height: layout.height(ofRow: indexPath.row))
  }

  /// The row at a point in content coordinates, or `nil` when the point is on no row.
  /// - Parameter point: A point in the table view's coordinates.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadIfNeeded()
    guard let section = geometry.section(at: point.y) else { return nil }
    let layout = geometry.sections[section]
    let y = point.y - layout.rowsTop
    guard layout.rowCount > 0, y >= 0, y < layout.rowsHeight else { return nil }
    return IndexPath(row: layout.row(at: y), section: section)
  }

  /// The rows that show, in order.
  open var indexPathsForVisibleRows: [IndexPath]? {
    visible.keys.sorted()
  }

  /// The cells that show, in row order.
  open var visibleCells: [UITableViewCell] {
    visible.keys.sorted().compactMap { visible[$0] }
  }

  /// The cell of a row if it shows, else `nil`.
  /// - Parameter indexPath: The row.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visible[indexPath]
  }

  /// The row a visible cell shows, or `nil`.
  /// - Parameter cell: A cell of this table view.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }

  /// Scrolls so a row shows at a position (HeadlessUIKit does not animate).
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where it ends up; `.none` scrolls the least.
  ///   - animated: Whether to animate (ignored).
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    let rect = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch scrollPosition {
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    case .top: y = rect.minY - inset.top
    case .middle: y = rect.midY - inset.top - visibleHeight / 2
    case .bottom: y = rect.maxY - inset.top - visibleHeight
    }
    let highest = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    y = min(max(y, -inset.top), highest)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  // MARK: Selection

  /// The first selected row, or `nil`.
  open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }

  /// The selected rows in order, or `nil` when none is.
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects a row without telling the delegate, as UIKit does, and scrolls to it.
  /// - Parameters:
  ///   - indexPath: The row, or `nil` to clear the selection.
  ///   - animated: Whether to animate (ignored).
  ///   - scrollPosition: Where the row ends up; `.none` does not scroll.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    guard let indexPath else {
      for row in selectedRows { visible[row]?.setSelected(false, animated: animated) }
      selectedRows = []
      return
    }
    if !(editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) {
      for row in selectedRows where row != indexPath { visible[row]?.setSelected(false, animated: animated) }
      selectedRows = []
    }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    visible[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row without telling the delegate.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether to animate (ignored).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    visible[indexPath]?.setSelected(false, animated: animated)
  }

  // MARK: Layout

  /// Scrolling shows other rows: a change of the bounds' origin lays the table out again.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let moved = newValue.origin != super.bounds.origin
      if moved { setNeedsLayout() }
      super.bounds = newValue
    }
  }

  /// Lays out the rows that show: loads the data if needed, measures the rows coming into view,
  /// gives them cells and takes back the cells of rows that left.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeRows()
    placeListBackgroundView(backgroundView)
  }

  // MARK: Batch updates

  /// Applies the row and section changes made in `updates` together, after checking that the
  /// data source's new counts agree with them; a disagreement stops the program with UIKit's
  /// message. Rows that stay keep their cells.
  /// - Parameters:
  ///   - updates: Calls to insert, delete and reload rows and sections.
  ///   - completion: Called with `true` once the changes are made.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    applyBatchUpdates(updates)
    completion?(true)
  }

  /// Starts a group of row and section changes that `endUpdates()` applies together, as
  /// `performBatchUpdates(_:completion:)` does; pairs nest, and the outermost applies.
  open func beginUpdates() {
    beginBatchUpdates()
  }

  /// Applies the changes made since the matching `beginUpdates()`. With no changes it still
  /// asks the delegate for the heights again, so rows take new heights.
  open func endUpdates() {
    endBatchUpdates()
  }

  /// Inserts rows, in the index space after the update.
  /// - Parameters:
  ///   - indexPaths: The new rows.
  ///   - animation: How they appear (ignored).
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.insertedItems += indexPaths }
  }

  /// Deletes rows, in the index space before the update.
  /// - Parameters:
  ///   - indexPaths: The rows to delete.
  ///   - animation: How they disappear (ignored).
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.deletedItems += indexPaths }
  }

  /// Reloads rows: their cells are asked for again.
  /// - Parameters:
  ///   - indexPaths: The rows to reload.
  ///   - animation: How they change (ignored).
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Inserts sections, in the index space after the update.
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - animation: How they appear (ignored).
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections, in the index space before the update.
  /// - Parameters:
  ///   - sections: The sections to delete.
  ///   - animation: How they disappear (ignored).
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections: their rows' cells are asked for again.
  /// - Parameters:
  ///   - sections: The sections to reload.
  ///   - animation: How they change (ignored).
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Updates the cells of visible rows in place: the data source is asked for each row's cell
  /// again and `dequeueReusableCell(withIdentifier:for:)` hands back the row's own cell, as
  /// UIKit's reconfiguring does.
  package func reconfigureRows(at indexPaths: [IndexPath]) {
    reconfigureVisibleRows(at: indexPaths)
  }
}

/// A table section's header or footer view, as the table keeps the ones that show.
struct TableSectionViewKey: Hashable {
  var section: Int
  var isHeader: Bool
}
