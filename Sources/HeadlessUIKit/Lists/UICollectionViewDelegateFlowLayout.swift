import Foundation

/// What a flow layout asks the collection view's delegate: the size of each item, and the
/// insets, spacings and header and footer sizes of each section.
///
/// Every requirement is optional in UIKit; the default implementations answer with the flow
/// layout's own properties, as UIKit does when the delegate does not implement the method.
/// The layout asks for every item's size (as UIKit does) only when the delegate gives sizes:
/// a delegate that leaves `sizeForItemAt` to the default keeps a grid of 100,000 items as cheap
/// as one of 100.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of an item.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// The space around a section's items.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets

  /// The space between a section's lines.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The least space between the items of a line in a section.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat

  /// The size of a section's header: only its length along the scrolling direction counts,
  /// and zero there means no header.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize

  /// The size of a section's footer, read as the header's is.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's `itemSize`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    // Tells the layout the delegate does not size items, as UIKit learns it from
    // respondsToSelector.
    UICollectionViewFlowLayout.itemSizeAnsweredByDefault = true
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// The layout's `sectionInset`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// The layout's `minimumLineSpacing`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// The layout's `minimumInteritemSpacing`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// The layout's `headerReferenceSize`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// The layout's `footerReferenceSize`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - collectionViewLayout: The layout asking.
  ///   - section: The section.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
