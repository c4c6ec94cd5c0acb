import Foundation

/// Where a supplementary item sits on the edges of its container.
public enum NSRectAlignment: Int, Sendable {
  /// Nowhere in particular.
  case none = 0
  /// Along the top edge.
  case top = 1
  /// At the top leading corner.
  case topLeading = 2
  /// Along the leading edge.
  case leading = 3
  /// At the bottom leading corner.
  case bottomLeading = 4
  /// Along the bottom edge.
  case bottom = 5
  /// At the bottom trailing corner.
  case bottomTrailing = 6
  /// Along the trailing edge.
  case trailing = 7
  /// At the top trailing corner.
  case topTrailing = 8
}

/// A header or footer of a section: a supplementary item on one of the section's edges.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///   elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// ```
///
/// A top-aligned item (`.top`, `.topLeading`, `.topTrailing`) goes above the section's groups, a
/// bottom-aligned one below; with ``extendsBoundary`` (the default) the section grows by its
/// height. Its width is resolved against the section's width inside its leading and trailing
/// content insets, which supplementary items follow by default (the deprecated
/// `supplementariesFollowContentInsets` of UICollectionViewCompositionalLayout.h).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge it sits on.
  public let alignment: NSRectAlignment
  /// Whether the section grows to hold it; default `true`.
  open var extendsBoundary = true
  /// Whether it stays in view while any of its section shows; default `false`.
  open var pinToVisibleBounds = false

  /// Creates a header or footer.
  /// - Parameters:
  ///   - layoutSize: Its size, resolved against the section.
  ///   - elementKind: The kind of view that shows it.
  ///   - alignment: The edge of the section it sits on.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// Creates a header or footer moved by points from where its alignment puts it.
  /// - Parameters:
  ///   - layoutSize: Its size, resolved against the section.
  ///   - elementKind: The kind of view that shows it.
  ///   - alignment: The edge of the section it sits on.
  ///   - absoluteOffset: How far to move it, in points.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      anchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
      itemAnchor: nil)
  }

  /// How far it is moved from where its alignment puts it, in points; default zero.
  public let offset: CGPoint

  /// Whether it sits above the groups (else below).
  var isAtTop: Bool { [.top, .topLeading, .topTrailing, .none, .leading, .trailing].contains(alignment) }
}

extension NSRectAlignment {
  /// The edges an alignment names.
  var edges: NSDirectionalRectEdge {
    switch self {
    case .none: return []
    case .top: return .top
    case .topLeading: return [.top, .leading]
    case .leading: return .leading
    case .bottomLeading: return [.bottom, .leading]
    case .bottom: return .bottom
    case .bottomTrailing: return [.bottom, .trailing]
    case .trailing: return .trailing
    case .topTrailing: return [.top, .trailing]
    }
  }
}
