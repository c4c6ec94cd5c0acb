import Foundation

/// A length in a compositional layout: a fraction of the container's width or height, a fixed
/// number of points, or an estimate (an estimated group height is resolved from its cells'
/// content, an estimated header or footer height from its view's; HeadlessUIKit keeps other
/// estimates as fixed lengths).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
  enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
  let kind: Kind
  /// The fraction or the number of points.
  public let dimension: CGFloat

  private init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  /// - Parameter fractionalWidth: The fraction, 1 for the whole width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A fraction of the container's height.
  /// - Parameter fractionalHeight: The fraction, 1 for the whole height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A fixed number of points.
  /// - Parameter absoluteDimension: The points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// An estimate the content may change: a group's estimated height becomes its cells' own.
  /// - Parameter estimatedDimension: The estimated points.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether this is a fraction of the width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether this is a fraction of the height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether this is a fixed length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether this is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of a size.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: return container.width * dimension
    case .fractionalHeight: return container.height * dimension
    case .absolute, .estimated: return dimension
    }
  }
}

/// A width and a height in a compositional layout.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size.
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(
    widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  func resolved(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
  }
}

/// The space between the items of a group: fixed, or at least some points.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  /// The points.
  public let spacing: CGFloat
  /// Whether the spacing may grow.
  public let isFlexibleSpacing: Bool

  private init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = flexible
  }

  /// Exactly some points.
  /// - Parameter fixedSpacing: The points.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// At least some points (HeadlessUIKit uses the least).
  /// - Parameter flexibleSpacing: The least points.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One item of a compositional layout: its size, insets that shrink its cell within it, and
/// supplementary items attached to its cell (badges).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// Creates an item of a size.
  /// - Parameter layoutSize: The item's size, resolved against its group.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
  }

  /// Creates an item of a size with supplementary items attached to its cell.
  /// - Parameters:
  ///   - layoutSize: The item's size, resolved against its group.
  ///   - supplementaryItems: Views attached to the cell, such as badges.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.init(layoutSize: layoutSize)
    attachedSupplementaries = supplementaryItems
  }

  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize

  /// Space inside the item's slot, around its cell; default zero.
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  var attachedSupplementaries: [NSCollectionLayoutSupplementaryItem] = []

  /// The supplementary items attached to the item's cell; default none.
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedSupplementaries }

  /// The cells this item holds when placed in a slot (an item holds one), each with the
  /// frames of the supplementary items attached to it.
  func cellSlots(in slot: CGRect) -> [CellSlot] {
    let frame = CGRect(
      x: slot.minX + contentInsets.leading, y: slot.minY + contentInsets.top,
      width: max(0, slot.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, slot.height - contentInsets.top - contentInsets.bottom))
    return [
      CellSlot(frame: frame, supplementaries: attachedSupplementaries.map { ($0, $0.frame(on: frame)) })
    ]
  }

  /// Frames of the cells this item holds when placed in a slot.
  func cellFrames(in slot: CGRect) -> [CGRect] { cellSlots(in: slot).map(\.frame) }
}

/// One cell placed by a compositional layout's item, with the supplementary items attached to
/// it (its own, and its group's when it is the group's first).
struct CellSlot {
  var frame: CGRect
  var supplementaries: [(item: NSCollectionLayoutSupplementaryItem, frame: CGRect)]
}

