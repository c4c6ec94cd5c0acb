extension UIGrid {
  /// Creates a grid laid out as a list (`UICollectionViewCompositionalLayout.list(using:)`):
  /// rows of list cells whose content the row builder makes, under each section's title (a
  /// supplementary header) and above its footer.
  ///
  /// ```swift
  /// UIGrid(list: .insetGrouped, sections: [
  ///   UIListSection("iCloud", items: mailboxes)
  /// ]) { (box: Mailbox) in
  ///   var row = UIListContentConfiguration.cell()
  ///   row.text = box.name
  ///   return row
  /// }
  /// .accessories { (box: Mailbox) in [.label(text: "\(box.unread)"), .disclosureIndicator()] }
  /// ```
  /// - Parameters:
  ///   - appearance: The list's appearance.
  ///   - sections: The sections, in order.
  ///   - row: The content of an item's row.
  public convenience init<Item: Hashable>(
    list appearance: UICollectionLayoutListConfiguration.Appearance, sections: [UIListSection<Item>],
    row: @escaping (Item) -> UIListContentConfiguration
  ) {
    let titles = GridListTitles()
    let layout = UICollectionViewCompositionalLayout { index, environment in
      var list = UICollectionLayoutListConfiguration(appearance: appearance)
      list.headerMode = titles.header(of: index) == nil ? .none : .supplementary
      list.footerMode = titles.footer(of: index) == nil ? .none : .supplementary
      return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
    }
    self.init(frame: .zero, collectionViewLayout: layout)
    let accessories = GridListAccessories()
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, ListItemKey> { cell, _, key in
      guard let item = key.value as? Item else { return }
      cell.contentConfiguration = row(item)
      cell.accessories = accessories.make?(key.value) ?? []
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      var content = view.defaultContentConfiguration()
      content.text = titles.header(of: indexPath.section)
      view.contentConfiguration = content
    }
    let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { view, _, indexPath in
      var content = view.defaultContentConfiguration()
      content.text = titles.footer(of: indexPath.section)
      view.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, ListItemKey>(collectionView: self) {
      collectionView, indexPath, key in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: key)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      kind == UICollectionView.elementKindSectionHeader
        ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
    }
    let coordinator = GridCoordinator(dataSource: dataSource)
    setListState(coordinator: coordinator, titles: titles, accessories: accessories)
    delegate = coordinator
    update(sections: sections, animated: false)
  }

  /// Shows new list sections: rows of items that stay keep their cells, the others are inserted
  /// or deleted; the titles and footers change with them.
  /// - Parameters:
  ///   - sections: The sections, in order.
  ///   - animated: Whether UIKit animates the change.
  public func update<Item: Hashable>(sections: [UIListSection<Item>], animated: Bool = true) {
    listTitles?.headers = sections.map(\.title)
    listTitles?.footers = sections.map(\.footer)
    collectionViewLayout.invalidateLayout()
    showSections(sections.map { $0.items.map { ListItemKey(value: $0) } }, animated: animated)
    // Applying a snapshot keeps the header and footer views that show: give them the new text.
    for (kind, text) in [
      (UICollectionView.elementKindSectionHeader, listTitles?.header(of:)),
      (UICollectionView.elementKindSectionFooter, listTitles?.footer(of:)),
    ] {
      for indexPath in indexPathsForVisibleSupplementaryElements(ofKind: kind) {
        guard let view = supplementaryView(forElementKind: kind, at: indexPath) as? UICollectionViewListCell,
          var content = view.contentConfiguration as? UIListContentConfiguration
        else { continue }
        content.text = text?(indexPath.section)
        view.contentConfiguration = content
      }
    }
  }

  /// Sets the accessories of each item's row (a grid made with ``init(list:sections:row:)``).
  /// - Parameter accessories: The accessories of an item's row.
  @discardableResult
  public func accessories<Item: Hashable>(_ accessories: @escaping (Item) -> [UICellAccessory]) -> Self {
    listAccessories?.make = { item in (item as? Item).map(accessories) ?? [] }
    // Rows already shown take them now; rows made later take them when configured.
    for indexPath in indexPathsForVisibleItems {
      guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
        let key = gridCoordinator?.dataSource.itemIdentifier(for: indexPath)
      else { continue }
      cell.accessories = listAccessories?.make?(key.value) ?? []
    }
    return self
  }
}

/// The titles and footers of a list grid's sections, read by its layout and its header views.
final class GridListTitles {
  var headers: [String?] = []
  var footers: [String?] = []

  func header(of section: Int) -> String? { headers.indices.contains(section) ? headers[section] : nil }
  func footer(of section: Int) -> String? { footers.indices.contains(section) ? footers[section] : nil }
}

/// How a list grid makes a row's accessories.
final class GridListAccessories {
  var make: ((AnyHashable) -> [UICellAccessory])?
}
