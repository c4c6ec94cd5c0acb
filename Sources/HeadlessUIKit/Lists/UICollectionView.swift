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
    withoutMarkingAppearance { backgroundColor = .systemBackground }
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

  /// The views waiting for reuse and the classes registered for their keys.
  var pool = ListReusePool<CollectionReuseKey, UICollectionReusableView>()

  /// Registers the class of the cells to make for a reuse identifier.
  /// - Parameters:
  ///   - cellClass: A `UICollectionViewCell` class, or `nil` to remove it.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    pool.register(cellClass, for: .cell(identifier: identifier))
  }

  /// Registers the nib to make cells from for a reuse identifier; `nil` removes it. HeadlessUIKit
  /// cannot decode nibs: making a cell from one stops the program (see ``UINib``).
  /// - Parameters:
  ///   - nib: A nib whose only top-level object is a `UICollectionViewCell`, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    pool.register(nib, for: .cell(identifier: identifier))
  }

  /// Registers the nib to make supplementary views from for a kind and reuse identifier; `nil`
  /// removes it (making a view from a nib stops the program, see ``UINib``).
  /// - Parameters:
  ///   - nib: A nib whose only top-level object is a `UICollectionReusableView`, or `nil`.
  ///   - kind: The kind of view.
  ///   - identifier: The reuse identifier.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    pool.register(nib, for: .supplementary(kind: kind, identifier: identifier))
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
    pool.register(viewClass, for: .supplementary(kind: elementKind, identifier: identifier))
  }

  /// A view waiting for reuse under a key, or a new one of its registered class; a key nobody
  /// registered stops the program with UIKit's message, naming the element's kind.
  private func dequeue(_ key: CollectionReuseKey, identifier: String, kind: String)
    -> UICollectionReusableView
  {
    guard let view = pool.dequeue(key, identifier: identifier) else {
      fatalError(
        "UICollectionView: could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
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
      let cell = dequeue(
        .cell(identifier: identifier), identifier: identifier, kind: "UICollectionElementKindCell")
        as? UICollectionViewCell
    else {
      fatalError("UICollectionView: the class registered for \(identifier) is not a UICollectionViewCell")
    }
    // UIKit applies the item's layout attributes before handing the cell out, so its default
    // content configuration already fits its place.
    if let cell = cell as? UICollectionViewListCell {
      cell.listLook = collectionViewLayout.listLook(of: .cell, kind: nil, at: indexPath)
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
    let view = dequeue(
      .supplementary(kind: elementKind, identifier: identifier), identifier: identifier, kind: elementKind)
    if let view = view as? UICollectionViewListCell {
      view.listLook = collectionViewLayout.listLook(of: .supplementaryView, kind: elementKind, at: indexPath)
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
    if !pool.isRegistered(.cell(identifier: identifier)) {
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
    if !pool.isRegistered(.supplementary(kind: registration.elementKind, identifier: registration.identifier))
    {
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

  /// The counts loaded from the data source, or `nil` before they are loaded.
  var counts: [Int]?
  /// Whether the layout must be prepared again before the next use.
  var needsPrepare = true
  /// The cells of the items that show.
  var shownCells: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary and decoration views that show.
  var shownElementViews: [CollectionElementKey: UICollectionReusableView] = [:]
  /// The selected items.
  var selected: [IndexPath] = []
  /// The batch update under way, recording its changes.
  var openBatch: ListBatch?
  /// Set while the views just placed are laid out, so that layout does not start another.
  var isLayingOutPlacedViews = false
  /// Set when the items changed: a self-sizing layout forgot its sizes, so the cells that stay
  /// give theirs again.
  var remeasuresShownCells = false

  /// Reloads every section and item at the next layout; visible cells go back for reuse.
  open func reloadData() {
    for (_, cell) in shownCells { enqueue(cell) }
    for (key, view) in shownElementViews { enqueue(view, shownAs: key) }
    shownCells = [:]
    shownElementViews = [:]
    counts = nil
    collectionViewLayout.dataDidChange()
    layoutDidInvalidate()
  }

  /// The layout changed: prepare it again at the next layout.
  func layoutDidInvalidate() {
    needsPrepare = true
    setNeedsLayout()
  }

  var loadedCounts: [Int] {
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
    shownElementViews[
      CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
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
    shownElementViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }
      .map(\.indexPath).sorted()
  }

  /// The item whose laid-out frame holds a point in the collection view's coordinates, or
  /// `nil` where no item is (headers, footers and gaps count as none).
  /// - Parameter point: The point, in content coordinates.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    let attributes = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
    return attributes.first {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
    }?.indexPath
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

  /// Whether the user can select items; default `true` (UICollectionView.h: "default is YES").
  /// While it is `false`, a tap selects nothing and the delegate is not asked.
  open var allowsSelection = true

  /// Whether more than one item can be selected; default `false` (UICollectionView.h: "default
  /// is NO"). While it is `true`, selecting an item keeps the others selected and a tap on a
  /// selected item deselects it.
  open var allowsMultipleSelection = false

  /// Whether the collection view asks its prefetch data source ahead of scrolling; default
  /// `true` (UIKit's documentation of `isPrefetchingEnabled`). HeadlessUIKit has no prefetch data
  /// source, so the value changes nothing.
  open var isPrefetchingEnabled = true

  /// The interactive movement under way, if any.
  var interactiveMovement: InteractiveMovement?

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
    if allowsMultipleSelection, let indexPath {
      if !selected.contains(indexPath) { selected.append(indexPath) }
      shownCells[indexPath]?.isSelected = true
      return
    }
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

  /// Taps an item as a user would (HeadlessUIKit only): asks the delegate whether it may be
  /// selected, deselects the item selected before (telling the delegate, in the order
  /// `UITableView`'s tap has, from UITableViewDelegate's documentation; no source was read for
  /// the collection view's own order), selects it and tells the delegate.
  /// - Parameter indexPath: The item.
  ///
  /// A list cell whose outline disclosure has the header style expands or collapses its item
  /// instead (UICellAccessory.h: "a tap anywhere in the header will toggle the expansion state
  /// of the item (the cell cannot be selected)").
  public func simulateTap(onItemAt indexPath: IndexPath) {
    if let cell = shownCells[indexPath] as? UICollectionViewListCell, cell.togglesOutlineOnTap {
      _ = cell.toggleOutlineOnTap()
      return
    }
    guard allowsSelection else { return }
    if allowsMultipleSelection, selected.contains(indexPath) {
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    let before = selected
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    for item in before where item != indexPath {
      delegate?.collectionView(self, didDeselectItemAt: item)
    }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  // MARK: Layout

  /// Prepares the layout if it changed, and takes its content size.
  func prepareIfNeeded() {
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
    placeItems()
    placeListBackgroundView(backgroundView)
  }

  /// A view behind every cell and supplementary view, sized to the collection view's bounds
  /// so it stays in place while the items scroll; `nil` by default.
  open var backgroundView: UIView? {
    didSet { replaceListBackgroundView(oldValue, with: backgroundView) }
  }

  /// Scrolls so an item shows at a position on each axis, without passing the ends of the
  /// content (HeadlessUIKit does not animate). On an axis the position names nothing for, the
  /// view scrolls the least that shows the item: no public source says what UIKit does there.
  /// Two positions of one axis (`[.top, .bottom]`) stop the program, as UIKit raises
  /// (UICollectionView.h); the message is HeadlessUIKit's own.
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where it ends up: at most one vertical and one horizontal position.
  ///   - animated: Whether to animate (ignored).
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
    let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
    guard vertical.rawValue.nonzeroBitCount <= 1, horizontal.rawValue.nonzeroBitCount <= 1 else {
      fatalError(
        "UICollectionView: the scroll position \(scrollPosition.rawValue) combines positions of one axis")
    }
    prepareIfNeeded()
    guard let item = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
    let inset = adjustedContentInset
    let y = Self.offset(
      showing: item.minY, item.maxY, from: contentOffset.y, length: bounds.height,
      insets: (inset.top, inset.bottom), content: contentSize.height,
      at: vertical == .top
        ? .start : vertical == .centeredVertically ? .center : vertical == .bottom ? .end : nil)
    let x = Self.offset(
      showing: item.minX, item.maxX, from: contentOffset.x, length: bounds.width,
      insets: (inset.left, inset.right), content: contentSize.width,
      at: horizontal == .left
        ? .start : horizontal == .centeredHorizontally ? .center : horizontal == .right ? .end : nil)
    setContentOffset(CGPoint(x: x, y: y), animated: animated)
  }

  /// Where an item ends up on one axis.
  private enum AxisPosition { case start, center, end }

  /// The content offset on one axis that puts the span `low...high` at a position (or, with
  /// none, moves the least from `current` to show it), kept between the ends of the content.
  private static func offset(
    showing low: CGFloat, _ high: CGFloat, from current: CGFloat, length: CGFloat,
    insets: (before: CGFloat, after: CGFloat), content: CGFloat, at position: AxisPosition?
  ) -> CGFloat {
    let visible = length - insets.before - insets.after
    var offset: CGFloat
    switch position {
    case .start: offset = low - insets.before
    case .center: offset = (low + high) / 2 - insets.before - visible / 2
    case .end: offset = high - insets.before - visible
    case nil:
      offset = current
      if low < current + insets.before {
        offset = low - insets.before
      } else if high > current + insets.before + visible {
        offset = high - insets.before - visible
      }
    }
    let highest = max(-insets.before, content + insets.after - length)
    return min(max(offset, -insets.before), highest)
  }

  // MARK: Updates

  /// Applies changes of items and sections together, after checking that the data source's new
  /// counts agree with them; a disagreement stops the program with UIKit's message. Items that
  /// stay keep their cells.
  /// - Parameters:
  ///   - updates: Calls that insert, delete or reload items and sections.
  ///   - completion: Called with `true` once the changes are made.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    applyBatchUpdates(updates)
    completion?(true)
  }

  /// Inserts items, in the index space after the update.
  /// - Parameter indexPaths: The new items.
  open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
  /// Deletes items, in the index space before the update.
  /// - Parameter indexPaths: The items to delete.
  open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
  /// Reloads items: their cells are asked for again.
  /// - Parameter indexPaths: The items.
  open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
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
