import Foundation

/// Gives the section of a compositional layout at an index, from the layout's environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
  Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

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
/// A section provider gives each section its own shape. A section with an orthogonal
/// scrolling behaviour lays its groups out in one row across the layout, which scrolls on its
/// own; its headers and footers (boundary supplementary items) go above and below its groups
/// and may pin to the visible area while the section shows.
///
/// Every group of a section holds the same number of items, so the frames of the groups that
/// show are computed alone, whatever the item count. A group of estimated height counts at the
/// estimate until its cells show, then takes the height their content asks for at the width
/// they are given; a header or footer of estimated height likewise takes its view's. HeadlessUIKit
/// lays out vertically; estimated widths are kept as given.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let provider: UICollectionViewCompositionalLayoutSectionProvider
  /// Options for the whole layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  /// Creates a layout whose every section is `section`.
  /// - Parameter section: The section.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout whose every section is `section`, with options.
  /// - Parameters:
  ///   - section: The section.
  ///   - configuration: Options for the whole layout.
  public convenience init(
    section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Creates a layout that asks for each section.
  /// - Parameter sectionProvider: Gives the section at an index.
  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(
      sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout that asks for each section, with options.
  /// - Parameters:
  ///   - sectionProvider: Gives the section at an index; `nil` stops the program, as UIKit
  ///     raises for it.
  ///   - configuration: Options for the whole layout.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// One section placed: its groups, and its headers and footers relative to its top.
  struct Placed {
    var source: NSCollectionLayoutSection
    var top: CGFloat
    var count: Int
    var groupSize: CGSize
    var perGroup: Int
    var groups: Int
    var frames: [CGRect]  // one group's cell frames, relative to the group
    /// The supplementary items attached to each cell of a group, with their frames relative to
    /// the group.
    var attached: [[(item: NSCollectionLayoutSupplementaryItem, frame: CGRect)]] = []
    /// Where the first group starts, below the top boundary items and the top inset.
    var groupsTop: CGFloat
    /// For a section of estimated group heights: each group's height (with the spacing after
    /// it), the estimate until a cell of the group gives its own.
    var estimatedGroups: TableGeometry.Section?
    var boundary: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)]
    var height: CGFloat
    @MainActor var isOrthogonal: Bool { source.orthogonalScrollingBehavior != .none }

    /// The section of a section provider that gave none: no items, no height.
    @MainActor static func empty(at top: CGFloat) -> Placed {
      let nothing = NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
      return Placed(
        source: NSCollectionLayoutSection(group: .horizontal(layoutSize: nothing, subitems: [])), top: top,
        count: 0, groupSize: .zero, perGroup: 1, groups: 0, frames: [], groupsTop: 0, estimatedGroups: nil,
        boundary: [], height: 0)
    }
  }

  private(set) var sections: [Placed] = []
  private var width: CGFloat = 0
  /// How far each orthogonal section's row is scrolled.
  private var orthogonalOffsets: [Int: CGFloat] = [:]

  /// Asks for each section and resolves its groups and boundary items against the collection
  /// view's width.
  open override func prepare() {
    guard let collectionView else { return }
    width = collectionView.bounds.width
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: collectionView.bounds.size, contentInsets: .zero),
      traitCollection: collectionView.traitCollection)
    var top: CGFloat = 0
    var result: [Placed] = []
    var placedAny = false
    for index in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: index)
      guard let section = provider(index, environment) else {
        // UIKit raises for a section with items (mozilla-mobile/firefox-ios pull request 22512
        // returns an empty section to avoid it) and lays an empty one out as nothing, with no
        // spacing before it.
        if count > 0 {
          fatalError(
            "Invalid section definition. Please specify a valid section definition when content is to be "
              + "rendered for a section. This is a client error.")
        }
        result.append(Placed.empty(at: top))
        continue
      }
      if placedAny { top += configuration.interSectionSpacing }
      placedAny = true
      let placed = place(
        section, count: count, top: top, measured: measuredGroups[index] ?? [:],
        measuredBoundary: measuredBoundaries[index] ?? [:])
      top += placed.height
      result.append(placed)
    }
    sections = result
  }

  private func place(
    _ section: NSCollectionLayoutSection, count: Int, top: CGFloat, measured: [Int: CGFloat],
    measuredBoundary: [String: CGFloat]
  ) -> Placed {
    let insets = section.contentInsets
    let inner = width - insets.leading - insets.trailing
    let container = CGSize(width: inner, height: collectionView?.bounds.height ?? 0)
    let groupSize = section.group.layoutSize.resolved(in: container)
    let slots = section.group.cellSlots(in: CGRect(origin: .zero, size: groupSize))
    let frames = slots.map(\.frame)
    let perGroup = max(1, frames.count)
    let groups = count == 0 ? 0 : (count + perGroup - 1) / perGroup
    let orthogonal = section.orthogonalScrollingBehavior != .none
    let content: CGFloat
    var estimatedGroups: TableGeometry.Section?
    if orthogonal {
      content = groups == 0 ? 0 : groupSize.height
    } else if section.group.layoutSize.heightDimension.isEstimated {
      // Groups count at the estimate until their cells are measured; the spacing after each
      // group counts with it.
      var geometry = TableGeometry.Section(
        rowCount: groups, estimate: groupSize.height + section.interGroupSpacing)
      geometry.record(measured.map { (row: $0.key, height: $0.value + section.interGroupSpacing) })
      estimatedGroups = geometry
      content = groups == 0 ? 0 : geometry.rowsHeight - section.interGroupSpacing
    } else {
      content =
        groups == 0 ? 0 : CGFloat(groups) * groupSize.height + CGFloat(groups - 1) * section.interGroupSpacing
    }
    // Headers above the groups, footers below; each follows the leading and trailing insets.
    var boundary: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
    // A list section's header padding goes above its header.
    let headerPadding =
      section.listConfiguration.map { $0.headerMode == .supplementary ? $0.headerTopPadding ?? 0 : 0 } ?? 0
    var above = headerPadding
    var sizes: [(NSCollectionLayoutBoundarySupplementaryItem, CGSize)] = []
    for item in section.boundarySupplementaryItems {
      var size = item.layoutSize.resolved(in: container)
      // An item of estimated height takes the height its view asked for once it showed.
      if item.layoutSize.heightDimension.isEstimated, let height = measuredBoundary[item.elementKind] {
        size.height = height
      }
      sizes.append((item, size))
      if item.isAtTop, item.extendsBoundary { above += size.height }
    }
    let groupsTop = above + insets.top
    var headerY = headerPadding
    var footerY = groupsTop + content + insets.bottom
    for (item, size) in sizes {
      let x: CGFloat
      switch item.alignment {
      case .topLeading, .leading, .bottomLeading: x = insets.leading
      case .topTrailing, .trailing, .bottomTrailing: x = insets.leading + inner - size.width
      case .top, .bottom, .none: x = insets.leading + (inner - size.width) / 2
      }
      if item.isAtTop {
        boundary.append(
          (
            item,
            CGRect(x: x, y: headerY, width: size.width, height: size.height).offsetBy(
              dx: item.offset.x, dy: item.offset.y)
          ))
        if item.extendsBoundary { headerY += size.height }
      } else if item.extendsBoundary {
        boundary.append(
          (
            item,
            CGRect(x: x, y: footerY, width: size.width, height: size.height).offsetBy(
              dx: item.offset.x, dy: item.offset.y)
          ))
        footerY += size.height
      } else {
        boundary.append(
          (
            item,
            CGRect(x: x, y: footerY - size.height, width: size.width, height: size.height).offsetBy(
              dx: item.offset.x, dy: item.offset.y)
          ))
      }
    }
    return Placed(
      source: section, top: top, count: count, groupSize: groupSize, perGroup: perGroup, groups: groups,
      frames: frames, attached: slots.map(\.supplementaries), groupsTop: groupsTop,
      estimatedGroups: estimatedGroups, boundary: boundary, height: footerY)
  }

  /// The collection view's width by the height of every section.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: width, height: sections.last.map { $0.top + $0.height } ?? 0)
  }

  private func frame(of indexPath: IndexPath) -> CGRect {
    let placed = sections[indexPath.section]
    let group = indexPath.item / placed.perGroup
    let inGroup = placed.frames.isEmpty ? .zero : placed.frames[indexPath.item % placed.perGroup]
    let insets = placed.source.contentInsets
    let spacing = placed.source.interGroupSpacing
    if placed.isOrthogonal {
      let x =
        insets.leading + CGFloat(group) * (placed.groupSize.width + spacing)
        - (orthogonalOffsets[indexPath.section] ?? 0)
      return inGroup.offsetBy(dx: x, dy: placed.top + placed.groupsTop)
    }
    if let geometry = placed.estimatedGroups {
      // The group's items take its measured height.
      var frame = inGroup.offsetBy(
        dx: insets.leading, dy: placed.top + placed.groupsTop + geometry.offset(ofRow: group))
      frame.size.height += geometry.height(ofRow: group) - spacing - placed.groupSize.height
      return frame
    }
    let y = placed.top + placed.groupsTop + CGFloat(group) * (placed.groupSize.height + spacing)
    return inGroup.offsetBy(dx: insets.leading, dy: y)
  }

  /// The attributes of an item's cell.
  /// - Parameter indexPath: The item.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section), indexPath.item < sections[indexPath.section].count
    else { return nil }
    return cellAttributes(at: indexPath)
  }

  /// A cell's attributes: its frame, and whether it is measured at that width (its group's
  /// height is estimated).
  private func cellAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(of: indexPath)
    attributes.keepsWidth = sections[indexPath.section].estimatedGroups != nil
    return attributes
  }

  /// The cells of a section's groups `groups` that meet `rect`.
  private func appendCells(
    ofGroups groups: ClosedRange<Int>, inSection section: Int, meeting rect: CGRect,
    to result: inout [UICollectionViewLayoutAttributes]
  ) {
    let placed = sections[section]
    for group in groups {
      for slot in 0..<placed.perGroup {
        let item = group * placed.perGroup + slot
        guard item < placed.count else { break }
        let indexPath = IndexPath(item: item, section: section)
        let attributes = cellAttributes(at: indexPath)
        if attributes.frame.intersects(rect) { result.append(attributes) }
        for (attached, _) in placed.attached.isEmpty ? [] : placed.attached[slot] {
          if let badge = attachedAttributes(ofKind: attached.elementKind, at: indexPath),
            badge.frame.intersects(rect)
          {
            result.append(badge)
          }
        }
      }
    }
  }

  /// The attributes of a section's boundary supplementary item of a kind; a pinned one is
  /// held in the visible area while any of its section shows (its documentation).
  /// - Parameters:
  ///   - elementKind: The item's kind.
  ///   - indexPath: The section's index path (item 0).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    if let attributes = attachedAttributes(ofKind: elementKind, at: indexPath) { return attributes }
    let placed = sections[indexPath.section]
    guard let (item, relative) = placed.boundary.first(where: { $0.item.elementKind == elementKind }) else {
      return nil
    }
    var frame = relative.offsetBy(dx: 0, dy: placed.top)
    if item.pinToVisibleBounds, let collectionView {
      let visibleTop = collectionView.bounds.minY + collectionView.adjustedContentInset.top
      let visibleBottom = collectionView.bounds.maxY - collectionView.adjustedContentInset.bottom
      let sectionBottom = placed.top + placed.height
      if item.isAtTop {
        frame.origin.y = max(placed.top, min(max(frame.minY, visibleTop), sectionBottom - frame.height))
      } else {
        frame.origin.y = min(frame.minY, max(placed.top, min(frame.minY, visibleBottom - frame.height)))
      }
    }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = frame
    attributes.zIndex = item.zIndex
    attributes.keepsWidth = item.layoutSize.heightDimension.isEstimated
    return attributes
  }

  /// The attributes of a supplementary item attached to an item's cell (or to its group, for
  /// the group's first item): placed on the cell's frame, moved with it.
  private func attachedAttributes(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let placed = sections[indexPath.section]
    guard indexPath.item < placed.count, !placed.attached.isEmpty else { return nil }
    let slot = indexPath.item % placed.perGroup
    guard let (item, relative) = placed.attached[slot].first(where: { $0.item.elementKind == elementKind })
    else { return nil }
    let cell = frame(of: indexPath)
    let inGroup = placed.frames[slot]
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = relative.offsetBy(dx: cell.minX - inGroup.minX, dy: cell.minY - inGroup.minY)
    attributes.zIndex = item.zIndex
    return attributes
  }

  /// The attributes of a section's decoration item of a kind: over the section's whole area
  /// (headers, footers and content insets included), inset by its own content insets.
  /// - Parameters:
  ///   - elementKind: The decoration's kind.
  ///   - indexPath: The section's index path (item 0).
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let placed = sections[indexPath.section]
    guard let item = placed.source.decorationItems.first(where: { $0.elementKind == elementKind }) else {
      return nil
    }
    let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
    attributes.frame = item.frame(over: CGRect(x: 0, y: placed.top, width: width, height: placed.height))
    attributes.zIndex = item.zIndex
    return attributes
  }

  /// The cells and boundary items whose frames meet a rectangle; only the groups it crosses
  /// are computed.
  /// - Parameter rect: A rectangle in content coordinates.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for (index, placed) in sections.enumerated() {
      guard placed.top < rect.maxY, placed.top + placed.height > rect.minY else { continue }
      if placed.source.listConfiguration != nil {
        result.append(listBackgroundAttributes(of: index))
      }
      for item in placed.source.decorationItems {
        if let attributes = layoutAttributesForDecorationView(
          ofKind: item.elementKind, at: IndexPath(item: 0, section: index)),
          attributes.frame.intersects(rect)
        {
          result.append(attributes)
        }
      }
      if placed.isOrthogonal {
        appendRowCells(of: index, meeting: rect, to: &result)
      } else if let geometry = placed.estimatedGroups, placed.groups > 0 {
        let groupsTop = placed.top + placed.groupsTop
        let first = geometry.row(at: rect.minY - groupsTop)
        let last = geometry.row(at: rect.maxY - groupsTop)
        appendCells(ofGroups: first...last, inSection: index, meeting: rect, to: &result)
      } else if let groups = Self.groups(
        crossing: rect.minY...rect.maxY, start: placed.top + placed.groupsTop,
        pitch: placed.groupSize.height + placed.source.interGroupSpacing, count: placed.groups)
      {
        appendCells(ofGroups: groups, inSection: index, meeting: rect, to: &result)
      }
      for (item, _) in placed.boundary {
        if let attributes = layoutAttributesForSupplementaryView(
          ofKind: item.elementKind, at: IndexPath(item: 0, section: index)),
          attributes.frame.intersects(rect)
        {
          result.append(attributes)
        }
      }
    }
    return result
  }

  /// The cells of an orthogonal section's row that meet `rect`, visiting only the groups that
  /// show across.
  private func appendRowCells(
    of section: Int, meeting rect: CGRect, to result: inout [UICollectionViewLayoutAttributes]
  ) {
    let placed = sections[section]
    guard
      let groups = Self.groups(
        crossing: rect.minX...rect.maxX,
        start: placed.source.contentInsets.leading - (orthogonalOffsets[section] ?? 0),
        pitch: placed.groupSize.width + placed.source.interGroupSpacing, count: placed.groups)
    else { return }
    appendCells(ofGroups: groups, inSection: section, meeting: rect, to: &result)
  }

  /// Which of `count` groups in a line, the first at `start` and each `pitch` after the one
  /// before, the span crosses; `nil` for none.
  private static func groups(
    crossing span: ClosedRange<CGFloat>, start: CGFloat, pitch: CGFloat, count: Int
  ) -> ClosedRange<Int>? {
    guard count > 0, pitch > 0 else { return nil }
    let first = max(0, Int(((span.lowerBound - start) / pitch).rounded(.down)))
    let last = min(count - 1, Int(((span.upperBound - start) / pitch).rounded(.down)))
    return first <= last ? first...last : nil
  }

  /// Scrolls an orthogonal section's row to an offset, kept within its content.
  func scrollRow(ofSection section: Int, to offset: CGFloat) {
    guard sections.indices.contains(section), sections[section].isOrthogonal else {
      fatalError("UICollectionViewCompositionalLayout: section \(section) does not scroll orthogonally")
    }
    let placed = sections[section]
    let insets = placed.source.contentInsets
    let rowWidth =
      insets.leading + CGFloat(placed.groups) * placed.groupSize.width
      + CGFloat(max(0, placed.groups - 1)) * placed.source.interGroupSpacing + insets.trailing
    orthogonalOffsets[section] = min(max(0, offset), max(0, rowWidth - width))
  }

  override func dataDidChange() {
    orthogonalOffsets = [:]
    measuredGroups = [:]
    measuredBoundaries = [:]
  }

  override func listLook(
    of category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
  ) -> ListCellLook? {
    listSectionLook(of: category, kind: kind, at: indexPath)
  }

  override func makeDecorationView(for attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView
  {
    guard attributes.representedElementKind == Self.listSectionBackgroundKind else {
      return super.makeDecorationView(for: attributes)
    }
    return makeListSectionBackground(for: attributes)
  }

  /// The heights cells of estimated groups gave, by section and group.
  private var measuredGroups: [Int: [Int: CGFloat]] = [:]
  /// The heights views of boundary items of estimated height gave, by section and kind.
  private var measuredBoundaries: [Int: [String: CGFloat]] = [:]

  override var asksCellsForPreferredAttributes: Bool {
    sections.contains { placed in
      placed.estimatedGroups != nil
        || placed.boundary.contains { $0.item.layoutSize.heightDimension.isEstimated }
    }
  }

  /// Whether a section's boundary item of a kind has an estimated height.
  private func isEstimatedBoundary(_ kind: String?, inSection section: Int) -> Bool {
    sections[section].boundary.contains {
      $0.item.elementKind == kind && $0.item.layoutSize.heightDimension.isEstimated
    }
  }

  /// Whether a cell of a group of estimated height asks for another height: then its group
  /// takes it (the tallest of its cells) and the layout is made again.
  /// - Parameters:
  ///   - preferredAttributes: What the cell asked for.
  ///   - originalAttributes: What the layout gave it.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    let section = preferredAttributes.indexPath.section
    guard sections.indices.contains(section) else { return false }
    switch preferredAttributes.representedElementCategory {
    case .cell:
      guard sections[section].estimatedGroups != nil else { return false }
    case .supplementaryView:
      guard isEstimatedBoundary(preferredAttributes.representedElementKind, inSection: section) else {
        return false
      }
    case .decorationView:
      return false
    }
    return preferredAttributes.size.height != originalAttributes.size.height
  }

  override func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    let section = attributes.indexPath.section
    if attributes.representedElementCategory == .supplementaryView,
      let kind = attributes.representedElementKind
    {
      measuredBoundaries[section, default: [:]][kind] = attributes.size.height
      invalidateLayout()
      return
    }
    let group = attributes.indexPath.item / sections[section].perGroup
    let slot = attributes.indexPath.item % sections[section].perGroup
    // The item's height is its share of the group's: the group grows by what the item asks more.
    let itemHeight = sections[section].frames.isEmpty ? 0 : sections[section].frames[slot].height
    let groupHeight = sections[section].groupSize.height + attributes.size.height - itemHeight
    let known = measuredGroups[section]?[group]
    measuredGroups[section, default: [:]][group] =
      slot == 0 || known == nil ? groupHeight : max(known!, groupHeight)
    invalidateLayout()
  }
}

