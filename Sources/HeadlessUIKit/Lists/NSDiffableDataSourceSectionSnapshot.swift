import Foundation

/// The items of one section as an outline: root items, their children, and which parents are
/// expanded. Applied to a section of a diffable data source, the section shows its
/// ``visibleItems``: the roots, and the children of every expanded parent whose own parents are
/// expanded.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// dataSource.apply(outline, to: .main)
/// ```
///
/// Items are unique across the snapshot: adding one twice stops the program, as UIKit raises;
/// so does naming a parent or a sibling the snapshot does not hold.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  @unchecked Sendable
{
  private var roots: [ItemIdentifierType] = []
  private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
  private var known: Set<ItemIdentifierType> = []
  private var expanded: Set<ItemIdentifierType> = []

  /// An empty snapshot.
  public init() {}

  /// A copy of a snapshot.
  /// - Parameter snapshot: The snapshot to copy.
  public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
    self = snapshot
  }

  // MARK: Reading

  /// Every item, each parent before its children, whether shown or not.
  public var items: [ItemIdentifierType] { flattened(roots, onlyExpanded: false) }

  /// The items with no parent, in order.
  public var rootItems: [ItemIdentifierType] { roots }

  /// The items a collection view shows: the roots, and the children of each expanded parent that
  /// shows itself.
  public var visibleItems: [ItemIdentifierType] { flattened(roots, onlyExpanded: true) }

  private func flattened(_ level: [ItemIdentifierType], onlyExpanded: Bool) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    for item in level {
      result.append(item)
      if !onlyExpanded || expanded.contains(item), let children = childrenOf[item] {
        result += flattened(children, onlyExpanded: onlyExpanded)
      }
    }
    return result
  }

  /// Whether the snapshot holds an item.
  /// - Parameter item: The item.
  public func contains(_ item: ItemIdentifierType) -> Bool { known.contains(item) }

  /// Whether an item is expanded (its children show when it does).
  /// - Parameter item: The item.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  /// Whether an item shows: every parent above it is expanded.
  /// - Parameter item: The item.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard known.contains(item) else { return false }
    var current = item
    while let parent = parentOf[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// How deep an item is: 0 for a root item, 1 for its children, and so on. An item the
  /// snapshot does not hold stops the program (no public source gives UIKit's answer for one).
  /// - Parameter item: The item.
  public func level(of item: ItemIdentifierType) -> Int {
    checkKnown(item)
    var level = 0
    var current = item
    while let parent = parentOf[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// An item's index in ``items``, or `nil` when the snapshot does not hold it.
  /// - Parameter item: The item.
  public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

  /// An item's parent, or `nil` for a root item.
  /// - Parameter child: The item.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

  /// The outline below a parent: its children as roots, with their own children and expansion.
  /// - Parameters:
  ///   - parent: The parent.
  ///   - includingParent: Whether the parent is the new snapshot's root; default `false`.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    checkKnown(parent)
    var result = NSDiffableDataSourceSectionSnapshot()
    if includingParent {
      result.append([parent])
      if expanded.contains(parent) { result.expanded.insert(parent) }
    }
    copyChildren(of: parent, to: &result, under: includingParent ? parent : nil)
    return result
  }

  private func copyChildren(
    of parent: ItemIdentifierType, to result: inout NSDiffableDataSourceSectionSnapshot,
    under newParent: ItemIdentifierType?
  ) {
    let children = childrenOf[parent] ?? []
    guard !children.isEmpty else { return }
    result.append(children, to: newParent)
    for child in children {
      if expanded.contains(child) { result.expanded.insert(child) }
      copyChildren(of: child, to: &result, under: child)
    }
  }

  /// A text picture of the outline, one item a line, indented by level, a `+` before expanded
  /// parents and a `-` before collapsed ones (the format is HeadlessUIKit's own).
  public func visualDescription() -> String {
    items.map { item in
      let mark = childrenOf[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
      return String(repeating: "  ", count: level(of: item)) + mark + "\(item)"
    }.joined(separator: "\n")
  }

  // MARK: Changing

  /// Adds items at the end of the roots, or of a parent's children.
  /// - Parameters:
  ///   - items: The new items.
  ///   - parent: The parent, or `nil` for the roots.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    checkNew(items)
    if let parent {
      checkKnown(parent)
      childrenOf[parent, default: []] += items
      for item in items { parentOf[item] = parent }
    } else {
      roots += items
    }
    known.formUnion(items)
  }

  /// Inserts items before an item, as its siblings.
  /// - Parameters:
  ///   - items: The new items.
  ///   - item: The item they go before.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insert(items, next: item, after: false)
  }

  /// Inserts items after an item, as its siblings.
  /// - Parameters:
  ///   - items: The new items.
  ///   - item: The item they go after.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insert(items, next: item, after: true)
  }

  private mutating func insert(_ items: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool) {
    checkKnown(anchor)
    checkNew(items)
    let parent = parentOf[anchor]
    var siblings = parent.map { childrenOf[$0] ?? [] } ?? roots
    let index = siblings.firstIndex(of: anchor)! + (after ? 1 : 0)
    siblings.insert(contentsOf: items, at: index)
    if let parent {
      childrenOf[parent] = siblings
      for item in items { parentOf[item] = parent }
    } else {
      roots = siblings
    }
    known.formUnion(items)
  }

  /// Adds another snapshot's outline at the end of the roots, or of a parent's children (UIKit
  /// has no public spelling of it; ``replace(childrenOf:using:)`` uses it).
  mutating func append(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
  ) {
    append(snapshot.rootItems, to: parent)
    adoptDescendants(of: snapshot)
  }

  /// Inserts another snapshot's outline before an item, its roots as the item's siblings.
  /// - Parameters:
  ///   - snapshot: The outline to add.
  ///   - item: The item it goes before.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
  ) {
    insert(snapshot.rootItems, before: item)
    adoptDescendants(of: snapshot)
  }

  /// Inserts another snapshot's outline after an item, its roots as the item's siblings.
  /// - Parameters:
  ///   - snapshot: The outline to add.
  ///   - item: The item it goes after.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
  ) {
    insert(snapshot.rootItems, after: item)
    adoptDescendants(of: snapshot)
  }

  /// Replaces a parent's children with another snapshot's outline.
  /// - Parameters:
  ///   - parent: The parent.
  ///   - snapshot: Its new children, with theirs.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    checkKnown(parent)
    delete(childrenOf[parent] ?? [])
    append(snapshot, to: parent)
  }

  /// Takes the children and expansion below another snapshot's roots, once its roots are added.
  private mutating func adoptDescendants(of snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
  {
    for root in snapshot.rootItems {
      if snapshot.expanded.contains(root) { expanded.insert(root) }
      adoptChildren(of: root, from: snapshot)
    }
  }

  private mutating func adoptChildren(
    of parent: ItemIdentifierType, from snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    guard let children = snapshot.childrenOf[parent], !children.isEmpty else { return }
    append(children, to: parent)
    for child in children {
      if snapshot.expanded.contains(child) { expanded.insert(child) }
      adoptChildren(of: child, from: snapshot)
    }
  }

  /// Removes items, with their children.
  /// - Parameter items: The items to remove.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where known.contains(item) {
      delete(childrenOf[item] ?? [])
      if let parent = parentOf.removeValue(forKey: item) {
        childrenOf[parent]?.removeAll { $0 == item }
      } else {
        roots.removeAll { $0 == item }
      }
      childrenOf[item] = nil
      known.remove(item)
      expanded.remove(item)
    }
  }

  /// Removes every item.
  public mutating func deleteAll() {
    self = NSDiffableDataSourceSectionSnapshot()
  }

  /// Expands items: their children show while they do.
  /// - Parameter items: The items.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items { checkKnown(item) }
    expanded.formUnion(items)
  }

  /// Collapses items: their children no longer show.
  /// - Parameter items: The items.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { checkKnown(item) }
    expanded.subtract(items)
  }

  // MARK: Misuse

  /// UIKit raises for an identifier added twice, with the message the section snapshot shares
  /// with ``NSDiffableDataSourceSnapshot``.
  private func checkNew(_ items: [ItemIdentifierType]) {
    var seen = known
    for item in items where !seen.insert(item).inserted {
      fatalError(
        "NSDiffableDataSourceSectionSnapshot: Fatal: supplied item identifiers are not unique. Duplicate "
          + "identifiers: {(\n    \(item)\n)}")
    }
  }

  /// UIKit raises for a parent or sibling the snapshot does not hold; the words are HeadlessUIKit's.
  private func checkKnown(_ item: ItemIdentifierType) {
    guard known.contains(item) else {
      fatalError(
        "NSDiffableDataSourceSectionSnapshot: invalid item identifier \(item): it is not in the snapshot")
    }
  }
}
