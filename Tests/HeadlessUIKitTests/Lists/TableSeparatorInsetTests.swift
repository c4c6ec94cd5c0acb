import DeclarativeUIKit
import Testing

/// UITableView's `separatorInset`.
@MainActor
@Suite struct TableSeparatorInsetTests {
  // UITableView.h documents no default; the automatic inset here is the list's content margin
  // (16 up to 375 points wide, 20 above: TableMetrics.contentMargin(forWidth:)), where the cells'
  // separators start. No public recording of the value iOS 16 reads was found.
  @Test(arguments: [(CGFloat(375), CGFloat(16)), (390, 20)])
  func theInsetReadsAsTheAutomaticOneUntilSet(width: CGFloat, left: CGFloat) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .plain)
    #expect(table.separatorInset == UIEdgeInsets(top: 0, left: left, bottom: 0, right: 0))
  }

  // developer.apple.com/documentation/uikit/uitableview/separatorinset: the value set is kept.
  @Test func aSetInsetIsKept() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    table.separatorInset = .zero
    #expect(table.separatorInset == .zero)
  }
}
