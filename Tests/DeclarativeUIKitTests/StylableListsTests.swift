import DeclarativeUIKit
import Testing

// Modifiers of UICollectionView and UITableView: the data source and cell registration, chained
// where a screen declares its list.
@MainActor
@Suite struct StylableListsTests {
  private final class Numbers: NSObject, UICollectionViewDataSource, UITableViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
    }
  }

  private final class NumberCell: UICollectionViewCell {}
  private final class NumberRow: UITableViewCell {}

  @Test func aCollectionViewGetsItsDataSourceAndCellClassInTheChain() {
    let numbers = Numbers()
    let layout = UICollectionViewFlowLayout()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout
    )
    .dataSource(numbers)
    .registerCellClass(NumberCell.self, forCellWithReuseIdentifier: "number")
    #expect(grid.dataSource === numbers)
    #expect(grid.numberOfItems(inSection: 0) == 3)
    #expect(
      grid.dequeueReusableCell(withReuseIdentifier: "number", for: IndexPath(item: 0, section: 0))
        is NumberCell)
  }

  @Test func aTableViewGetsItsDataSourceAndCellClassInTheChain() {
    let numbers = Numbers()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      .dataSource(numbers)
      .registerCellClass(NumberRow.self, forCellReuseIdentifier: "number")
    #expect(table.dataSource === numbers)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(
      table.dequeueReusableCell(withIdentifier: "number", for: IndexPath(row: 0, section: 0)) is NumberRow)
  }
}
