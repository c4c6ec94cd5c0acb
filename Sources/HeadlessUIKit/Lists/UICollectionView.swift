import Foundation

/// A scrolling view of items in sections, placed by a layout object and filled by a data source.
///
/// As with table views, only the items that show have cells: the collection view asks its
/// layout for the elements in the visible rectangle, gives each a cell from its data source,
/// and keeps cells that scroll out for reuse.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 96, height: 96)
/// let grid = UICollectionView(frame: screen, collectionViewLayout: layout)
/// let photo = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
///   cell.backgroundColor = .systemGray5
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The kind of section header supplementary views.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of section footer supplementary views.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Creates a collection view with a layout.
  /// - Parameters:
  ///   - frame: The view's rectangle in its superview's coordinates.
  ///   - layout: The layout that places the items.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
  }

  /// Creates a collection view with a flow layout from an archive (HeadlessUIKit reads nothing
  /// from it).
  /// - Parameter coder: The archive (ignored).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// The layout that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      layoutDidInvalidate()
    }
  }

  /// The object that gives the sections, items and cells; not kept alive.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// The object told about selection; not kept alive. It is the scroll view's delegate too
  /// (`UICollectionViewDelegate` refines `UIScrollViewDelegate`), so it hears the view scroll.
  open var delegate: (any UICollectionViewDelegate)? {
    get { scrollDelegate as? any UICollectionViewDelegate }
    set { scrollDelegate = newValue }
  }

  // MARK: Registration and reuse

  private var cellClasses: [String: UICollectionReusableView.Type] = [:]
  private var reusable: [String: [UICollectionReusableView]] = [:]

  /// Registers the class of the cells to make for a reuse identifier.
  /// - Parameters:
  ///   - cellClass: A `UICollectionViewCell` class, or `nil` to remove it.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses["cell/" + identifier] = cellClass.flatMap { $0 as? UICollectionReusableView.Type }
  }

  /// Registers the class of the supplementary views to make for a kind and reuse identifier.
  /// - Parameters:
  ///   - viewClass: A `UICollectionReusableView` class, or `nil` to remove it.
  ///   - elementKind: The kind of view.
  ///   - identifier: The reuse identifier.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    cellClasses[elementKind + "/" + identifier] = viewClass.flatMap { $0 as? UICollectionReusableView.Type }
  }

  private func dequeue(_ key: String, identifier: String, what: String) -> UICollectionReusableView {
    if let view = reusable[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = cellClasses[key] else {
      fatalError(
        "UICollectionView: could not dequeue a view of kind: \(what) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    let view = viewClass.init()
    view.reuseIdentifier = key
    return view
  }

  /// A cell waiting for reuse under the identifier, or a new one of the registered class; an
  /// unregistered identifier stops the program, as UIKit raises.
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item the cell is for.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = dequeue("cell/" + identifier, identifier: identifier, what: "UICollectionElementKindCell")
        as? UICollectionViewCell
    else {
      fatalError("UICollectionView: the class registered for \(identifier) is not a UICollectionViewCell")
    }
    // UIKit applies the item's layout attributes before handing the cell out, so its default
    // content configuration already fits its place.
    if let cell = cell as? UICollectionViewListCell {
      cell.listStyle = collectionViewLayout.listStyle(of: .cell, kind: nil, at: indexPath)
    }
    return cell
  }

  /// A supplementary view waiting for reuse, or a new one of the registered class.
  /// - Parameters:
  ///   - elementKind: The kind of view.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: Its index path.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = dequeue(elementKind + "/" + identifier, identifier: identifier, what: elementKind)
    if let view = view as? UICollectionViewListCell {
      view.listStyle = collectionViewLayout.listStyle(
        of: .supplementaryView, kind: elementKind, at: indexPath)
    }
    return view
  }

  /// Makes a cell for an item with a registration: reused or new, then configured by the
  /// registration's handler.
  /// - Parameters:
  ///   - registration: The cell registration.
  ///   - indexPath: The item.
  ///   - item: The item's identifier, passed to the handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registration.identifier
    if cellClasses["cell/" + identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: identifier)
    }
    guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
      fatalError("UICollectionView: a registration's cell is not of its class")
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// Makes a supplementary view with a registration: reused or new, then configured.
  /// - Parameters:
  ///   - registration: The supplementary registration.
  ///   - indexPath: Its index path.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = registration.elementKind + "/" + registration.identifier
    if cellClasses[key] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.identifier)
    }
    guard
      let view = dequeueReusableSupplementaryView(
        ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        as? Supplementary
    else { fatalError("UICollectionView: a registration's view is not of its class") }
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  // MARK: Data

  private var counts: [Int]?
  private var needsPrepare = true
  private var shownCells: [IndexPath: UICollectionViewCell] = [:]
  private var visibleSupplementary: [String: UICollectionReusableView] = [:]
  private var selected: [IndexPath] = []

  /// Reloads every section and item at the next layout; visible cells go back for reuse.
  open func reloadData() {
    for (_, cell) in shownCells { enqueue(cell) }
    for (_, view) in visibleSupplementary { enqueue(view) }
    shownCells = [:]
    visibleSupplementary = [:]
    counts = nil
    collectionViewLayout.dataDidChange()
    layoutDidInvalidate()
  }

  /// The layout changed: prepare it again at the next layout.
  func layoutDidInvalidate() {
    needsPrepare = true
    setNeedsLayout()
  }

  private var loadedCounts: [Int] {
    if let counts { return counts }
    var result: [Int] = []
    if let dataSource {
      for section in 0..<dataSource.numberOfSections(in: self) {
        result.append(dataSource.collectionView(self, numberOfItemsInSection: section))
      }
    }
    counts = result
    return result
  }

  /// Loads the counts from the data source if they are not loaded, so a batch update that
  /// follows starts from them.
  package func loadDataIfNeeded() {
    _ = loadedCounts
  }

  /// The number of sections, from the data source.
  open var numberOfSections: Int { loadedCounts.count }

  /// The number of items in a section, from the data source.
  /// - Parameter section: The section.
  open func numberOfItems(inSection section: Int) -> Int { loadedCounts[section] }

  /// The cells that show.
  open var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { shownCells[$0] }
  }

  /// The items that show, in order.
  open var indexPathsForVisibleItems: [IndexPath] { shownCells.keys.sorted() }

  /// An item's cell if it shows, else `nil`.
  /// - Parameter indexPath: The item.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells[indexPath] }

  /// The supplementary view of a kind at an index path if it shows, else `nil`.
  /// - Parameters:
  ///   - elementKind: The view's kind.
  ///   - indexPath: Its index path.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplementary["\(elementKind)/\(indexPath.section)/\(indexPath.item)"]
  }

  /// The supplementary views of a kind that show.
  /// - Parameter elementKind: The views' kind.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }

  /// The index paths of the supplementary views of a kind that show, in order.
  /// - Parameter elementKind: The views' kind.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleSupplementary.keys.compactMap { key -> IndexPath? in
      let parts = key.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0] == elementKind, let section = Int(parts[1]), let item = Int(parts[2])
      else { return nil }
      return IndexPath(item: item, section: section)
    }.sorted()
  }

  /// The layout's attributes of an item.
  /// - Parameter indexPath: The item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Whether the collection view is editing; default `false`. List cells show the accessories
  /// of the editing state.
  open var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      for cell in shownCells.values { (cell as? UICollectionViewListCell)?.isListEditing = isEditing }
      setNeedsLayout()
    }
  }

  /// The selected items, in order.
  open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

  /// Selects an item without telling the delegate.
  /// - Parameters:
  ///   - indexPath: The item, or `nil` to clear the selection.
  ///   - animated: Whether to animate (ignored).
  ///   - scrollPosition: Where the item ends up (HeadlessUIKit does not scroll).
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    for item in selected { shownCells[item]?.isSelected = false }
    selected = indexPath.map { [$0] } ?? []
    if let indexPath { shownCells[indexPath]?.isSelected = true }
  }

  /// Deselects an item without telling the delegate.
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Whether to animate (ignored).
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    shownCells[indexPath]?.isSelected = false
  }

  /// Taps an item as a user would (HeadlessUIKit only): selects it and tells the delegate.
  /// - Parameter indexPath: The item.
  public func simulateTap(onItemAt indexPath: IndexPath) {
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  // MARK: Layout

  private func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    _ = loadedCounts
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
  }

  /// Scrolling shows other items: a change of the bounds' origin lays the view out again.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let moved = newValue.origin != super.bounds.origin
      let resized = newValue.size != super.bounds.size
      super.bounds = newValue
      if resized { needsPrepare = true }
      if moved { setNeedsLayout() }
    }
  }

  /// The view's frame; a new width prepares the layout again.
  open override var frame: CGRect {
    get { super.frame }
    set {
      if newValue.size != super.frame.size { needsPrepare = true }
      super.frame = newValue
    }
  }

  /// Lays out the elements that show: asks the layout for those in the visible rectangle, gives
  /// them cells and views, and takes back those that left. A self-sizing layout hears each new
  /// cell's preferred size; the elements are placed again until no size changes.
  open override func layoutSubviews() {
    super.layoutSubviews()
    prepareIfNeeded()
    guard let dataSource else { return }
    var changed = false
    // Each pass measures the cells that came into view, which may bring more into view when
    // they are shorter than their estimate; a cell measured once keeps its size, so the passes
    // end when the screen is full of measured cells. The bound only guards against a layout
    // that never settles.
    for _ in 0..<Self.maximumMeasuringPasses {
      let (placed, resized) = placeElements(from: dataSource)
      changed = changed || placed
      remeasuresShownCells = false
      guard resized else { break }
      prepareIfNeeded()
    }
    if changed, !isPlacingItems {
      // The views just placed lay out their content in this pass.
      isPlacingItems = true
      var root: UIView = self
      while let parent = root.superview { root = parent }
      LayoutEngine.engine(for: root).layOut(root)
      isPlacingItems = false
    }
  }

  /// Places the elements in the visible rectangle once: whether a view moved or changed, and
  /// whether a new cell's preferred size changed the layout.
  private func placeElements(
    from dataSource: any UICollectionViewDataSource
  ) -> (changed: Bool, resized: Bool) {
    let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    let measures = collectionViewLayout.asksCellsForPreferredAttributes
    var cells: [IndexPath: UICollectionViewCell] = [:]
    var supplementary: [String: UICollectionReusableView] = [:]
    var raised: [(zIndex: Int, view: UIView)] = []
    var changed = false
    var resized = false
    // List cells and headers take the side margin of the list's width.
    let listMargin = TableMetrics.contentMargin(forWidth: bounds.width)
    for element in attributes where !element.isHidden {
      let view: UICollectionReusableView
      var frame = element.frame
      switch element.representedElementCategory {
      case .cell:
        var cell = shownCells[element.indexPath]
        if cell == nil || remeasuresShownCells {
          let made = cell ?? dataSource.collectionView(self, cellForItemAt: element.indexPath)
          // Before it is measured.
          (made as? UICollectionViewListCell)?.listContentMargin = listMargin
          if measures, let measured = measure(made, as: element) {
            resized = true
            frame = measured
          }
          cell = made
        }
        guard let cell else { continue }
        cell.isSelected = selected.contains(element.indexPath)
        if let cell = cell as? UICollectionViewListCell {
          // Its place in the section may have changed with the items.
          cell.listStyle = collectionViewLayout.listStyle(of: .cell, kind: nil, at: element.indexPath)
          cell.isListEditing = isEditing
        }
        cells[element.indexPath] = cell
        view = cell
      case .supplementaryView:
        let kind = element.representedElementKind ?? ""
        let key = "\(kind)/\(element.indexPath.section)/\(element.indexPath.item)"
        let shown = visibleSupplementary[key]
        let found =
          shown
          ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
        (found as? UICollectionViewListCell)?.listContentMargin = listMargin
        if measures, shown == nil || remeasuresShownCells, let measured = measure(found, as: element) {
          resized = true
          frame = measured
        }
        supplementary[key] = found
        view = found
      case .decorationView:
        let key =
          "\(element.representedElementKind ?? "")/\(element.indexPath.section)/\(element.indexPath.item)"
        let found = visibleSupplementary[key] ?? collectionViewLayout.makeDecorationView(for: element)
        supplementary[key] = found
        view = found
      }
      if view.superview !== self {
        // Elements below the others (a list section's background) go behind them.
        if element.zIndex < 0 { insertSubview(view, at: 0) } else { addSubview(view) }
        changed = true
      }
      if view.frame != frame {
        view.frame = frame
        changed = true
      }
      if element.zIndex > 0 { raised.append((element.zIndex, view)) }
    }
    // Elements above the others (a pinned header) go in front, the highest last.
    for (_, view) in raised.sorted(by: { $0.zIndex < $1.zIndex }) where subviews.last !== view {
      bringSubviewToFront(view)
      changed = true
    }
    for (indexPath, cell) in shownCells where cells[indexPath] !== cell {
      enqueue(cell)
      changed = true
    }
    for (key, view) in visibleSupplementary where supplementary[key] !== view {
      enqueue(view)
      changed = true
    }
    shownCells = cells
    visibleSupplementary = supplementary
    return (changed, resized)
  }

  /// Asks a new view for its preferred attributes at the layout's; when the layout takes them,
  /// the frame the view has at once: its measured size, as UIKit sizes a view before it gives
  /// it a frame, so content pinned to its edges never meets the estimate. The next pass moves
  /// it to where the layout puts it.
  private func measure(_ view: UICollectionReusableView, as element: UICollectionViewLayoutAttributes)
    -> CGRect?
  {
    view.frame = element.frame
    let preferred = view.preferredLayoutAttributesFitting(element.copied())
    guard
      collectionViewLayout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: element)
    else { return nil }
    collectionViewLayout.takePreferredAttributes(preferred)
    return CGRect(origin: element.frame.origin, size: preferred.size)
  }

  /// The most passes one layout makes to measure the cells that come into view.
  private static let maximumMeasuringPasses = 1_000

  private var isPlacingItems = false
  /// Set when the items changed: a self-sizing layout forgot its sizes, so the cells that stay
  /// give theirs again.
  private var remeasuresShownCells = false

  private func enqueue(_ view: UICollectionReusableView) {
    view.removeFromSuperview()
    if let key = view.reuseIdentifier { reusable[key, default: []].append(view) }
  }

  // MARK: Updates

  /// Applies changes of items and sections; HeadlessUIKit reloads the counts and keeps the
  /// cells of items that stay.
  /// - Parameters:
  ///   - updates: Calls that insert, delete or reload items and sections.
  ///   - completion: Called with `true` once the changes are made.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    _ = loadedCounts
    pendingChanges = TableBatch()
    updates?()
    let changes = pendingChanges ?? TableBatch()
    pendingChanges = nil
    let before = counts ?? []
    counts = nil
    let after = loadedCounts
    changes.validate(before: before, after: after)
    var moved: [IndexPath: UICollectionViewCell] = [:]
    for (indexPath, cell) in shownCells {
      if let destination = changes.newIndexPath(for: indexPath) {
        moved[destination] = cell
      } else {
        enqueue(cell)
      }
    }
    shownCells = moved
    selected = selected.compactMap(changes.newIndexPath(for:))
    collectionViewLayout.dataDidChange()
    remeasuresShownCells = true
    layoutDidInvalidate()
    completion?(true)
  }

  private var pendingChanges: TableBatch?

  private func record(_ change: (inout TableBatch) -> Void) {
    if pendingChanges != nil {
      change(&pendingChanges!)
      return
    }
    withoutActuallyEscaping(change) { change in
      performBatchUpdates { self.record(change) }
    }
  }

  /// Inserts items, in the index space after the update.
  /// - Parameter indexPaths: The new items.
  open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows += indexPaths } }
  /// Deletes items, in the index space before the update.
  /// - Parameter indexPaths: The items to delete.
  open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows += indexPaths } }
  /// Reloads items: their cells are asked for again.
  /// - Parameter indexPaths: The items.
  open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows += indexPaths } }
  /// Inserts sections.
  /// - Parameter sections: The new sections.
  open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
  /// Deletes sections.
  /// - Parameter sections: The sections to delete.
  open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
  /// Reloads sections.
  /// - Parameter sections: The sections to reload.
  open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

  /// Where an item ends up when the collection view scrolls to it.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a position from its bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}

extension UICollectionView {
  /// How to make and configure the cell of an item, without reuse identifiers.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let handler: Handler
    let identifier = UUID().uuidString

    /// Creates a registration.
    /// - Parameter handler: Configures a cell for an item.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// How to make and configure a supplementary view of one kind.
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    let elementKind: String
    let handler: Handler
    let identifier = UUID().uuidString

    /// Creates a registration.
    /// - Parameters:
    ///   - elementKind: The kind of view.
    ///   - handler: Configures a view.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }
}
