import DeclarativeUIKit

/// A data source of numbered rows in sections, counting what the table view asks it.
@MainActor
final class NumberedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rowCounts: [Int]
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  var cellRequests = 0
  var events: [String] = []
  var heights: [IndexPath: CGFloat] = [:]
  var redirect: [IndexPath: IndexPath?] = [:]

  init(_ rowCounts: [Int]) {
    self.rowCounts = rowCounts
  }

  func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCounts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section < headerTitles.count ? headerTitles[section] : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section < footerTitles.count ? footerTitles[section] : nil
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willSelect \(indexPath.row)")
    if let target = redirect[indexPath] { return target }
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath.row)")
  }
}

/// A cell that counts its reuses.
@MainActor
final class CountingCell: UITableViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A table view of numbered rows on a 390 by 844 screen, laid out.
@MainActor
func numberedTable(
  _ rows: NumberedRows, style: UITableView.Style = .plain, rowHeight: CGFloat? = 50
) -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
  table.register(CountingCell.self, forCellReuseIdentifier: "row")
  if let rowHeight { table.rowHeight = rowHeight }
  table.dataSource = rows
  table.delegate = rows
  table.layoutIfNeeded()
  return table
}
