import Foundation

/// Where a table view's sections and rows are, in content coordinates, kept without a value
/// per row: each section knows its row count and an estimated row height, plus the heights of
/// the rows measured so far. A row's position is then `row × estimate` plus the differences of
/// the measured rows above it, found by binary search, so a table of 100,000 rows costs what
/// one of 100 does until its rows are shown.
struct TableGeometry {
  struct Section {
    var rowCount: Int
    /// The top of the section (its header's top) in content coordinates.
    var top: CGFloat = 0
    /// Space above the header (`sectionHeaderTopPadding`).
    var headerTopPadding: CGFloat = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    /// The height of a row not measured yet.
    var estimate: CGFloat
    /// The heights of the rows measured so far.
    var measured: [Int: CGFloat] = [:]
    /// The measured rows whose height differs from the estimate, in order, with the running
    /// sum of their differences (`differenceSums[i]` is the sum of the first `i`).
    private var adjustedRows: [Int] = []
    private var differenceSums: [CGFloat] = [0]

    init(rowCount: Int, estimate: CGFloat) {
      self.rowCount = rowCount
      self.estimate = estimate
    }

    /// The height of all rows.
    var rowsHeight: CGFloat { CGFloat(rowCount) * estimate + differenceSums[differenceSums.count - 1] }

    /// The top of the first row.
    var rowsTop: CGFloat { top + headerTopPadding + headerHeight }

    /// The whole section's height, header to footer.
    var height: CGFloat { headerTopPadding + headerHeight + rowsHeight + footerHeight }

    /// A row's top relative to the first row's.
    func offset(ofRow row: Int) -> CGFloat {
      CGFloat(row) * estimate + differenceSums[adjustedCount(before: row)]
    }

    /// A row's height: measured, or the estimate.
    func height(ofRow row: Int) -> CGFloat { measured[row] ?? estimate }

    /// The last row whose top is at or above `y` (relative to the first row), or 0.
    func row(at y: CGFloat) -> Int {
      var low = 0
      var high = rowCount - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if offset(ofRow: middle) <= y { low = middle } else { high = middle - 1 }
      }
      return max(0, low)
    }

    /// How many adjusted rows come before `row`.
    private func adjustedCount(before row: Int) -> Int {
      var low = 0
      var high = adjustedRows.count
      while low < high {
        let middle = (low + high) / 2
        if adjustedRows[middle] < row { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// Records measured heights and brings the sums up to date.
    mutating func record(_ heights: [(row: Int, height: CGFloat)]) {
      guard !heights.isEmpty else { return }
      for (row, height) in heights { measured[row] = height }
      adjustedRows = measured.keys.filter { measured[$0] != estimate }.sorted()
      differenceSums = [0]
      differenceSums.reserveCapacity(adjustedRows.count + 1)
      var sum: CGFloat = 0
      for row in adjustedRows {
        sum += (measured[row] ?? estimate) - estimate
        differenceSums.append(sum)
      }
    }
  }

  var sections: [Section] = []
  /// Space above the first section: the table header view's height.
  var topSpace: CGFloat = 0
  /// Space below the last section: the table footer view's height.
  var bottomSpace: CGFloat = 0

  /// Places the sections one after another and returns the content height.
  mutating func stack() -> CGFloat {
    var y = topSpace
    for index in sections.indices {
      sections[index].top = y
      y += sections[index].height
    }
    return y + bottomSpace
  }

  /// The content height.
  var contentHeight: CGFloat {
    guard let last = sections.last else { return topSpace + bottomSpace }
    return last.top + last.height + bottomSpace
  }

  /// The first section whose bottom is below `y`.
  func section(at y: CGFloat) -> Int? {
    guard !sections.isEmpty else { return nil }
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high) / 2
      if sections[middle].top + sections[middle].height <= y { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