/// A group of items in a compositional layout, laid along one axis; it repeats its items while
/// they fit.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis { case horizontal, vertical }
  let axis: Axis
  /// The items laid out in the group.
  public let subitems: [NSCollectionLayoutItem]
  let repeatCount: Int?
  /// Whether the `count` copies share the group's length (iOS 13-15's `subitem:count:`) rather
  /// than keep the item's own (iOS 16's `repeatingSubitem:count:`).
  private(set) var sharesLength = false

  /// The space between the group's items; default none.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  /// The supplementary items attached to the group's frame; default none.
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { attachedSupplementaries }
    set { attachedSupplementaries = newValue }
  }

  init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.repeatCount = count
    super.init(layoutSize: layoutSize)
  }

  /// A group laying its items left to right, repeating them while they fit.
  /// - Parameters:
  ///   - layoutSize: The group's size, resolved against its section or group.
  ///   - subitems: The items.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
  }

  /// A group laying its items top to bottom, repeating them while they fit.
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
  }

  /// A group of `count` copies of an item left to right, sized to share the group's width
  /// (iOS 13-15's spelling, deprecated in iOS 16 for `horizontal(layoutSize:repeatingSubitem:count:)`:
  /// UICollectionViewCompositionalLayout.h says it forces the item's width to a `count`th of
  /// the group's).
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item to repeat.
  ///   - count: How many.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)"
  )
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    let group = NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    group.sharesLength = true
    return group
  }

  /// A group of `count` copies of an item top to bottom, sized to share the group's height
  /// (iOS 13-15's spelling, deprecated in iOS 16 for `vertical(layoutSize:repeatingSubitem:count:)`).
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item to repeat.
  ///   - count: How many.
  @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    let group = NSCollectionLayoutGroup(
      layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    group.sharesLength = true
    return group
  }

  /// A group of `count` copies of an item left to right, each of the item's own size
  /// (UICollectionViewCompositionalLayout.h: the caller makes sure the group fits `count` of
  /// them).
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item to repeat.
  ///   - count: How many.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
  }

  /// A group of `count` copies of an item top to bottom, each of the item's own size.
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item to repeat.
  ///   - count: How many.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
  }

  /// The frames of the cells the group holds in a slot: its items one after another along its
  /// axis, each sized against the group, repeated while they fit (or `count` times, each of its
  /// own size or sharing the length).
  override func cellSlots(in slot: CGRect) -> [CellSlot] {
    var slots = subitemSlots(in: slot)
    if !slots.isEmpty {
      let group = CGRect(
        x: slot.minX + contentInsets.leading, y: slot.minY + contentInsets.top,
        width: max(0, slot.width - contentInsets.leading - contentInsets.trailing),
        height: max(0, slot.height - contentInsets.top - contentInsets.bottom))
      slots[0].supplementaries += attachedSupplementaries.map { ($0, $0.frame(on: group)) }
    }
    return slots
  }

  private func subitemSlots(in slot: CGRect) -> [CellSlot] {
    let spacing = interItemSpacing?.spacing ?? 0
    var frames: [CellSlot] = []
    let horizontal = axis == .horizontal
    let length = horizontal ? slot.width : slot.height
    if let repeatCount, let item = subitems.first, repeatCount > 0 {
      let own = item.layoutSize.resolved(in: slot.size)
      let share =
        sharesLength
        ? (length - spacing * CGFloat(repeatCount - 1)) / CGFloat(repeatCount)
        : horizontal ? own.width : own.height
      for index in 0..<repeatCount {
        let offset = CGFloat(index) * (share + spacing)
        let itemSlot =
          horizontal
          ? CGRect(x: slot.minX + offset, y: slot.minY, width: share, height: own.height)
          : CGRect(x: slot.minX, y: slot.minY + offset, width: own.width, height: share)
        frames += item.cellSlots(in: itemSlot)
      }
      return frames
    }
    var offset: CGFloat = 0
    var index = 0
    while !subitems.isEmpty {
      let item = subitems[index % subitems.count]
      let size = item.layoutSize.resolved(in: slot.size)
      let itemLength = horizontal ? size.width : size.height
      guard itemLength > 0, offset + itemLength <= length + 0.001 else { break }
      let itemSlot =
        horizontal
        ? CGRect(x: slot.minX + offset, y: slot.minY, width: size.width, height: size.height)
        : CGRect(x: slot.minX, y: slot.minY + offset, width: size.width, height: size.height)
      frames += item.cellSlots(in: itemSlot)
      offset += itemLength + spacing
      index += 1
    }
    return frames
  }
}

/// A section of a compositional layout: its group repeated down the section, with insets and
/// spacing between groups.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// Creates a section that repeats a group.
  /// - Parameter group: The group.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  let group: NSCollectionLayoutGroup
  /// Space around the section's groups; default zero.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space between groups; default 0.
  open var interGroupSpacing: CGFloat = 0
  /// Whether the section's groups lie across the layout in a row that scrolls on its own;
  /// default `.none`, down the layout.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// The section's headers and footers; default none.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Views the layout puts behind the section (``NSCollectionLayoutDecorationItem/background(elementKind:)``);
  /// default none.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []

  /// The list configuration of a section made by `list(using:layoutEnvironment:)`: its
  /// separators, header item, background and swipe actions.
  var listConfiguration: UICollectionLayoutListConfiguration?
}

/// How a section of a compositional layout scrolls across the layout (HeadlessUIKit lays every
/// case but `.none` out as one row and scrolls it by ``UICollectionView/simulateOrthogonalScroll(inSection:to:)``,
/// without the paging or the resting points).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// Down the layout with the other sections.
  case none = 0
  /// Across, as a scroll view scrolls.
  case continuous = 1
  /// Across, coming to rest at the leading edge of a group.
  case continuousGroupLeadingBoundary = 2
  /// Across, a page the width of the collection view at a time.
  case paging = 3
  /// Across, a group at a time.
  case groupPaging = 4
  /// Across, a group at a time, each centred.
  case groupPagingCentered = 5
}
