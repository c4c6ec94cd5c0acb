import Foundation

/// Loading a table's counts from its data source and measuring its rows and section views.
extension UITableView {
  /// The left edge and width of cells: the full width, or inset in `.insetGrouped`.
  var cellFrameX: (x: CGFloat, width: CGFloat) {
    let width = bounds.width
    guard style == .insetGrouped else { return (0, width) }
    let inset = contentMargin
    return (inset, max(0, width - 2 * inset))
  }

  /// The side margin of rows, separators and section titles, and the inset of inset-grouped
  /// sections: the system's minimum layout margin for the table's width.
  var contentMargin: CGFloat {
    TableMetrics.contentMargin(forWidth: bounds.width)
  }

  /// Asks the data source for the counts and the delegate for the heights, if anything changed.
  func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    var sections: [TableGeometry.Section] = []
    if let dataSource {
      let count = dataSource.numberOfSections(in: self)
      sections.reserveCapacity(count)
      let estimate = rowEstimate
      for section in 0..<count {
        let rowCount = dataSource.tableView(self, numberOfRowsInSection: section)
        sections.append(.init(rowCount: rowCount, estimate: delegatedEstimate(section, rowCount) ?? estimate))
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

  /// The delegate's estimate for a section's rows, if it gives one. The geometry keeps one
  /// estimate per section, so the first row's stands for the section's (a simplification:
  /// UIKit asks for every row).
  private func delegatedEstimate(_ section: Int, _ rowCount: Int) -> CGFloat? {
    guard rowCount > 0,
      let value = delegate?.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section)),
      value > 0
    else { return nil }
    return value
  }

  /// The height a row counts at until it is measured.
  private var rowEstimate: CGFloat {
    if estimatedRowHeight > 0 { return estimatedRowHeight }
    if rowHeight >= 0 { return rowHeight }
    return TableMetrics.defaultEstimatedRowHeight
  }

  /// Sizes a cell the data source dequeued for a row: the row's width and height so far, and
  /// the table's content margin.
  func prepare(_ cell: UITableViewCell, for indexPath: IndexPath) {
    let height =
      geometry.sections.indices.contains(indexPath.section)
      ? geometry.sections[indexPath.section].height(ofRow: indexPath.row) : TableMetrics.defaultRowHeight
    cell.tableContentMargin = contentMargin
    cell.frame = CGRect(x: 0, y: 0, width: cellFrameX.width, height: height)
  }

  /// A row's height: the delegate's, `rowHeight`, or (automatic) its cell's Auto Layout height
  /// at the row's width, or the default row height for a cell whose content does not size it.
  func measuredHeight(of indexPath: IndexPath, cell: UITableViewCell?) -> CGFloat {
    let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if height >= 0 { return height }
    guard let cell = cell ?? dataSource?.tableView(self, cellForRowAt: indexPath) else {
      return TableMetrics.defaultRowHeight
    }
    let width = cellFrameX.width
    // The row's look decides whether its separator takes a pixel row below the content.
    cell.listLook = look(ofRow: indexPath.row, of: geometry.sections[indexPath.section].rowCount)
    cell.tableContentMargin = contentMargin
    cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.bounds.height)
    let fitted = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: cell.contentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // The separator sits below the content view, inside the row: a self-sized row is its
    // content's height plus the separator's.
    return fitted.height > 0
      ? fitted.height + (cell.listLook?.separatorHeightBelowContent ?? 0) : TableMetrics.defaultRowHeight
  }

  /// What the table's style gives a row at its place in its section: the list look of the
  /// style (background, rounded ends) with the table's separators.
  ///
  /// A row's separator takes one pixel row from the bottom of its cell, below the content view:
  /// every row of a plain table has one, all but the last of a section in the grouped styles,
  /// none with `separatorStyle` `.none`. Sources: cashapp/AccessibilitySnapshot's
  /// `testTableHitTarget` references (iOS 15.5, 16.4, 17.5; plain, self-sized rows of 44-point
  /// content are 133 px = 44.333 pt at 3x, the last row too, each with its separator in its
  /// bottom pixel row); recursiveDescription dumps of plain tables with 44-point rows print the
  /// content view 43.5 tall and the separator at y 43.5 at 2x (e.g. `UITableViewCellContentView
  /// ... frame = (0 0; 375 43.5)` above `_UITableViewCellSeparatorView ... frame = (132.5 43.5;
  /// 243 0.5)` in github.com/qokelate/sma11caseA, IOS/iosClient/RootViewController.m at
  /// 9578a8c5); a dump of iOS's Apple ID sign-in sheet (a grouped table, iOS 15 or later,
  /// `AAUISignInViewController`; github.com/crifan/ios_re_dynamic_debug,
  /// src/debug_ui/cycript/output_example.md at 51b66bea) prints a section's only (last) row 60
  /// tall with its content view 60 tall, and full-width lines over its top and bottom pixel
  /// rows (`_UITableViewCellSeparatorView` frames (0 0; 375 0.5) and (0 59.5; 375 0.5)), which
  /// close a grouped section. No public source for the last row of an inset-grouped section (no
  /// line is drawn there) or for `.none`: no line, no pixel.
  func look(ofRow row: Int, of count: Int) -> ListCellLook {
    let section = ListSectionLook(tableStyle: style)
    var look = section.row(row, of: count)
    guard separatorStyle != .none else { return look }
    if section.showsSeparator(belowRow: row, of: count) {
      look.bottomSeparator = ListCellLook.Separator(color: separatorColor, isBelowContent: true)
    }
    if style == .grouped {
      let edge = ListCellLook.Separator(color: separatorColor, leading: 0, trailing: 0)
      if row == 0 { look.topSeparator = edge }
      if row == count - 1 { look.bottomSeparator = edge }
    }
    return look
  }

  /// A section header's or footer's height: the delegate's or the table view's; automatic
  /// means the height of its view or title, or the style's spacing when it has neither.
  func sectionViewHeight(_ section: Int, isHeader: Bool) -> CGFloat {
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
}
