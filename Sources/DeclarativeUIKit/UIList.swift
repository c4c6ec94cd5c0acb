/// One section of a ``UIList``: an optional title above it, its items, and an optional footer.
///
/// ```swift
/// UIListSection("Network", items: ["Wi-Fi", "Bluetooth"])
/// ```
public struct UIListSection<Item: Hashable> {
  /// The title shown above the section, or `nil`.
  public var title: String?
  /// The text shown below the section, or `nil`.
  public var footer: String?
  /// The items, one row each. An item may appear once in the whole list, as in UIKit's
  /// diffable data sources.
  public var items: [Item]

  /// Creates a section.
  /// - Parameters:
  ///   - title: The title above the section, or `nil`.
  ///   - footer: The text below the section, or `nil`.
  ///   - items: The items, one row each.
  public init(_ title: String? = nil, footer: String? = nil, items: [Item]) {
    self.title = title
    self.footer = footer
    self.items = items
  }
}

/// A table view declared from data: sections of items, and a row builder that turns an item
/// into its row's content. It is backed by a `UITableViewDiffableDataSource`, so giving it new
/// sections with ``update(sections:animated:)`` changes only the rows whose items changed.
///
/// ```swift
/// UIList(style: .insetGrouped, sections: [
///   UIListSection("Network", items: ["Wi-Fi", "Bluetooth"])
/// ]) { name in
///   var row = UIListContentConfiguration.valueCell()
///   row.text = name
///   return row
/// }
/// .accessory { (_: String) in .disclosureIndicator }
/// .onSelect { (name: String) in print(name) }
/// ```
open class UIList: UITableView {
  private var coordinator: ListCoordinator?

  /// Creates a list of sections whose rows the row builder makes.
  /// - Parameters:
  ///   - style: The table view style; `.insetGrouped` by default.
  ///   - sections: The sections, in order.
  ///   - row: The content of an item's row.
  public convenience init<Item: Hashable>(
    style: UITableView.Style = .insetGrouped, sections: [UIListSection<Item>],
    row: @escaping (Item) -> UIListContentConfiguration
  ) {
    self.init(frame: .zero, style: style)
    register(UITableViewCell.self, forCellReuseIdentifier: ListCoordinator.reuseIdentifier)
    let coordinator = ListCoordinator(tableView: self) { item in
      guard let item = item as? Item else { return UIListContentConfiguration.cell() }
      return row(item)
    }
    self.coordinator = coordinator
    delegate = coordinator
    update(sections: sections, animated: false)
  }

  /// Shows new sections: rows of items that stay keep their cells, the others are inserted or
  /// deleted.
  /// - Parameters:
  ///   - sections: The sections, in order.
  ///   - animated: Whether UIKit animates the change.
  public func update<Item: Hashable>(sections: [UIListSection<Item>], animated: Bool = true) {
    coordinator?.show(
      sections.map { section in
        ListCoordinator.Section(
          title: section.title, footer: section.footer, items: section.items.map { ListItemKey(value: $0) })
      }, animated: animated)
  }

  /// Sets the standard accessory of each item's row.
  /// - Parameter accessory: The accessory of an item's row.
  @discardableResult
  public func accessory<Item: Hashable>(_ accessory: @escaping (Item) -> UITableViewCell.AccessoryType)
    -> Self
  {
    coordinator?.accessory = { item in (item as? Item).map(accessory) ?? .none }
    coordinator?.refresh()
    return self
  }

  /// Gives each item's row the actions it shows when swiped from its trailing edge.
  /// - Parameter actions: The actions of an item's row, the first nearest the edge; none for
  ///   an empty array.
  @discardableResult
  public func trailingSwipeActions<Item: Hashable>(_ actions: @escaping (Item) -> [UIContextualAction])
    -> Self
  {
    coordinator?.trailingActions = { item in (item as? Item).map(actions) ?? [] }
    return self
  }

  /// Gives each item's row the actions it shows when swiped from its leading edge.
  /// - Parameter actions: The actions of an item's row, the first nearest the edge; none for
  ///   an empty array.
  @discardableResult
  public func leadingSwipeActions<Item: Hashable>(_ actions: @escaping (Item) -> [UIContextualAction])
    -> Self
  {
    coordinator?.leadingActions = { item in (item as? Item).map(actions) ?? [] }
    return self
  }

  /// Shows a view above the first section, as tall as its Auto Layout content at the list's
  /// width.
  ///
  /// ```swift
  /// list.tableHeaderView {
  ///   UILabel().text("Storage")
  /// }
  /// ```
  /// - Parameter content: Makes the view.
  @discardableResult
  public func tableHeaderView(_ content: () -> UIView) -> Self {
    tableHeaderView = content()
    fittedWidth = nil
    setNeedsLayout()
    return self
  }

