import Foundation

/// A table view data source that shows snapshots: give it a snapshot of section and item
/// identifiers and it updates the table view with the rows that changed, keeping the cells of
/// the others.
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<String, String>(tableView: tableView) {
///   tableView, indexPath, item in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///   var content = cell.defaultContentConfiguration()
///   content.text = item
///   cell.contentConfiguration = content
///   return cell
/// }
/// dataSource.apply(snapshot)
/// ```
///
/// It makes itself the table view's data source; the table view does not keep it alive, so
/// keep a reference. Subclass it to give section titles.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  NSObject, UITableViewDataSource
{
  /// Makes the cell of an item.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// The animation of inserted and deleted rows; default `.automatic` (HeadlessUIKit does not
  /// animate).
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates a data source for a table view and makes it the table view's data source.
  /// - Parameters:
  ///   - tableView: The table view to fill.
  ///   - cellProvider: Makes the cell of an item, usually with `dequeueReusableCell`.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows a snapshot: rows and sections that changed are deleted, inserted or reloaded in one
  /// batch update; the others keep their cells. HeadlessUIKit does not animate.
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - animatingDifferences: Whether to animate (ignored).
  ///   - completion: Called once the table view shows the snapshot.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    // The table view counts the rows it shows now before the snapshot changes them.
    tableView?.loadDataIfNeeded()
    let changes = DiffableChanges(from: current, to: snapshot)
    current = snapshot
    guard let tableView, !changes.isEmpty else {
      completion?()
      return
    }
    let animation = defaultRowAnimation
    tableView.performBatchUpdates(
      {
        tableView.deleteSections(changes.deletedSections, with: animation)
        tableView.insertSections(changes.insertedSections, with: animation)
        tableView.reloadSections(changes.reloadedSections, with: animation)
        tableView.deleteRows(at: changes.deletedItems, with: animation)
        tableView.insertRows(at: changes.insertedItems, with: animation)
        tableView.reloadRows(at: changes.reloadedItems, with: animation)
      }, completion: nil)
    tableView.reconfigureRows(at: changes.reconfiguredItems)
    completion?()
  }

  /// Shows a snapshot by reloading the table view: every visible row gets its cell again.
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - completion: Called once the table view shows the snapshot.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The section at an index, or `nil`.
  /// - Parameter index: The section's index.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }

  /// A section's index, or `nil`.
  /// - Parameter sectionIdentifier: The section.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The item at an index path, or `nil`.
  /// - Parameter indexPath: The row.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// An item's index path, or `nil`.
  /// - Parameter itemIdentifier: The item.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  // MARK: UITableViewDataSource

  /// The snapshot's number of sections.
  /// - Parameter tableView: The table view asking.
  open func numberOfSections(in tableView: UITableView) -> Int {
    current.numberOfSections
  }

  /// The number of items in the snapshot's section.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map(current.numberOfItems(inSection:)) ?? 0
  }

  /// The cell the cell provider makes for the row's item.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item)
    else {
      fatalError("UITableViewDiffableDataSource: the cell provider returned no cell for row \(indexPath)")
    }
    return cell
  }

  /// No header title; subclass to give one.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title; subclass to give one.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// `false`: rows show no editing controls until a subclass says so (apps subclass to edit,
  /// as "First steps with UITableViewDiffableDataSource - Part 2", My iOS Studies, 2021,
  /// shows).
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Nothing; subclass to delete or insert items.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The control the user confirmed.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// `false`: rows show no reorder control until a subclass says so.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// Nothing; subclass to move items.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where the user dropped it.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}
