import DeclarativeUIKit
import Testing

/// Rows as cashapp/AccessibilitySnapshot's `testTableHitTarget` builds them: a plain
/// `UITableViewCell()` showing "Hello World" through the default content configuration, with a
/// switch as its accessory view.
@MainActor
private final class SwitchRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    var content = cell.defaultContentConfiguration()
    content.text = "Hello World"
    cell.contentConfiguration = content
    cell.accessoryView = UISwitch()
    return cell
  }
}

/// The table lengths UIKit does not declare, pinned in laid-out tables against recordings of
/// real ones. Each test names the recording, its device and OS, and what was measured in it
/// (pixels at 3x, divided by 3).
@MainActor
@Suite struct TableMetricsSourcesTests {
  /// A laid-out table of `rows`, as wide as a phone.
  private func table(_ rows: some UITableViewDataSource, style: UITableView.Style, width: CGFloat)
    -> UITableView
  {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: style)
    table.dataSource = rows
    table.layoutIfNeeded()
    return table
  }

  /// The separators a rendered table draws (one-pixel rects).
  private func separators(in svg: String) -> [Substring] {
    svg.split(separator: "<rect ").filter { $0.contains("height=\"0.33\"") }
  }

  /// Recording: github.com/cashapp/AccessibilitySnapshot, Example/SnapshotTests/HitTargetTests.swift
  /// `testTableHitTarget` (this setup), references in Example/SnapshotTests/ReferenceImages/_64/
  /// SnapshotTests.HitTargetTests/: `testTableHitTargetAndReturnError__15_5_390x844@3x.png` (iOS 15.5,
  /// 390 x 844; parent of commit da453d2d), `..._16_4_393x852@3x.png` (iOS 16.4; parent of 92c50303)
  /// and `testTableHitTarget_17_5_393x852@3x.png` (iOS 17.5; HEAD 5b03db81). In all three each
  /// separator runs from 60 px (20 pt) to the right edge; the list content view is 44 pt tall and
  /// ends at 966 px (322 pt) on the 393-point screen, 957 px (319 pt) on the 390-point one; the
  /// switch's track spans 322...373 pt and is centred on the row.
  @Test(arguments: [CGFloat(390), 393])
  func plainRowsKeepTheTwentyPointMarginOfAPhoneAtLeast390PointsWide(width: CGFloat) throws {
    let rows = SwitchRows()
    let table = table(rows, style: .plain, width: width)
    for row in 0..<3 {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      #expect(cell.separatorInset.left == 20)
      #expect(cell.separatorInset.right == 0)
      #expect(cell.contentView.frame.width == width - 71)
      #expect(cell.contentView.frame.height == 44)
      let accessory = try #require(cell.accessoryView)
      #expect(accessory.frame.minX == width - 71)
      #expect(accessory.frame.maxX == width - 20)
      #expect(abs(accessory.frame.midY - cell.bounds.midY) < 1e-9)
    }
    let drawn = separators(in: SVGRenderer().render(table))
    #expect(drawn.count == 3)
    for separator in drawn {
      #expect(separator.hasPrefix("x=\"20\" "))
      #expect(separator.contains("width=\"\(Int(width) - 20)\""))
    }
  }

  /// Recording: github.com/cashapp/AccessibilitySnapshot, Example/SnapshotTests/
  /// SwiftUIListSectionTests.swift `testListWithHeadersAndFooters`, reference
  /// `testListWithHeadersAndFooters_17_5_393x852@3x.png` (iOS 17.5, 393 x 852, HEAD 5b03db81): a
  /// SwiftUI `List`, which UIKit lays out as an inset-grouped collection-view list. Its sections
  /// span 60...1119 px: 20 points in from each side of the 393-point screen.
  @Test func insetGroupedSectionsSitTwentyPointsInOnA393PointPhone() throws {
    let rows = SwitchRows()
    let table = table(rows, style: .insetGrouped, width: 393)
    for row in 0..<3 {
      let frame = table.rectForRow(at: IndexPath(row: row, section: 0))
      #expect(frame.minX == 20)
      #expect(frame.width == 353)
    }
    let list = flowGrid(
      FlowItems([3]),
      layout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)),
      frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let item = try #require(list.frame(ofItem: 0))
    #expect(item.minX == 20)
    #expect(item.width == 353)
  }

  /// Recordings: the same AccessibilitySnapshot reference (iOS 17.5), and github.com/getsentry/
  /// sentry-cocoa, Tests/SentryTests/ViewCapture/__Snapshots__/SentryUIRedactBuilderTests+SwiftUI/
  /// `testRedact_withSwiftUIList_withMaskAllTextDisabled_withMaskAllImagesDisabled_shouldNotRedactView
  /// .iOS-16-4-1.png` (iOS 16.4, commit 0f4a584c). Fitting the pixels of a section's top-left corner
  /// gives a 30 px (10 pt) continuous corner in both; the same test's view dump (SentryUIRedact
  /// BuilderTests+SwiftUI.swift at 081e33b4, "=== 16 ===") prints the list's grouped background
  /// with `cornerRadius = 10`. A continuous corner of radius 10 reaches 15.28 points along each
  /// edge, where the first row's outline starts.
  @Test func insetGroupedSectionsHaveTenPointContinuousCorners() {
    let rows = NumberedRows([3])
    let table = numberedTable(rows, style: .insetGrouped, rowHeight: 44)
    let svg = SVGRenderer().render(table)
    #expect(svg.contains("<path d=\"M15.28 0H"))
    #expect(!svg.contains("<path d=\"M10 0H"))
  }
}