  /// Shows a view below the last section, as tall as its Auto Layout content at the list's
  /// width.
  /// - Parameter content: Makes the view.
  @discardableResult
  public func tableFooterView(_ content: () -> UIView) -> Self {
    tableFooterView = content()
    fittedWidth = nil
    setNeedsLayout()
    return self
  }

  /// The width the header and footer views were last sized at.
  private var fittedWidth: CGFloat?

  /// Sizes the header and footer views to their content when the width changes, and gives
  /// them to the table again so it takes their new heights.
  open override func layoutSubviews() {
    if fittedWidth != bounds.width {
      fittedWidth = bounds.width
      if let header = tableHeaderView {
        header.frame.size = fittedSize(of: header)
        tableHeaderView = header
      }
      if let footer = tableFooterView {
        footer.frame.size = fittedSize(of: footer)
        tableFooterView = footer
      }
    }
    super.layoutSubviews()
  }

  private func fittedSize(of view: UIView) -> CGSize {
    let size = view.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return CGSize(width: bounds.width, height: size.height)
  }

  /// Runs an action when the user selects a row; the row is deselected again, as in Settings.
  /// - Parameter action: Called with the row's item.
  @discardableResult
  public func onSelect<Item: Hashable>(_ action: @escaping (Item) -> Void) -> Self {
    coordinator?.select = { item in
      if let item = item as? Item { action(item) }
    }
    return self
  }
}

/// An item of any hashable type as a diffable identifier.
struct ListItemKey: Hashable, @unchecked Sendable {
  let value: AnyHashable
}

extension NSDiffableDataSourceSnapshot where SectionIdentifierType == Int {
  /// A snapshot of sections numbered in order, each holding its items: how ``UIList`` and
  /// ``UIGrid`` show theirs.
  init(numberedSections sections: [[ItemIdentifierType]]) {
    self.init()
    appendSections(Array(sections.indices))
    for (index, items) in sections.enumerated() {
      appendItems(items, toSection: index)
    }
  }
}

/// The data source and delegate behind a ``UIList``.
final class ListCoordinator: NSObject, UITableViewDelegate {
  static let reuseIdentifier = "UIList.row"

  struct Section {
    var title: String?
    var footer: String?
    var items: [ListItemKey]
  }

  private let dataSource: ListDataSource
  var accessory: ((AnyHashable) -> UITableViewCell.AccessoryType)?
  var select: ((AnyHashable) -> Void)?
  var trailingActions: ((AnyHashable) -> [UIContextualAction])?
  var leadingActions: ((AnyHashable) -> [UIContextualAction])?

  init(tableView: UITableView, row: @escaping (AnyHashable) -> UIListContentConfiguration) {
    let box = AccessoryBox()
    dataSource = ListDataSource(tableView: tableView) { tableView, indexPath, key in
      let cell = tableView.dequeueReusableCell(
        withIdentifier: ListCoordinator.reuseIdentifier, for: indexPath)
      cell.contentConfiguration = row(key.value)
      cell.accessoryType = box.accessory?(key.value) ?? .none
      return cell
    }
    self.box = box
    super.init()
  }

  private let box: AccessoryBox

  /// Shows sections, as a snapshot whose sections are numbered in order.
  func show(_ sections: [Section], animated: Bool) {
    let snapshot = NSDiffableDataSourceSnapshot(numberedSections: sections.map(\.items))
    dataSource.titles = sections.map(\.title)
    dataSource.footers = sections.map(\.footer)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  /// Makes the visible rows again with the current accessory.
  func refresh() {
    box.accessory = accessory
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems(snapshot.itemIdentifiers)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let key = dataSource.itemIdentifier(for: indexPath), let actions = trailingActions?(key.value),
      !actions.isEmpty
    else { return nil }
    return UISwipeActionsConfiguration(actions: actions)
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let key = dataSource.itemIdentifier(for: indexPath), let actions = leadingActions?(key.value),
      !actions.isEmpty
    else { return nil }
    return UISwipeActionsConfiguration(actions: actions)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let key = dataSource.itemIdentifier(for: indexPath) { select?(key.value) }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

/// Holds the accessory closure the cell provider reads, so it can be set after the data source
/// is made.
final class AccessoryBox {
  var accessory: ((AnyHashable) -> UITableViewCell.AccessoryType)?
}

/// A diffable data source that gives the list's section titles and footers.
final class ListDataSource: UITableViewDiffableDataSource<Int, ListItemKey> {
  var titles: [String?] = []
  var footers: [String?] = []

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section < titles.count ? titles[section] : nil
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section < footers.count ? footers[section] : nil
  }
}
