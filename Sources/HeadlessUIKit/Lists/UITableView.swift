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
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// Creates a table view of a style.
  /// - Parameters:
  ///   - frame: The view's rectangle in its superview's coordinates.
  ///   - style: How sections look; fixed for the table view's life.
  public init(frame: CGRect, style: UITableView.Style) {
    tableStyle = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
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
    backgroundColor = .systemBackground
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
    didSet { if separatorStyle != oldValue { invalidateData() } }
  }

  /// The separators' colour; default `UIColor.separator`.
  open var separatorColor: UIColor? = .separator

  /// Whether the user can select rows; default `true`.
  open var allowsSelection = true

  /// Whether the user can select more than one row; default `false`.
  open var allowsMultipleSelection = false

  /// Whether the user can select rows while the table edits; default `false`.
  open var allowsSelectionDuringEditing = false

  /// Whether the rows show their editing controls; default `false`. Setting it is not
  /// animated.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  private var editing = false

  /// Shows or hides the rows' editing controls: each row the data source lets edit takes the
  /// delegate's editing style (HeadlessUIKit does not animate).
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Whether to animate (ignored).
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    for (indexPath, cell) in visible { applyEditing(to: cell, at: indexPath) }
  }

  /// Gives a cell the editing state of its row.
  private func applyEditing(to cell: UITableViewCell, at indexPath: IndexPath) {
    let canEdit = editing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
    cell.editingStyle =
      canEdit ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
    cell.setEditing(canEdit, animated: false)
  }

  // MARK: Cells and reuse

  private var registeredClasses: [String: UITableViewCell.Type] = [:]
  private var reusableCells: [String: [UITableViewCell]] = [:]

  /// Registers the class of the cells to make for a reuse identifier; `nil` removes it.
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` class, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registeredClasses[identifier] = cellClass.flatMap { $0 as? UITableViewCell.Type }
  }

  /// A cell waiting for reuse under the identifier, a new one of the registered class, or `nil`
  /// when there is neither.
  /// - Parameter identifier: The reuse identifier.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registeredClasses[identifier] else { return nil }
    let cell = cellClass.init()
    cell.reuseIdentifier = identifier
    return cell
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
    guard registeredClasses[identifier] != nil, let cell = dequeueReusableCell(withIdentifier: identifier)
    else {
      fatalError(
        "UITableView: unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    let height =
      geometry.sections.indices.contains(indexPath.section)
      ? geometry.sections[indexPath.section].height(ofRow: indexPath.row) : TableMetrics.defaultRowHeight
    cell.tableContentMargin = contentMargin
    cell.frame = CGRect(x: 0, y: 0, width: cellFrameX.width, height: height)
    return cell
  }

  // MARK: Header and footer views

  private var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  private var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
  /// Where the view the delegate is being asked for goes, so a dequeued view takes that look.
  private var headerFooterPlacement: (style: UITableView.Style, isHeader: Bool)?

  /// Registers the class of the section header and footer views to make for a reuse
  /// identifier; `nil` removes it.
  /// - Parameters:
  ///   - aClass: A `UITableViewHeaderFooterView` class, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    registeredHeaderFooterClasses[identifier] = aClass.flatMap { $0 as? UITableViewHeaderFooterView.Type }
  }

  /// A header or footer view waiting for reuse under the identifier, a new one of the class
  /// registered for it, or `nil` when there is neither (UIKit returns `nil` here too).
  /// - Parameter identifier: The reuse identifier.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
  {
    let view: UITableViewHeaderFooterView
    if let reused = reusableHeaderFooterViews[identifier]?.popLast() {
      reused.prepareForReuse()
      view = reused
    } else {
      guard let viewClass = registeredHeaderFooterClasses[identifier] else { return nil }
      view = viewClass.init()
      view.reuseIdentifier = identifier
    }
    view.listPlacement = headerFooterPlacement ?? (style, true)
    view.listContentMargin = contentMargin
    return view
  }

  /// The header view of a section if it shows and is a `UITableViewHeaderFooterView`.
  /// - Parameter section: The section.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[SectionViewKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
  }

  /// The footer view of a section if it shows and is a `UITableViewHeaderFooterView`.
  /// - Parameter section: The section.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews[SectionViewKey(section: section, isHeader: false)] as? UITableViewHeaderFooterView
  }

  /// Keeps a header or footer view that left the table for reuse, if it has an identifier.
  private func enqueueSectionView(_ view: UIView) {
    view.removeFromSuperview()
    guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else {
      return
    }
    reusableHeaderFooterViews[identifier, default: []].append(view)
  }

  /// A view shown above the first section, or `nil` (the default). The table view sets its
  /// width to its own and keeps the height of its frame, read when it is set and at each reload
  /// (set the view again after changing its height).
  open var tableHeaderView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }

  /// A view shown below the last section, or `nil` (the default); sized as `tableHeaderView`.
  open var tableFooterView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }

  /// Swaps the view in; assigning the same view again takes its new height, as in UIKit.
  private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
    if old !== new {
      old?.removeFromSuperview()
      if let new { addSubview(new) }
    }
    invalidateData()
  }

  /// Puts the table header view above the sections and the footer view below them, as wide as
  /// the table.
  private func placeTableHeaderAndFooter() {
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.topSpace)
    }
    if let footer = tableFooterView {
      // Right below the last section (summed as the sections are, so the two edges meet).
      let y = geometry.sections.last.map { $0.top + $0.height } ?? geometry.topSpace
      footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: geometry.bottomSpace)
    }
  }

  // MARK: Data

  private var geometry = TableGeometry()
  private var needsReload = true
  private var visible: [IndexPath: UITableViewCell] = [:]
  private var sectionViews: [SectionViewKey: UIView] = [:]
  private var selectedRows: [IndexPath] = []

  private struct SectionViewKey: Hashable {
    var section: Int
    var isHeader: Bool
  }

  private func invalidateData() {
    needsReload = true
    setNeedsLayout()
  }

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

  /// The left edge and width of cells: the full width, or inset in `.insetGrouped`.
  private var cellFrameX: (x: CGFloat, width: CGFloat) {
    let width = bounds.width
    guard style == .insetGrouped else { return (0, width) }
    let inset = contentMargin
    return (inset, max(0, width - 2 * inset))
  }

  /// The side margin of rows, separators and section titles, and the inset of inset-grouped
  /// sections: the system's minimum layout margin for the table's width.
  private var contentMargin: CGFloat {
    TableMetrics.contentMargin(forWidth: bounds.width)
  }

  /// Loads the counts from the data source if they are not loaded, so a batch update that
  /// follows starts from them.
  package func loadDataIfNeeded() {
    loadIfNeeded()
  }

  /// Asks the data source for the counts and the delegate for the heights, if anything changed.
  private func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    var sections: [TableGeometry.Section] = []
    if let dataSource {
      let count = dataSource.numberOfSections(in: self)
      sections.reserveCapacity(count)
      let estimate = rowEstimate
      for section in 0..<count {
        sections.append(
          .init(rowCount: dataSource.tableView(self, numberOfRowsInSection: section), estimate: estimate))
      }
    }
    geometry.sections = sections
    geometry.topSpace = tableHeaderView?.frame.height ?? 0
    geometry.bottomSpace = tableFooterView?.frame.height ?? 0
    for section in sections.indices {
      geometry.sections[section].headerHeight = sectionViewHeight(section, isHeader: true)
      if geometry.sections[section].headerHeight > 0, sectionHeaderTopPadding > 0 {
        geometry.sections[section].headerTopPadding = sectionHeaderTopPadding
      }
      geometry.sections[section].footerHeight = sectionViewHeight(section, isHeader: false)
    }
    if estimatedRowHeight == 0 {
      // Estimation off: every row is measured now, as UIKit does.
      for section in geometry.sections.indices {
        let heights = (0..<geometry.sections[section].rowCount).map {
          (row: $0, height: measuredHeight(of: IndexPath(row: $0, section: section), cell: nil))
        }
        geometry.sections[section].record(heights)
      }
    }
    contentSize = CGSize(width: bounds.width, height: geometry.stack())
  }

  /// The height a row counts at until it is measured.
  private var rowEstimate: CGFloat {
    if estimatedRowHeight > 0 { return estimatedRowHeight }
    if rowHeight >= 0 { return rowHeight }
    return TableMetrics.defaultEstimatedRowHeight
  }

  /// A row's height: the delegate's, `rowHeight`, or (automatic) its cell's Auto Layout height
  /// at the row's width, or the default row height for a cell whose content does not size it.
  private func measuredHeight(of indexPath: IndexPath, cell: UITableViewCell?) -> CGFloat {
    let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if height >= 0 { return height }
    guard let cell = cell ?? dataSource?.tableView(self, cellForRowAt: indexPath) else {
      return TableMetrics.defaultRowHeight
    }
    let width = cellFrameX.width
    let separator = separatorHeight(row: indexPath.row, of: geometry.sections[indexPath.section].rowCount)
    cell.listSeparatorHeight = separator
    cell.tableContentMargin = contentMargin
    cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.bounds.height)
    let fitted = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: cell.contentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // The separator sits below the content view, inside the row: a self-sized row is its
    // content's height plus the separator's.
    return fitted.height > 0 ? fitted.height + separator : TableMetrics.defaultRowHeight
  }

  /// The height a row's separator takes from the bottom of its cell: one pixel for a row with
  /// a separator line under it (every row of a plain table, all but the last of a section in
  /// the grouped styles), none with `separatorStyle` `.none`.
  ///
  /// Sources: cashapp/AccessibilitySnapshot's `testTableHitTarget` references (iOS 15.5, 16.4,
  /// 17.5; plain, self-sized rows of 44-point content are 133 px = 44.333 pt at 3x, the last row
  /// too, each with its separator in its bottom pixel row); recursiveDescription dumps of plain
  /// tables with 44-point rows print the content view 43.5 tall and the separator at y 43.5 at
  /// 2x (e.g. `UITableViewCellContentView ... frame = (0 0; 375 43.5)` above
  /// `_UITableViewCellSeparatorView ... frame = (132.5 43.5; 243 0.5)` in github.com/qokelate/
  /// sma11caseA, IOS/iosClient/RootViewController.m at 9578a8c5); a dump of iOS's Apple ID
  /// sign-in sheet (a grouped table, iOS 15 or later, `AAUISignInViewController`; github.com/
  /// crifan/ios_re_dynamic_debug, src/debug_ui/cycript/output_example.md at 51b66bea) prints a
  /// section's only (last) row 60 tall with its content view 60 tall. No public source for the last row of an inset-grouped
  /// section (no line is drawn there) or for `.none`: no line, no pixel.
  private func separatorHeight(row: Int, of count: Int) -> CGFloat {
    hasSeparator(row: row, of: count) ? TableMetrics.separatorThickness : 0
  }

  private func hasSeparator(row: Int, of count: Int) -> Bool {
    separatorStyle != .none && (style == .plain || row < count - 1)
  }

  /// A section header's or footer's height: the delegate's or the table view's; automatic
  /// means the height of its view or title, or the style's spacing when it has neither.
  private func sectionViewHeight(_ section: Int, isHeader: Bool) -> CGFloat {
    let height =
      isHeader
      ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    if height >= 0 { return height }
    if let view = sectionView(section, isHeader: isHeader) {
      let fitted = view.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      // A view made only to be measured goes back for reuse.
      if view.superview == nil { enqueueSectionView(view) }
      return fitted.height > 0 ? fitted.height : view.bounds.height
    }
    return style == .plain ? 0 : TableMetrics.groupedSpacing
  }

  /// The view of a section's header or footer: the delegate's, or one showing the title.
  private func sectionView(_ section: Int, isHeader: Bool) -> UIView? {
    headerFooterPlacement = (style, isHeader)
    let delegated =
      isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    headerFooterPlacement = nil
    if let view = delegated {
      if let view = view as? UITableViewHeaderFooterView {
        view.listPlacement = (style, isHeader)
        view.listContentMargin = contentMargin
      }
      return view
    }
    let title =
      isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    guard let title else { return nil }
    var content = UIListContentConfiguration.sectionTitle(
      style: style, isHeader: isHeader, margin: contentMargin)
    content.text = title
    return UIListContentView(configuration: content)
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
    if !allowsMultipleSelection {
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
    if bounds.width != contentSize.width, !needsReload {
      // A new width changes every wrapped row: measure again.
      needsReload = true
    }
    loadIfNeeded()
    let changed = placeVisibleRows()
    contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    placeTableHeaderAndFooter()
    // The cells just placed lay out their content in this pass, as in UIKit.
    if changed, !isPlacingRows {
      isPlacingRows = true
      var root: UIView = self
      while let parent = root.superview { root = parent }
      LayoutEngine.engine(for: root).layOut(root)
      isPlacingRows = false
    }
  }

  private var isPlacingRows = false

  /// Cells of rows a batch update removed, given back for reuse after the next layout.
  private var retiring: [(UITableViewCell, IndexPath)] = []

  /// Gives cells to the rows that show and takes them from rows that no longer do; returns
  /// whether any cell or section view was added, moved or removed.
  private func placeVisibleRows() -> Bool {
    let top = bounds.minY
    let bottom = bounds.maxY
    var shown: [IndexPath: UITableViewCell] = [:]
    var changed = false
    var wantedSectionViews: [SectionViewKey: CGRect] = [:]
    var headerSections: [Int] = []
    var footerSections: [Int] = []
    let (x, width) = cellFrameX
    if var section = geometry.section(at: top) {
      while section < geometry.sections.count, geometry.sections[section].top < bottom {
        let layout = geometry.sections[section]
        if layout.headerHeight > 0 { headerSections.append(section) }
        var measured: [(row: Int, height: CGFloat)] = []
        if layout.rowCount > 0 {
          var row = layout.row(at: max(0, top - layout.rowsTop))
          var y = layout.rowsTop + layout.offset(ofRow: row)
          while row < layout.rowCount, y < bottom {
            let indexPath = IndexPath(row: row, section: section)
            let cell = visible[indexPath] ?? makeCell(for: indexPath)
            var height = layout.measured[row]
            if height == nil {
              let value = measuredHeight(of: indexPath, cell: cell)
              measured.append((row, value))
              height = value
            }
            let frame = CGRect(x: x, y: y, width: width, height: height ?? layout.estimate)
            if y + frame.height > top {
              applyListLook(to: cell, row: row, of: layout.rowCount)
              if cell.isEditing != editing { applyEditing(to: cell, at: indexPath) }
              if cell.frame != frame {
                cell.frame = frame
                changed = true
              }
              shown[indexPath] = cell
              if visible[indexPath] == nil {
                if cell.superview !== self { insertSubview(cell, at: 0) }
                cell.setSelected(selectedRows.contains(indexPath), animated: false)
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                changed = true
              }
            } else if visible[indexPath] == nil {
              enqueue(cell)
            }
            y += frame.height
            row += 1
          }
        }
        geometry.sections[section].record(measured)
        if !measured.isEmpty { _ = geometry.stack() }
        if geometry.sections[section].footerHeight > 0 { footerSections.append(section) }
        section += 1
      }
    }
    // Headers and footers are placed once the rows in view are measured, since a floating
    // one's place depends on where its section starts and ends.
    for (sections, isHeader) in [(headerSections, true), (footerSections, false)] {
      for section in sections {
        let frame = shownSectionViewFrame(section, isHeader: isHeader)
        if frame.maxY > top, frame.minY < bottom {
          wantedSectionViews[SectionViewKey(section: section, isHeader: isHeader)] = frame
        }
      }
    }
    // Cells of rows that left go back for reuse, bottom row first.
    for indexPath in visible.keys.sorted().reversed() where shown[indexPath] == nil {
      if let cell = visible[indexPath] {
        endDisplaying(cell, at: indexPath)
        changed = true
      }
    }
    visible = shown
    for (cell, indexPath) in retiring where !shown.values.contains(where: { $0 === cell }) {
      endDisplaying(cell, at: indexPath)
      changed = true
    }
    retiring = []
    changed = placeSectionViews(wantedSectionViews) || changed
    return changed
  }

  /// Where a section's header or footer shows. In a plain table they float, as UIKit's
  /// documentation of `UITableView.Style.plain` describes
  /// (developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain): the header
  /// of the section at the top of the visible area (below the content inset) stays there until
  /// the end of its section pushes it up, and the footer of the section at the bottom stays
  /// there until the top of its section's rows pushes it down.
  private func shownSectionViewFrame(_ section: Int, isHeader: Bool) -> CGRect {
    var frame = isHeader ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
    guard style == .plain else { return frame }
    let inset = adjustedContentInset
    if isHeader {
      let sectionBottom = rect(forSection: section).maxY
      frame.origin.y = min(max(frame.minY, bounds.minY + inset.top), sectionBottom - frame.height)
    } else {
      let rowsTop = geometry.sections[section].rowsTop
      frame.origin.y = max(min(frame.minY, bounds.maxY - inset.bottom - frame.height), rowsTop)
    }
    return frame
  }

  /// Shows the headers and footers that are in view and removes the others.
  private func placeSectionViews(_ wanted: [SectionViewKey: CGRect]) -> Bool {
    var changed = false
    for (key, view) in sectionViews where wanted[key] == nil {
      enqueueSectionView(view)
      sectionViews[key] = nil
      changed = true
    }
    for key in wanted.keys.sorted(by: {
      ($0.section, $0.isHeader ? 0 : 1) < ($1.section, $1.isHeader ? 0 : 1)
    }) {
      guard let frame = wanted[key] else { continue }
      if let view = sectionViews[key] {
        if view.frame != frame {
          view.frame = frame
          changed = true
        }
        continue
      }
      guard let view = sectionView(key.section, isHeader: key.isHeader) else { continue }
      view.frame = frame
      addSubview(view)
      sectionViews[key] = view
      changed = true
    }
    return changed
  }

  /// Asks the data source for a row's cell.
  private func makeCell(for indexPath: IndexPath) -> UITableViewCell {
    guard let dataSource else { return UITableViewCell() }
    return dataSource.tableView(self, cellForRowAt: indexPath)
  }

  /// Gives a cell the look of the table's style at its place in the section.
  private func applyListLook(to cell: UITableViewCell, row: Int, of count: Int) {
    cell.listBackgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
    var corners: CACornerMask = []
    if style == .insetGrouped {
      if row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if row == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    }
    cell.listRoundedCorners = corners
    cell.listSeparatorColor = hasSeparator(row: row, of: count) ? separatorColor : nil
    // A grouped section is closed by full-width lines drawn over its first and last rows (the
    // Apple ID sign-in table's dump above: `_UITableViewCellSeparatorView` frames (0 0; 375 0.5)
    // and (0 59.5; 375 0.5) in its one-row section's 60-point cell).
    let edges = style == .grouped && separatorStyle != .none
    cell.listSectionEdges = (edges && row == 0, edges && row == count - 1, separatorColor)
    cell.listSeparatorHeight = separatorHeight(row: row, of: count)
    cell.tableContentMargin = contentMargin
  }

  /// Takes a cell out of the table and keeps it for reuse under its identifier.
  private func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    enqueue(cell)
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  private func enqueue(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
  }

  // MARK: Batch updates

  private var batch: TableBatch?

  /// Applies the row and section changes made in `updates` together, after checking that the
  /// data source's new counts agree with them; a disagreement stops the program with UIKit's
  /// message. Rows that stay keep their cells.
  /// - Parameters:
  ///   - updates: Calls to insert, delete and reload rows and sections.
  ///   - completion: Called with `true` once the changes are made.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    loadIfNeeded()
    if batch != nil {
      updates?()
      completion?(true)
      return
    }
    let before = geometry.sections.map(\.rowCount)
    batch = TableBatch()
    updates?()
    let changes = batch ?? TableBatch()
    batch = nil
    let after: [Int]
    if let dataSource {
      after = (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.tableView(self, numberOfRowsInSection: $0)
      }
    } else {
      after = []
    }
    changes.validate(before: before, after: after)
    // Cells of rows that stay move to their new rows. The others go back for reuse after the
    // next layout has asked for the new rows' cells: UIKit inserts before it deletes, so a
    // reloaded row gets a new cell (recorded in the write-up "UITableView：复用池的真实结构与
    // 代理调用顺序").
    var moved: [IndexPath: UITableViewCell] = [:]
    for indexPath in visible.keys.sorted().reversed() {
      guard let cell = visible[indexPath] else { continue }
      if let destination = changes.newIndexPath(for: indexPath) {
        moved[destination] = cell
      } else {
        retiring.append((cell, indexPath))
      }
    }
    visible = moved
    selectedRows = selectedRows.compactMap(changes.newIndexPath(for:))
    invalidateData()
    completion?(true)
  }

  /// Inserts rows, in the index space after the update.
  /// - Parameters:
  ///   - indexPaths: The new rows.
  ///   - animation: How they appear (ignored).
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.insertedRows += indexPaths }
  }

  /// Deletes rows, in the index space before the update.
  /// - Parameters:
  ///   - indexPaths: The rows to delete.
  ///   - animation: How they disappear (ignored).
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.deletedRows += indexPaths }
  }

  /// Reloads rows: their cells are asked for again.
  /// - Parameters:
  ///   - indexPaths: The rows to reload.
  ///   - animation: How they change (ignored).
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record { $0.reloadedRows += indexPaths }
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
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = visible[indexPath] else { continue }
      cellBeingReconfigured = cell
      let result = dataSource.tableView(self, cellForRowAt: indexPath)
      cellBeingReconfigured = nil
      if result !== cell {
        visible[indexPath] = nil
        enqueue(cell)
      }
    }
    setNeedsLayout()
  }

  /// The cell `dequeueReusableCell` hands back while a row is reconfigured.
  private var cellBeingReconfigured: UITableViewCell?

  /// Adds a change to the batch under way, or makes a batch of it alone.
  private func record(_ change: (inout TableBatch) -> Void) {
    if batch != nil {
      change(&batch!)
      return
    }
    withoutActuallyEscaping(change) { change in
      performBatchUpdates { self.record(change) }
    }
  }
}
