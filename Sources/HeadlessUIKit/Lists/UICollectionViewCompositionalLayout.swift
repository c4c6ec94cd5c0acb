import Foundation

/// A layout made of sections, groups and items: each section repeats its group down the
/// collection view, each group places its items along its axis.
///
/// ```swift
/// let photo = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)), subitems: [photo])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
/// ```
///
/// Every group of a section holds the same number of items, so the frames of the groups that
/// show are computed alone, whatever the item count. HeadlessUIKit lays out vertically and
/// treats estimated lengths as fixed.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let section: NSCollectionLayoutSection

  /// Creates a layout whose every section is `section`.
  /// - Parameter section: The section.
  public init(section: NSCollectionLayoutSection) {
    self.section = section
    super.init()
  }

  /// A layout of list rows in a list configuration's appearance.
  /// - Parameter configuration: The list's appearance.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let row = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    )
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [row])
    let section = NSCollectionLayoutSection(group: group)
    if configuration.appearance == .insetGrouped {
      section.contentInsets = NSDirectionalEdgeInsets(
        top: TableMetrics.groupedSpacing, leading: TableMetrics.insetGroupedMargin,
        bottom: TableMetrics.groupedSpacing, trailing: TableMetrics.insetGroupedMargin)
    } else if configuration.appearance == .grouped {
      section.contentInsets = NSDirectionalEdgeInsets(
        top: TableMetrics.groupedSpacing, leading: 0, bottom: TableMetrics.groupedSpacing, trailing: 0)
    }
    return UICollectionViewCompositionalLayout(section: section)
  }

  private struct Placed {
    var top: CGFloat
    var count: Int
    var groupSize: CGSize
    var perGroup: Int
    var groups: Int
    var frames: [CGRect]  // one group's cell frames, relative to the group
    var height: CGFloat
  }

  private var sections: [Placed] = []
  private var width: CGFloat = 0

  /// Resolves the group of each section against the collection view's width.
  open override func prepare() {
    guard let collectionView else { return }
    width = collectionView.bounds.width
    let insets = section.contentInsets
    let container = CGSize(
      width: width - insets.leading - insets.trailing, height: collectionView.bounds.height)
    let groupSize = section.group.layoutSize.resolved(in: container)
    let frames = section.group.cellFrames(in: CGRect(origin: .zero, size: groupSize))
    var top: CGFloat = 0
    sections = (0..<collectionView.numberOfSections).map { index in
      let count = collectionView.numberOfItems(inSection: index)
      let perGroup = max(1, frames.count)
      let groups = count == 0 ? 0 : (count + perGroup - 1) / perGroup
      let content =
        groups == 0 ? 0 : CGFloat(groups) * groupSize.height + CGFloat(groups - 1) * section.interGroupSpacing
      let placed = Placed(
        top: top, count: count, groupSize: groupSize, perGroup: perGroup, groups: groups, frames: frames,
        height: insets.top + content + insets.bottom)
      top += placed.height
      return placed
    }
  }

  /// The collection view's width by the height of every section.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: width, height: sections.last.map { $0.top + $0.height } ?? 0)
  }

  private func frame(of indexPath: IndexPath) -> CGRect {
    let placed = sections[indexPath.section]
    let group = indexPath.item / placed.perGroup
    let inGroup = placed.frames.isEmpty ? .zero : placed.frames[indexPath.item % placed.perGroup]
    let y =
      placed.top + section.contentInsets.top + CGFloat(group)
      * (placed.groupSize.height + section.interGroupSpacing)
    return inGroup.offsetBy(dx: section.contentInsets.leading, dy: y)
  }

  /// The attributes of an item's cell.
  /// - Parameter indexPath: The item.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section), indexPath.item < sections[indexPath.section].count
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(of: indexPath)
    return attributes
  }

  /// The cells whose frames meet a rectangle; only the groups it crosses are computed.
  /// - Parameter rect: A rectangle in content coordinates.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for (index, placed) in sections.enumerated() {
      guard placed.top < rect.maxY, placed.top + placed.height > rect.minY else { continue }
      appendGridCells(
        section: index, count: placed.count, perRow: placed.perGroup, rows: placed.groups,
        top: placed.top + section.contentInsets.top,
        pitch: placed.groupSize.height + section.interGroupSpacing,
        meeting: rect, frame: frame(of:), to: &result)
    }
    return result
  }
}

/// The appearance of a list made with a compositional layout.
public struct UICollectionLayoutListConfiguration: Sendable {
  /// The list styles, as table view styles plus sidebars.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain = 0
    /// Sections apart on a grouped background.
    case grouped = 1
    /// Grouped sections inset from the sides.
    case insetGrouped = 2
    /// A sidebar.
    case sidebar = 3
    /// A plain sidebar.
    case sidebarPlain = 4
  }

  /// The list's appearance.
  public var appearance: Appearance
  /// Whether rows are separated by lines; default `true`.
  public var showsSeparators = true

  /// Creates a list configuration.
  /// - Parameter appearance: The list's appearance.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
