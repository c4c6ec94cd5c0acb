import Foundation

/// Decides where a collection view's items and supplementary views go. Subclass it, or use
/// ``UICollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` before laying out, then asks for the content size
/// and for the elements in the rectangle that shows.
@preconcurrency @MainActor
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

  /// The attributes of a decoration view; default `nil`.
  /// - Parameters:
  ///   - elementKind: The view's kind.
  ///   - indexPath: Its index path.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The classes of decoration views, by kind.
  private var decorationClasses: [String: UICollectionReusableView.Type] = [:]

  /// Registers the class the layout makes its decoration views of a kind from.
  /// - Parameters:
  ///   - viewClass: A `UICollectionReusableView` class, or `nil` to remove it.
  ///   - elementKind: The kind of decoration view.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass.flatMap { $0 as? UICollectionReusableView.Type }
    invalidateLayout()
  }

  /// Marks the layout as out of date: the collection view prepares it again at its next layout.
  open func invalidateLayout() {
    collectionView?.layoutDidInvalidate()
  }

  /// Whether a view's preferred attributes should change the layout; default `false`, the
  /// layout keeps its own.
  /// - Parameters:
  ///   - preferredAttributes: What the view asked for in `preferredLayoutAttributesFitting(_:)`.
  ///   - originalAttributes: What the layout gave it.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// Whether the collection view asks each cell it shows for its preferred attributes.
  var asksCellsForPreferredAttributes: Bool { false }

  /// Keeps a cell's preferred attributes after ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
  /// said yes (UIKit passes them in an invalidation context).
  func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {}

  /// The items changed (reload or batch update): what the layout kept per item is stale.
  func dataDidChange() {}

  /// What a list section gives the view of an element: its default content, background and
  /// separators; `nil` outside list sections.
  func listLook(
    of category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
  ) -> ListCellLook? { nil }

  /// The view of a decoration, made from the class registered for its kind; a kind nobody
  /// registered stops the program, with the message UIKit raises for any view it cannot make
  /// (UIKit uses the kind as the identifier; HeadlessUIKit's list backgrounds are made by their
  /// layout).
  func makeDecorationView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView {
    let kind = attributes.representedElementKind ?? ""
    guard let viewClass = decorationClasses[kind] else {
      fatalError(
        "UICollectionView: could not dequeue a view of kind: \(kind) with identifier \(kind) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    return viewClass.init()
  }
}
