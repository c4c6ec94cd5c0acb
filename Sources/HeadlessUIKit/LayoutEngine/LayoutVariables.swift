import Cassowary

/// Where an item's variables are in a layout engine, remembered by the item so a listing finds
/// them without a lookup; `table` is -1 when the item remembers none.
package struct LayoutSlot {
  var table = -1
  var base = 0
}

/// A layout item that remembers its ``LayoutSlot``: views and layout guides.
@MainActor
protocol LayoutSlotOwner: AnyObject {
  var layoutSlot: LayoutSlot { get set }
}

extension UIView: LayoutSlotOwner {}
extension UILayoutGuide: LayoutSlotOwner {}

/// The solver variables of one view hierarchy: four per layout item (view, layout guide, or a
/// stack's auxiliary gap), made when a listing first meets the item and given back when a
/// listing no longer does.
///
/// An item's variables are consecutive: its left, top, width and height in its superview's (or
/// owning view's) coordinates, at `base + Offset.minX` and so on.
@MainActor
final class LayoutVariables {
  /// How many variables an item has.
  static let perItem = 4

  /// Where each of an item's variables is, from its first.
  enum Offset {
    static let minX = 0
    static let minY = 1
    static let width = 2
    static let height = 3

    /// The offset of the position on an axis.
    static func position(horizontal: Bool) -> Int { horizontal ? minX : minY }
    /// The offset of the length on an axis.
    static func length(horizontal: Bool) -> Int { horizontal ? width : height }
  }

  /// Every variable, by index.
  private(set) var variables: [Variable] = []

  /// Where an item's variables are. Weak: the root view owns its engine, and an item that goes
  /// away is dropped at the next listing.
  private struct Slot {
    weak var item: AnyObject?
    let base: Int
  }

  private var slots: [ObjectIdentifier: Slot] = [:]
  private var freeBases: [Int] = []
  /// The listing in which each item (base / perItem) was last met.
  private var itemStamps: [Int] = []
  private var listing = 0
  /// Stand-ins for the auxiliary variables of an item (a stack's common gap), by item.
  private var auxiliaries: [ObjectIdentifier: AnyObject] = [:]
  private final class Auxiliary {}

  /// Tells tables apart in the slots views and guides remember (an address could be reused).
  private static var tableCount = 0
  private let serial: Int

  init() {
    Self.tableCount += 1
    serial = Self.tableCount
  }

  /// The variable at an index.
  subscript(index: Int) -> Variable { variables[index] }

  // MARK: Listings

  /// Starts a listing: items not met again before ``releaseItemsNotListed()`` give their
  /// variables back.
  func beginListing() {
    listing += 1
  }

  /// Gives back the variables of the items the listing since ``beginListing()`` did not meet.
  func releaseItemsNotListed() {
    var gone: [(base: Int, id: ObjectIdentifier)] = []
    for position in slots.indices where itemStamps[slots.values[position].base / Self.perItem] != listing {
      gone.append((slots.values[position].base, slots.keys[position]))
    }
    // Freed in the order of their variables, not the dictionary's (which changes from run to
    // run), so the variables new items reuse are the same in every run.
    gone.sort { $0.base < $1.base }
    for (_, id) in gone { freeSlot(of: id) }
    if !gone.isEmpty {
      auxiliaries = auxiliaries.filter { slots[ObjectIdentifier($0.value)] != nil }
    }
  }

  // MARK: Items

  /// The index of an item's first variable, made on first use.
  func base(of item: AnyObject) -> Int {
    // Class casts: cheaper than asking whether the item conforms to `LayoutSlotOwner`.
    switch item {
    case let view as UIView: return base(of: view)
    case let guide as UILayoutGuide: return base(of: guide)
    default: return slotBase(of: item)
    }
  }

  /// A view's first variable.
  func base(of view: UIView) -> Int { rememberedBase(of: view) }

  /// A layout guide's first variable.
  func base(of guide: UILayoutGuide) -> Int { rememberedBase(of: guide) }

  /// The first of four extra variables that belong to an item (a stack's common gap), made on
  /// first use.
  func auxiliaryBase(of item: AnyObject) -> Int {
    let id = ObjectIdentifier(item)
    if let auxiliary = auxiliaries[id] { return base(of: auxiliary) }
    let auxiliary = Auxiliary()
    auxiliaries[id] = auxiliary
    return base(of: auxiliary)
  }

  /// An item's first variable if it has variables, without making any.
  func existingBase(of item: AnyObject) -> Int? {
    slots[ObjectIdentifier(item)]?.base
  }

  /// A view's or guide's first variable: the item remembers it, so a listing finds it without a
  /// lookup.
  private func rememberedBase(of item: some LayoutSlotOwner) -> Int {
    if item.layoutSlot.table == serial {
      itemStamps[item.layoutSlot.base / Self.perItem] = listing
      return item.layoutSlot.base
    }
    let base = slotBase(of: item)
    item.layoutSlot = LayoutSlot(table: serial, base: base)
    return base
  }

  private func slotBase(of item: AnyObject) -> Int {
    let id = ObjectIdentifier(item)
    if let slot = slots[id] {
      if slot.item === item {
        itemStamps[slot.base / Self.perItem] = listing
        return slot.base
      }
      // An item that went away, whose address a new one now has.
      freeSlot(of: id)
    }
    let base: Int
    if let reused = freeBases.popLast() {
      base = reused
    } else {
      base = variables.count
      let name = String(describing: type(of: item))
      for part in ["minX", "minY"] { variables.append(Variable("\(name).\(part)")) }
      // Lengths are never negative, as in UIKit's engine: a length held by an upper bound alone
      // is 0 (see LayoutLengthTests).
      for part in ["width", "height"] { variables.append(Variable("\(name).\(part)", nonNegative: true)) }
      itemStamps.append(listing)
    }
    itemStamps[base / Self.perItem] = listing
    slots[id] = Slot(item: item, base: base)
    return base
  }

  /// Gives an item's variables back, and makes the item forget them.
  private func freeSlot(of id: ObjectIdentifier) {
    guard let slot = slots.removeValue(forKey: id) else { return }
    freeBases.append(slot.base)
    if let owner = slot.item as? any LayoutSlotOwner, owner.layoutSlot.table == serial {
      owner.layoutSlot = LayoutSlot()
    }
  }
}
