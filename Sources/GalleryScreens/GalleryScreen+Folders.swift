import DeclarativeUIKit

extension GalleryScreen {
  /// A notes app's folders: a navigation controller with a search controller in its navigation
  /// item, over an outline list declared with `UIGrid(outline:rows:row:)`: accounts are
  /// expandable header rows, folders nest under folders, each with its note count.
  static let folders: GalleryScreen = GalleryScreen(
    name: "folders",
    summary: "Folders: an outline list (expandable accounts and nested folders) under a search bar"
  ) {
    let rows = [
      UIOutlineRow(
        Folder("iCloud", account: true), isExpanded: true,
        children: [
          UIOutlineRow(Folder("Notes", count: 48)),
          UIOutlineRow(
            Folder("Recipes", count: 17), isExpanded: true,
            children: [
              UIOutlineRow(Folder("Baking", count: 9)), UIOutlineRow(Folder("Weeknight Dinners", count: 8)),
            ]),
          UIOutlineRow(
            Folder("Travel", count: 6), children: [UIOutlineRow(Folder("Lisbon", count: 4))]),
          UIOutlineRow(Folder("Recently Deleted", count: 3, symbol: "trash")),
        ]),
      UIOutlineRow(
        Folder("On My iPhone", account: true),
        children: [UIOutlineRow(Folder("Notes ", count: 2))]),
    ]
    let list = UIGrid(outline: .insetGrouped, rows: rows) { (folder: Folder) in
      if folder.isAccount {
        var header = UIListContentConfiguration.prominentInsetGroupedHeader()
        header.text = folder.name
        return header
      }
      var row = UIListContentConfiguration.cell()
      row.text = folder.name.trimmingCharacters(in: .whitespaces)
      row.image = UIImage(systemName: folder.symbol)
      row.imageProperties.tintColor = .systemYellow
      return row
    }
    .accessories { (folder: Folder) in folder.isAccount ? [] : [.label(text: "\(folder.count)")] }
    let search = UISearchController(searchResultsController: nil)
    search.searchBar.placeholder = "Search"
    let folders = UIViewController {
      list.backgroundColor(.systemGroupedBackground)
    }
    .title("Folders")
    .largeTitleDisplayMode(.always)
    .rightBarButtonItems([UIBarButtonItem(systemItem: .edit)])
    folders.navigationItem.searchController = search
    folders.navigationItem.hidesSearchBarWhenScrolling = false
    folders.view.backgroundColor = .systemGroupedBackground
    return UINavigationController(rootViewController: folders).prefersLargeTitles(true)
  }
}

/// A folder of notes, or an account holding folders.
private struct Folder: Hashable {
  var name: String
  var count: Int
  var symbol: String
  var isAccount: Bool

  init(_ name: String, count: Int = 0, symbol: String = "folder", account: Bool = false) {
    self.name = name
    self.count = count
    self.symbol = symbol
    self.isAccount = account
  }
}
