import DeclarativeUIKit

/// Table views materialise only the rows that show: laying out a table of 100,000 rows should
/// cost about what one of 100 does, and so should one scroll step. Rows size themselves from a
/// default list content configuration (the default `rowHeight`, automatic, with estimates).
///
/// The baseline is the same work on 100 rows; the other sizes print their ratio to it.
@MainActor
func listBenchmarks() {
  print("\n== lists (UITableView: first layout and one scroll step, by row count)")
  var baseline: (layout: Double, scroll: Double)?
  for count in [100, 10_000, 100_000] {
    let rows = BenchmarkRows(count: count)
    let layout = Harness.bestTime(rounds: 7) {
      blackHole(makeTable(rows))
    }
    let table = makeTable(rows)
    var offset: CGFloat = 0
    let scroll = Harness.bestTime(rounds: 7) {
      offset += 100
      table.contentOffset = CGPoint(x: 0, y: offset)
      table.layoutIfNeeded()
    }
    if let baseline {
      print(
        "rows=\(count): layout \(Harness.format(nanoseconds: layout)) "
          + "(\(Harness.ratio(layout, over: baseline.layout)) of 100 rows); "
          + "scroll step \(Harness.format(nanoseconds: scroll)) "
          + "(\(Harness.ratio(scroll, over: baseline.scroll)) of 100 rows)")
    } else {
      print(
        "rows=\(count): layout \(Harness.format(nanoseconds: layout)); "
          + "scroll step \(Harness.format(nanoseconds: scroll)) (baseline)")
      baseline = (layout, scroll)
    }
  }
}

/// A table view on a 390 by 844 screen showing `rows`, laid out.
@MainActor
private func makeTable(_ rows: BenchmarkRows) -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  table.dataSource = rows
  table.layoutIfNeeded()
  return table
}

/// Numbered rows with the default cell content.
@MainActor
private final class BenchmarkRows: NSObject, UITableViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }
}
