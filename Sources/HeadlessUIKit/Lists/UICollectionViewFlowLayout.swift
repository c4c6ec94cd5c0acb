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
/// A table of uniform items costs the same whatever the item count: frames are computed for
/// the lines that show only.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Creates a flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// The size of every item the delegate does not size; default 50 by 50.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The space between lines; default 10.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items of a line; default 10.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Space around each section's items; default zero.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// The size of section headers (their height, across a vertical layout); default zero, none.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The size of section footers; default zero, none.
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The scrolling direction; default `.vertical`.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// An estimate for self-sizing items; default zero, off (HeadlessUIKit uses `itemSize`).
  open var estimatedItemSize: CGSize = .zero

  /// One section's lines: where it starts and how its uniform items fall.
  private struct Section {
    var top: CGFloat
    var count: Int
    var header: CGFloat
    var footer: CGFloat
    var perLine: Int
    var lines: Int
    var spacing: CGFloat
    var lastSpacing: CGFloat
    var lastCount: Int
    var itemsTop: CGFloat { top + header + inset.top }
    var inset: UIEdgeInsets
    var size: CGSize
    var lineSpacing: CGFloat
    var height: CGFloat {
      let itemsHeight =
        lines == 0 ? 0 : CGFloat(lines) * size.height + CGFloat(lines - 1) * lineSpacing
      return header + inset.top + itemsHeight + inset.bottom + footer
    }
  }

  private var sections: [Section] = []
  private var width: CGFloat = 0

  /// Places the lines of each section.
  open override func prepare() {
    guard let collectionView else {
      sections = []
      return
    }
    width = collectionView.bounds.width
    var result: [Section] = []
    var top: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      let available = width - sectionInset.left - sectionInset.right
      let perLine = max(
        1,
        Int(
          ((available + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing)).rounded(.down))
      )
      let lines = count == 0 ? 0 : (count + perLine - 1) / perLine
      let fullCount = min(perLine, count)
      let spacing =
        fullCount > 1 ? (available - CGFloat(fullCount) * itemSize.width) / CGFloat(fullCount - 1) : 0
      let lastCount = count - (lines - 1) * perLine
      let entry = Section(
        top: top, count: count, header: headerReferenceSize.height, footer: footerReferenceSize.height,
        perLine: perLine, lines: lines, spacing: spacing, lastSpacing: spacing, lastCount: lastCount,
        inset: sectionInset, size: itemSize, lineSpacing: minimumLineSpacing)
      result.append(entry)
      top += entry.height
    }
    sections = result
  }

  /// The width of the collection view by the height of every section.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: width, height: sections.last.map { $0.top + $0.height } ?? 0)
  }

  /// The frame of an item.
  private func frame(of indexPath: IndexPath) -> CGRect {
    let section = sections[indexPath.section]
    let line = indexPath.item / section.perLine
    let column = indexPath.item % section.perLine
    let y = section.itemsTop + CGFloat(line) * (section.size.height + section.lineSpacing)
    let available = width - section.inset.left - section.inset.right
    var x: CGFloat
    let itemsInLine = line == section.lines - 1 ? section.lastCount : section.perLine
    if itemsInLine == 1 && section.lines == 1 || section.perLine == 1 {
      // A line of one item centres it.
      x = section.inset.left + (available - section.size.width) / 2
    } else {
      x = section.inset.left + CGFloat(column) * (section.size.width + section.spacing)
    }
    return CGRect(x: x, y: y, width: section.size.width, height: section.size.height)
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

  /// The attributes of a section header or footer.
  /// - Parameters:
  ///   - elementKind: `UICollectionView.elementKindSectionHeader` or `elementKindSectionFooter`.
  ///   - indexPath: The section's index path (item 0).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
    if elementKind == UICollectionView.elementKindSectionHeader, section.header > 0 {
      attributes.frame = CGRect(x: 0, y: section.top, width: width, height: section.header)
    } else if elementKind == UICollectionView.elementKindSectionFooter, section.footer > 0 {
      attributes.frame = CGRect(
        x: 0, y: section.top + section.height - section.footer, width: width, height: section.footer)
    } else {
      return nil
    }
    return attributes
  }

  /// The items, headers and footers whose frames meet a rectangle: only the lines it crosses
  /// are computed.
  /// - Parameter rect: A rectangle in content coordinates.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    for (index, section) in sections.enumerated() {
      guard section.top < rect.maxY, section.top + section.height > rect.minY else { continue }
      for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        if let attributes = layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: index)),
          attributes.frame.intersects(rect)
        {
          result.append(attributes)
        }
      }
      appendGridCells(
        section: index, count: section.count, perRow: section.perLine, rows: section.lines,
        top: section.itemsTop, pitch: section.size.height + section.lineSpacing, meeting: rect,
        frame: frame(of:), to: &result)
    }
    return result
  }
}

extension UICollectionView {
  /// The direction a layout's content scrolls in.
  public enum ScrollDirection: Int, Sendable {
    /// Lines run across; the content scrolls vertically.
    case vertical = 0
    /// Lines run down; the content scrolls horizontally (HeadlessUIKit's flow layout lays out
    /// vertically).
    case horizontal = 1
  }
}
