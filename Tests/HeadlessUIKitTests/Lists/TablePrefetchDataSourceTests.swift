import DeclarativeUIKit
import Testing

/// UITableView's `prefetchDataSource` and UITableViewDataSourcePrefetching.
@MainActor
@Suite struct TablePrefetchDataSourceTests {
  // UITableView.h: prefetchDataSource is "weak, nullable"; the protocol requires
  // tableView(_:prefetchRowsAt:) and makes tableView(_:cancelPrefetchingForRowsAt:) optional.
  @Test func theTableHoldsItsPrefetchDataSourceWeakly() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.prefetchDataSource == nil)
    var prefetcher: Prefetcher? = Prefetcher()
    table.prefetchDataSource = prefetcher
    #expect(table.prefetchDataSource === prefetcher)
    prefetcher?.tableView(table, cancelPrefetchingForRowsAt: [IndexPath(row: 0, section: 0)])
    prefetcher = nil
    #expect(table.prefetchDataSource == nil)
  }
}

/// A prefetch data source implementing only the required method.
@MainActor
private final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
}
