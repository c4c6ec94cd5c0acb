import Foundation

/// A supplementary view of a compositional layout attached to an item or a group, such as a
/// badge on a cell's corner: an item with a kind, shown by a supplementary view of that kind
/// that the data source gives for the item's index path.
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///   elementKind: "badge",
///   containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
/// ```
///
/// Its size is resolved against the cell it is attached to (fractions are of the cell's width
/// and height), and ``containerAnchor`` places it on the cell's frame. A group's supplementary
/// items are placed on the group's frame and take the index path of the group's first item
/// (no public source says which item UIKit gives them).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of view that shows it.
  public let elementKind: String
  /// Where it attaches to its container.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which of its own points goes to the container anchor's, or `nil` for the same edges.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// Its stacking order; 1 here, over the cells. No public source for UIKit's default
  /// (UICollectionViewCompositionalLayout.h gives only a decoration item's, 0, and says the
  /// section's other elements are promoted to 1).
  open var zIndex = 1

  /// Creates a supplementary item placed by an anchor on its container.
  /// - Parameters:
  ///   - layoutSize: Its size, resolved against the item or group it belongs to.
  ///   - elementKind: The kind of view that shows it.
  ///   - containerAnchor: Where it attaches.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: nil)
  }

  /// Creates a supplementary item whose own anchor point goes to the container anchor's point.
  /// - Parameters:
  ///   - layoutSize: Its size, resolved against the item or group it belongs to.
  ///   - elementKind: The kind of view that shows it.
  ///   - containerAnchor: The point of the container it attaches to.
  ///   - itemAnchor: Its own point that goes there.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: itemAnchor)
  }

  init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, anchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = anchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize)
  }

  /// Its frame on a container (a cell's or a group's frame).
  func frame(on container: CGRect) -> CGRect {
    let size = layoutSize.resolved(in: container.size)
    return containerAnchor.frame(ofItemOf: size, in: container, itemAnchor: itemAnchor)
  }
}
