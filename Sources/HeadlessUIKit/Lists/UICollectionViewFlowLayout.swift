import Foundation

/// Lays items out in lines, like text: as many as fit across, then the next line, with
/// optional section headers and footers.
///
/// Defaults are UIKit's documented ones: items of 50 by 50 points, 10 points between lines and
/// at least 10 between items, no section insets, vertical scrolling. In each line but the last,
/// the space left over is shared between the items (a line of one item centres it); the last
/// line of a section keeps the spacing of the full lines so its items stand under theirs (a
/// section of one line spreads it like the others). UIKit's documentation says only that the
/// spacing may grow beyond the minimum; the rest is this library's reading of UIKit's grids.
///
/// A horizontal layout fills columns top to bottom and grows to the right. The collection
/// view's delegate, if it adopts ``UICollectionViewDelegateFlowLayout``, gives sizes, insets
/// and spacings per item and section. With an ``estimatedItemSize`` cells size themselves:
/// each item counts at the estimate until its cell shows and gives its preferred size.
///
/// A grid of uniform items costs the same whatever the item count: frames are computed for
/// the lines that show only.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Creates a flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// The estimated item size that asks each cell for its size with no estimate of its own.
  ///
  /// No public source for UIKit's value (the header declares the constant without it); two
  /// independent reimplementations of UIKit's symbols use the largest finite size, as here.
  nonisolated public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The size of every item the delegate does not size; default 50 by 50. A negative or zero
  /// size is logged, as UIKit logs it.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet {
      if itemSize.width <= 0 || itemSize.height <= 0 {
        // UIKit's wording, from device logs quoted in public code (e.g. the comments of
        // collection views in github.com/LiuXingCode/LXScrollContentView issue 1).
        LayoutLog.write("negative or zero item sizes are not supported in the flow layout\n")
      }
      invalidateLayout()
    }
  }
  /// The space between lines; default 10.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items of a line; default 10.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Space around each section's items; default zero.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// The size of section headers: their height in a vertical layout, their width in a
  /// horizontal one, the other side spanning the collection view; default zero, none.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The size of section footers, read as ``headerReferenceSize``; default zero, none.
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The scrolling direction; default `.vertical`.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// An estimate for self-sizing items; default zero, off. Any other size makes each cell give
  /// its own size through `preferredLayoutAttributesFitting(_:)` when it shows;
  /// ``automaticSize`` counts items at ``itemSize`` until then.
  open var estimatedItemSize: CGSize = .zero {
    didSet {
      measuredSizes = [:]
      invalidateLayout()
    }
  }
  /// Whether each section's header stays at the top (leading edge) of the visible area while
  /// the section shows, as a plain table view's do; default `false`.
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Whether each section's footer stays at the bottom (trailing edge) of the visible area
  /// while the section shows; default `false`.
  open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  /// Set by the delegate's default `sizeForItemAt`: the delegate does not size items.
  static var itemSizeAnsweredByDefault = false

  private var sections: [FlowLayoutSection] = []
  private var isVertical: Bool { scrollDirection == .vertical }
  /// The length across the content, and the content insets before it across and along.
  private var crossLength: CGFloat = 0
  private var crossInsetBefore: CGFloat = 0
  private var mainInsetBefore: CGFloat = 0
  private var mainInsetAfter: CGFloat = 0
  /// The sizes cells gave for their items (self-sizing only).
  private var measuredSizes: [IndexPath: CGSize] = [:]

  /// Whether items size themselves.
  private var selfSizing: Bool { estimatedItemSize != .zero }

  /// Places the lines of each section, asking the delegate for what it gives.
  open override func prepare() {
    guard let collectionView else {
      sections = []
      return
    }
    let vertical = isVertical
    let insets = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    crossLength =
      vertical ? bounds.width - insets.left - insets.right : bounds.height - insets.top - insets.bottom
    crossInsetBefore = vertical ? insets.left : insets.top
    mainInsetBefore = vertical ? insets.top : insets.left
    mainInsetAfter = vertical ? insets.bottom : insets.right
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    var result: [FlowLayoutSection] = []
    var start: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      var entry = layOut(section: section, in: collectionView, delegate: delegate)
      entry.start = start
      start += entry.length
      result.append(entry)
    }
    sections = result
  }

  /// One section's header, footer and lines, the section starting at zero.
  private func layOut(
    section: Int, in collectionView: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?
  ) -> FlowLayoutSection {
    let vertical = isVertical
    let count = collectionView.numberOfItems(inSection: section)
    let inset =
      delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
    let lineSpacing =
      delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
      ?? minimumLineSpacing
    let interitemSpacing =
      delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      ?? minimumInteritemSpacing
    let header =
      delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    let footer =
      delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    let crossBefore = vertical ? inset.left : inset.top
    let available = crossLength - crossBefore - (vertical ? inset.right : inset.bottom)
    let main = { (size: CGSize) in max(0, vertical ? size.height : size.width) }
    let cross = { (size: CGSize) in max(0, vertical ? size.width : size.height) }

    // The delegate sizes items if its first answer is its own; then it is asked for each.
    var sizedByDelegate = false
    var uniformSize = itemSize
    if let delegate, count > 0 {
      Self.itemSizeAnsweredByDefault = false
      uniformSize = delegate.collectionView(
        collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
      sizedByDelegate = !Self.itemSizeAnsweredByDefault
    }
    let lines: FlowLayoutSection.Lines
    if sizedByDelegate || selfSizing {
      var sizes: [(main: CGFloat, cross: CGFloat)] = []
      sizes.reserveCapacity(count)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        var size = uniformSize
        if let measured = measuredSizes[indexPath] {
          size = measured
        } else if selfSizing, estimatedItemSize != Self.automaticSize {
          size = estimatedItemSize
        } else if sizedByDelegate, let delegate, item > 0 {
          size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        }
        if sizedByDelegate, size.width <= 0 || size.height <= 0 {
          // UIKit's wording for a delegate's size, as quoted in
          // github.com/jessesquires/JSQMessagesViewController issue 819. No public source for
          // what it does next: HeadlessUIKit lays the item out at no length.
          LayoutLog.write("negative or zero sizes are not supported in the flow layout\n")
        }
        sizes.append((main(size), cross(size)))
      }
      lines = FlowLayoutSection.sizedLines(
        sizes: sizes, available: available, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing)
    } else {
      let itemCross = cross(uniformSize)
      let perLine = max(
        1,
        min(
          max(count, 1),
          itemCross + interitemSpacing > 0
            ? Int(((available + interitemSpacing) / (itemCross + interitemSpacing)).rounded(.down)) : count))
      let fullCount = min(perLine, count)
      let spacing =
        fullCount > 1 ? (available - CGFloat(fullCount) * itemCross) / CGFloat(fullCount - 1) : 0
      lines = .uniform(
        mainLength: main(uniformSize), crossLength: itemCross, perLine: perLine, spacing: spacing)
    }
    return FlowLayoutSection(
      count: count, header: main(header), footer: main(footer),
      insetBefore: vertical ? inset.top : inset.left, insetAfter: vertical ? inset.bottom : inset.right,
      crossStart: crossBefore, available: available, lineSpacing: lineSpacing, lines: lines)
  }

  /// The length across the collection view by the length of every section.
  open override var collectionViewContentSize: CGSize {
    let main = sections.last.map { $0.start + $0.length } ?? 0
    return isVertical ? CGSize(width: crossLength, height: main) : CGSize(width: main, height: crossLength)
  }

  /// The attributes of an item's cell.
  /// - Parameter indexPath: The item.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < sections[indexPath.section].count
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = sections[indexPath.section].frame(ofItem: indexPath.item).rect(vertical: isVertical)
    return attributes
  }

  /// The attributes of a section header or footer.
  /// - Parameters:
  ///   - elementKind: `UICollectionView.elementKindSectionHeader` or `elementKindSectionFooter`.
  ///   - indexPath: The section's index path (item 0).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    var main: CGFloat
    let length: CGFloat
    var pinned = false
    if elementKind == UICollectionView.elementKindSectionHeader, section.header > 0 {
      main = section.start
      length = section.header
      if sectionHeadersPinToVisibleBounds, let visible = visibleMainRange {
        // Held at the top of the visible area, and pushed off by the end of the section's
        // items (and inset), so it never covers the next section.
        let held = min(max(main, visible.lowerBound), section.contentEnd - length)
        pinned = held != main
        main = max(section.start, held)
      }
    } else if elementKind == UICollectionView.elementKindSectionFooter, section.footer > 0 {
      main = section.start + section.length - section.footer
      length = section.footer
      if sectionFootersPinToVisibleBounds, let visible = visibleMainRange {
        let held = max(min(main, visible.upperBound - length), section.itemsStart - section.insetBefore)
        pinned = held != main
        main = min(main, held)
      }
    } else {
      return nil
    }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = FlowRect(main: main, cross: 0, mainLength: length, crossLength: crossLength)
      .rect(vertical: isVertical)
    // No public source for UIKit's z-index of a pinned view; above the cells (0) it covers.
    if pinned { attributes.zIndex = 1 }
    return attributes
  }

  /// The part of the content that shows, along the main axis, inside the content insets.
  private var visibleMainRange: ClosedRange<CGFloat>? {
    guard let collectionView else { return nil }
    let bounds = collectionView.bounds
    let lower = (isVertical ? bounds.minY : bounds.minX) + mainInsetBefore
    let upper = (isVertical ? bounds.maxY : bounds.maxX) - mainInsetAfter
    return lower <= upper ? lower...upper : nil
  }

  /// The items, headers and footers whose frames meet a rectangle: only the lines it crosses
  /// are computed.
  /// - Parameter rect: A rectangle in content coordinates.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    let vertical = isVertical
    let from = vertical ? rect.minY : rect.minX
    let to = vertical ? rect.maxY : rect.maxX
    for (index, section) in sections.enumerated() {
      guard section.start < to, section.start + section.length > from else { continue }
      if let lines = section.lines(meeting: from, to) {
        for line in lines {
          for item in section.items(inLine: line) {
            let frame = section.frame(ofItem: item).rect(vertical: vertical)
            guard frame.intersects(rect) else { continue }
            let attributes = UICollectionViewLayoutAttributes(
              forCellWith: IndexPath(item: item, section: index))
            attributes.frame = frame
            result.append(attributes)
          }
        }
      }
      for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        if let attributes = layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: index)),
          attributes.frame.intersects(rect)
        {
          result.append(attributes)
        }
      }
    }
    return result
  }

  /// Whether a cell's preferred size differs from its item's: then the layout keeps it and
  /// lays out again. Only a layout with an ``estimatedItemSize`` takes cells' sizes.
  /// - Parameters:
  ///   - preferredAttributes: What the cell asked for.
  ///   - originalAttributes: What the layout gave it.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    selfSizing && preferredAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  override var asksCellsForPreferredAttributes: Bool { selfSizing }

  override func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    measuredSizes[attributes.indexPath] = attributes.size
    invalidateLayout()
  }

  override func dataDidChange() {
    measuredSizes = [:]
  }
}

extension UICollectionView {
  /// The direction a layout's content scrolls in.
  public enum ScrollDirection: Int, Sendable {
    /// Lines run across; the content scrolls vertically.
    case vertical = 0
    /// Lines run down; the content scrolls horizontally.
    case horizontal = 1
  }
}
