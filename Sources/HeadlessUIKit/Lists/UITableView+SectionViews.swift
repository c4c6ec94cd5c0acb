import Foundation

/// A table's section headers and footers, and its table header and footer views.
extension UITableView {
  /// Swaps the table header or footer view in; assigning the same view again takes its new
  /// height, as in UIKit.
  func replaceTableAccessoryView(_ old: UIView?, with new: UIView?) {
    if old !== new {
      old?.removeFromSuperview()
      if let new { addSubview(new) }
    }
    invalidateData()
  }

  /// Puts the table header view above the sections and the footer view below them, as wide as
  /// the table.
  func placeTableHeaderAndFooter() {
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.topSpace)
    }
    if let footer = tableFooterView {
      // Right below the last section (summed as the sections are, so the two edges meet).
      let y = geometry.sections.last.map { $0.top + $0.height } ?? geometry.topSpace
      footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: geometry.bottomSpace)
    }
  }

  /// Keeps a header or footer view that left the table for reuse, if it has an identifier.
  func enqueueSectionView(_ view: UIView) {
    guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else {
      view.removeFromSuperview()
      return
    }
    headerFooterPool.enqueue(view, under: identifier)
  }

  /// The view of a section's header or footer: the delegate's, or one showing the title.
  func sectionView(_ section: Int, isHeader: Bool) -> UIView? {
    let look = ListSectionLook(tableStyle: style).sectionView(isHeader: isHeader)
    sectionViewBeingMade = look
    let delegated =
      isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    sectionViewBeingMade = nil
    if let view = delegated {
      if let view = view as? UITableViewHeaderFooterView {
        view.listLook = look
        view.listContentMargin = contentMargin
      }
      return view
    }
    let title =
      isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    guard let title else { return nil }
    var content = UIListContentConfiguration.sectionTitle(for: look, margin: contentMargin)
    content.text = title
    return UIListContentView(configuration: content)
  }

  /// Where a section's header or footer shows. In a plain table they float, as UIKit's
  /// documentation of `UITableView.Style.plain` describes
  /// (developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain): the header
  /// of the section at the top of the visible area (below the content inset) stays there until
  /// the end of its section pushes it up, and the footer of the section at the bottom stays
  /// there until the top of its section's rows pushes it down.
  func shownSectionViewFrame(_ section: Int, isHeader: Bool) -> CGRect {
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

  /// Shows the headers and footers that are in view and removes the others; returns whether
  /// any view was added, moved or removed.
  func placeSectionViews(_ wanted: [TableSectionViewKey: CGRect]) -> Bool {
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
      if key.isHeader {
        delegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
      } else {
        delegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
      }
      changed = true
    }
    return changed
  }
}
