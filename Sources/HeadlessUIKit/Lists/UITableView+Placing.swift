import Foundation

extension UITableView: ListPlacing {}

/// Placing a table's rows: giving cells to the rows that show, and taking them back.
extension UITableView {
  /// Loads the data if needed, measures the rows coming into view, gives them cells and takes
  /// back the cells of rows that left; the cells just placed lay out their content in this
  /// pass, as in UIKit.
  func placeRows() {
    if bounds.width != contentSize.width, !needsReload {
      // A new width changes every wrapped row: measure again.
      needsReload = true
    }
    loadIfNeeded()
    let changed = placeVisibleRows()
    contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    placeTableHeaderAndFooter()
    if changed { layOutPlacedViews() }
  }

  /// Gives cells to the rows that show and takes them from rows that no longer do; returns
  /// whether any cell or section view was added, moved or removed.
  private func placeVisibleRows() -> Bool {
    let top = bounds.minY
    let bottom = bounds.maxY
    var shown: [IndexPath: UITableViewCell] = [:]
    var changed = false
    var wantedSectionViews: [TableSectionViewKey: CGRect] = [:]
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
              cell.listLook = look(ofRow: row, of: layout.rowCount)
              cell.tableContentMargin = contentMargin
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
          wantedSectionViews[TableSectionViewKey(section: section, isHeader: isHeader)] = frame
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

  /// Asks the data source for a row's cell.
  private func makeCell(for indexPath: IndexPath) -> UITableViewCell {
    guard let dataSource else { return UITableViewCell() }
    return dataSource.tableView(self, cellForRowAt: indexPath)
  }

  /// Gives a cell the editing state of its row.
  func applyEditing(to cell: UITableViewCell, at indexPath: IndexPath) {
    let canEdit = editing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
    cell.editingStyle =
      canEdit ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
    cell.setEditing(canEdit, animated: false)
  }

  /// Takes a cell out of the table and keeps it for reuse under its identifier.
  func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    enqueue(cell)
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// Keeps a cell for reuse under its identifier; a cell without one is only taken out.
  func enqueue(_ cell: UITableViewCell) {
    guard let identifier = cell.reuseIdentifier else {
      cell.removeFromSuperview()
      return
    }
    cellPool.enqueue(cell, under: identifier)
  }
}
