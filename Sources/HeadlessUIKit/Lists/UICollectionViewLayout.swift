import Foundation

/// Decides where a collection view's items and supplementary views go. Subclass it, or use
/// ``UICollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` before laying out, then asks for the content size
/// and for the elements in the rectangle that shows.
@MainActor
open class UICollectionViewLayout: NSObject {
  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?

  /// Computes what the layout needs before the collection view asks for elements.
  open func prepare() {}

  /// The size of all the content; default zero.
  open var collectionViewContentSize: CGSize { .zero }

  /// The elements whose frames meet a rectangle of the content; default none.
  /// - Parameter rect: A rectangle in content coordinates.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of an item's cell; default `nil`.
  /// - Parameter indexPath: The item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of a supplementary view; default `nil`.
  /// - Parameters:
  ///   - elementKind: The view's kind.
  ///   - indexPath: Its index path.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Marks the layout as out of date: the collection view prepares it again at its next layout.
  open func invalidateLayout() {
    collectionView?.layoutDidInvalidate()
  }
}