/// A table's content margin follows its width: 16 points up to 375, 20 above.
@MainActor
@Suite struct TableContentMarginWidthTests {
  private func table(_ rows: some UITableViewDataSource, style: UITableView.Style, width: CGFloat)
    -> UITableView
  {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.layoutIfNeeded()
    return table
  }

  private func textLabel(of cell: UITableViewCell) -> UILabel? {
    cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first
  }

  /// Recording: github.com/getsentry/sentry-cocoa, Tests/SentryTests/ViewCapture/
  /// SentryUIRedactBuilderTests+SwiftUI.swift at 081e33b4 ("=== 16 ===", iOS 16): a list in a
  /// 300-point window prints its rows `frame = (16 ...; 268 44)`, sections inset 16 points; the
  /// iOS 16.4 reference image of the same test (commit 0f4a584c) has its cards at 48 px (16 pt).
  @Test func anInsetGroupedTableInAThreeHundredPointWindowIsInsetSixteen() throws {
    let rows = NumberedRows([2])
    defer { withExtendedLifetime(rows) {} }
    let table = table(rows, style: .insetGrouped, width: 300)
    let frame = table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(frame.minX == 16)
    #expect(frame.width == 268)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(abs((textLabel(of: cell)?.frame.minX ?? 0) - 16) < 1e-9)
    #expect(cell.separatorInset.left == 16)
  }

  /// Recording: a recursiveDescription of iOS's Apple ID sign-in sheet (`AAUISignInViewController`,
  /// a grouped table, iOS 15 or later) on a 375-point iPhone, kept in github.com/crifan/
  /// ios_re_dynamic_debug, src/debug_ui/cycript/output_example.md at 51b66bea: the row's `UITableViewLabel ... frame = (16 19; ...)` in a
  /// 375-point cell. MIT-Mobile/MIT-Mobile-for-iOS issue 719 measured separator insets of 16 on
  /// an iPhone 5 (320 points) and 20 on an iPhone 6 Plus (414 points).
  @Test(arguments: [(CGFloat(320), CGFloat(16)), (375, 16), (390, 20), (414, 20), (430, 20)])
  func rowsTakeTheMarginOfTheirWidth(width: CGFloat, margin: CGFloat) throws {
    let rows = NumberedRows([2])
    defer { withExtendedLifetime(rows) {} }
    let table = table(rows, style: .grouped, width: width)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(abs((textLabel(of: cell)?.frame.minX ?? 0) - margin) < 1e-9)
    #expect(cell.separatorInset.left == margin)
    let svg = SVGRenderer().render(table)
    #expect(svg.contains("<rect x=\"\(Int(margin))\" "))
  }

  /// The section titles line up with the rows' text at each width.
  @Test(arguments: [(CGFloat(300), CGFloat(16)), (393, 20)])
  func sectionTitlesTakeTheSameMargin(width: CGFloat, margin: CGFloat) throws {
    let rows = NumberedRows([1])
    defer { withExtendedLifetime(rows) {} }
    rows.headerTitles = ["Wi-Fi"]
    let table = table(rows, style: .grouped, width: width)
    let header = try #require(table.subviews.compactMap { $0 as? UIListContentView }.first)
    #expect(abs((header.textLabel?.frame.minX ?? 0) - margin) < 1e-9)
  }

  /// A set separator inset and set margins stay as set.
  @Test func setInsetsAndMarginsAreKept() throws {
    let rows = CustomMarginRows()
    defer { withExtendedLifetime(rows) {} }
    let table = table(rows, style: .plain, width: 300)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.separatorInset.left == 40)
    // A frame is read back from the centre and the size (a whole number of pixels), so the
    // origin may be off by a rounding error, as on iOS.
    #expect(abs((textLabel(of: cell)?.frame.minX ?? 0) - 30) < 1e-9)
  }
}

/// One row whose cell sets its own separator inset and content margins.
@MainActor
private final class CustomMarginRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    var content = cell.defaultContentConfiguration()
    content.text = "Custom"
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 30, bottom: 11, trailing: 30)
    cell.contentConfiguration = content
    cell.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    return cell
  }
}
