import DeclarativeUIKit
import Testing

/// Rows of default-configured cells ("Hello World"), made fresh for each row as
/// cashapp/AccessibilitySnapshot's `testTableHitTarget` makes them.
@MainActor
private final class HelloRows: NSObject, UITableViewDataSource {
  let counts: [Int]

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    var content = cell.defaultContentConfiguration()
    content.text = "Hello World"
    cell.contentConfiguration = content
    return cell
  }
}

/// A row's separator is inside its cell, below the content view: one pixel (1/3 point at 3x).
/// Each test names the recording that shows it.
@MainActor
@Suite struct TableRowSeparatorHeightTests {
  private let pixel: CGFloat = 1.0 / 3

  private func table(
    _ rows: HelloRows, style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in }
  ) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: style)
    configure(table)
    table.dataSource = rows
    table.layoutIfNeeded()
    return table
  }

  private func heights(_ table: UITableView, section: Int = 0) -> [CGFloat] {
    (0..<table.numberOfRows(inSection: section)).map {
      table.rectForRow(at: IndexPath(row: $0, section: section)).height
    }
  }

  private func contentHeight(_ table: UITableView, row: Int, section: Int = 0) throws -> CGFloat {
    try #require(table.cellForRow(at: IndexPath(row: row, section: section))).contentView.frame.height
  }

  /// Recording: github.com/cashapp/AccessibilitySnapshot, Example/SnapshotTests/HitTargetTests.swift
  /// `testTableHitTarget`, references `testTableHitTargetAndReturnError__15_5_390x844@3x.png`,
  /// `..._16_4_393x852@3x.png` and `testTableHitTarget_17_5_393x852@3x.png` in
  /// Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.HitTargetTests/: each self-sized row
  /// of a plain table is 133 px (44.333 pt), the last of the three too; its separator is the
  /// row's bottom pixel row (y 309, 442 and 575 px on iOS 16.4 for rows from 177 px), and the
  /// list content view above it is 44 pt.
  @Test func aSelfSizedPlainRowIsItsContentPlusTheSeparatorPixel() throws {
    let rows = HelloRows([3])
    defer { withExtendedLifetime(rows) {} }
    let table = table(rows)
    for (row, height) in heights(table).enumerated() {
      #expect(height == 44 + pixel)
      #expect((height * 3).rounded() == 133)
      #expect(try contentHeight(table, row: row) == 44)
    }
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 2 * (44 + pixel))
  }

  /// Recording: a recursiveDescription of a plain table with 44-point rows (iOS 9 era, rowHeight
  /// defaulting to a fixed 44) at 2x, kept in github.com/qokelate/sma11caseA,
  /// IOS/iosClient/RootViewController.m at 9578a8c5: `UITableViewCell ... frame = (0 88; 375
  /// 44)`, `UITableViewCellContentView ... frame = (0 0; 375 43.5)`,
  /// `_UITableViewCellSeparatorView ... frame = (132.5 43.5; 243 0.5)`: the content view is one
  /// pixel shorter than the row, the separator in that pixel.
  @Test func aFixedHeightRowKeepsItsHeightAndItsContentViewIsAPixelShorter() throws {
    let rows = HelloRows([3])
    defer { withExtendedLifetime(rows) {} }
    let (table, messages) = LayoutLog.capture { self.table(rows) { $0.rowHeight = 44 } }
    // The default content's 44-point minimum gives way to the pixel with nothing logged (UIKit's
    // priority for it is not public; a required one would log for every fixed 44-point row).
    #expect(!messages.contains { $0.contains("Unable to simultaneously satisfy constraints") })
    #expect(heights(table) == [44, 44, 44])
    for row in 0..<3 {
      #expect(try contentHeight(table, row: row) == 44 - pixel)
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      #expect(cell.bounds.height == 44)
    }
  }

  /// No public source for a table without separators: no line is drawn, so nothing is taken
  /// from the cell and a self-sized row is its content's height.
  @Test func withoutSeparatorsARowIsItsContent() throws {
    let rows = HelloRows([3])
    defer { withExtendedLifetime(rows) {} }
    let selfSized = table(rows) { $0.separatorStyle = .none }
    #expect(heights(selfSized) == [44, 44, 44])
    let fixed = table(rows) {
      $0.separatorStyle = .none
      $0.rowHeight = 44
    }
    #expect(try contentHeight(fixed, row: 0) == 44)
  }

  /// Turning separators off measures self-sized rows again.
  @Test func changingTheSeparatorStyleRemeasuresRows() {
    let rows = HelloRows([2])
    defer { withExtendedLifetime(rows) {} }
    let table = table(rows)
    #expect(heights(table) == [44 + pixel, 44 + pixel])
    table.separatorStyle = .none
    table.layoutIfNeeded()
    #expect(heights(table) == [44, 44])
  }

  /// Recording: a recursiveDescription of iOS's own Apple ID sign-in sheet
  /// (`AAUISignInViewController`, a grouped `UITableView`, iOS 15 or later: `_UISystemBackground
  /// View` with "Base Style = List Grouped Cell", a TextKit 2 text field) at 375 points wide,
  /// kept in github.com/crifan/ios_re_dynamic_debug, src/debug_ui/cycript/output_example.md at
  /// 51b66bea: the section's only row is
  /// `frame = (0 155; 375 60)` with its content view `frame = (0 0; 375 60)`, the full height,
  /// and the section's bottom line drawn over it at y 59.5. So the last row of a grouped
  /// section gives no pixel to a separator. No public source for the inset-grouped style,
  /// where no line is drawn under the last row: it is taken to be the same.
  @Test(arguments: [UITableView.Style.grouped, .insetGrouped])
  func theLastRowOfAGroupedSectionHasNoSeparatorPixel(style: UITableView.Style) throws {
    let rows = HelloRows([3, 1])
    defer { withExtendedLifetime(rows) {} }
    let table = table(rows, style: style)
    #expect(heights(table, section: 0) == [44 + pixel, 44 + pixel, 44])
    #expect(heights(table, section: 1) == [44])
    #expect(try contentHeight(table, row: 0) == 44)
    #expect(try contentHeight(table, row: 2) == 44)
    let fixed = self.table(rows, style: style) { $0.rowHeight = 44 }
    #expect(try contentHeight(fixed, row: 0) == 44 - pixel)
    #expect(try contentHeight(fixed, row: 2) == 44)
  }

  /// The same recording draws the grouped section's edges over its row: full-width separator
  /// views at `(0 0; 375 0.5)` and `(0 59.5; 375 0.5)` in the 60-point cell. An inset-grouped
  /// section has rounded ends instead (no edge lines in the iOS 16.4 and 17.5 references of
  /// TableMetricsSourcesTests).
  @Test func aGroupedSectionIsClosedByFullWidthLinesOverItsEndRows() {
    let rows = HelloRows([1])
    defer { withExtendedLifetime(rows) {} }
    let grouped = table(rows, style: .grouped)
    let svg = SVGRenderer().render(grouped)
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"393\" height=\"0.33\""))
    #expect(svg.contains("<rect x=\"0\" y=\"43.67\" width=\"393\" height=\"0.33\""))
    let inset = SVGRenderer().render(table(rows, style: .insetGrouped))
    #expect(!inset.contains("<rect x=\"0\" y=\"0\" width=\"353\""))
    #expect(!inset.contains("height=\"0.33\""))
  }

  /// No public source for estimated heights: a row counts at its estimate until it is shown,
  /// then at its measured height, the same as with estimation off.
  @Test func anEstimatedRowIsMeasuredWithItsSeparatorPixel() {
    let rows = HelloRows([200])
    defer { withExtendedLifetime(rows) {} }
    let table = table(rows) { $0.estimatedRowHeight = 100 }
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44 + pixel)
    #expect(table.rectForRow(at: IndexPath(row: 199, section: 0)).height == 100)
  }
}