/// Options for a whole compositional layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// Creates the default options.
  public override init() {
    super.init()
  }

  /// The space between sections; default 0 (UICollectionViewCompositionalLayout.h).
  open var interSectionSpacing: CGFloat = 0
}

/// What a section provider knows of where the layout is: its container and traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The space the section lays out in.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// The size a compositional layout's element lays out in, and its insets.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The size before insets.
  var contentSize: CGSize { get }
  /// The size inside the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets as points.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a compositional layout gives its section provider.
@MainActor
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}

/// A container of a size and insets.
@MainActor
final class LayoutContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var effectiveContentSize: CGSize {
    CGSize(
      width: contentSize.width - contentInsets.leading - contentInsets.trailing,
      height: contentSize.height - contentInsets.top - contentInsets.bottom)
  }

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }
}

extension UICollectionView {
  /// Scrolls the row of an orthogonally scrolling section of a compositional layout, as a
  /// user's swipe across it would (HeadlessUIKit only): its cells move across, the rest stays.
  /// - Parameters:
  ///   - section: The section.
  ///   - offset: How far across, kept within the row.
  public func simulateOrthogonalScroll(inSection section: Int, to offset: CGFloat) {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      fatalError("UICollectionView: only a compositional layout has sections that scroll orthogonally")
    }
    layoutIfNeeded()
    layout.scrollRow(ofSection: section, to: offset)
    setNeedsLayout()
    layoutIfNeeded()
  }
}
