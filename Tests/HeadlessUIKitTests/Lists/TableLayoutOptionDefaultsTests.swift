import DeclarativeUIKit
import Testing

/// UITableView's `cellLayoutMarginsFollowReadableWidth` and `isPrefetchingEnabled`.
@MainActor
@Suite struct TableLayoutOptionDefaultsTests {
  // UITableView.h: cellLayoutMarginsFollowReadableWidth "default is NO";
  // developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled: "The default value
  // of this property is true".
  @Test func defaultsAreUIKits() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(!table.cellLayoutMarginsFollowReadableWidth)
    #expect(table.isPrefetchingEnabled)
    table.cellLayoutMarginsFollowReadableWidth = true
    table.isPrefetchingEnabled = false
    #expect(table.cellLayoutMarginsFollowReadableWidth)
    #expect(!table.isPrefetchingEnabled)
  }
}
