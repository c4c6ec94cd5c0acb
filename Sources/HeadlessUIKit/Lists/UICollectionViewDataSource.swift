import Foundation

/// What a collection view asks its data source: sections, items, cells and supplementary views.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in a section.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - section: The section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

  /// The cell of an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// The number of sections; one by default.
  /// - Parameter collectionView: The collection view asking.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// A supplementary view such as a section header. The default stops the program: a layout
  /// that asks for one needs a data source that gives it, as in UIKit.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Whether an item may be moved by an interactive movement. The default allows every item
  /// (Apple's documentation: without this method a data source that moves items lets all of
  /// them move); HeadlessUIKit cannot see whether a Swift data source implements
  /// ``collectionView(_:moveItemAt:to:)``, so it allows them whether or not it does.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

  /// Moves an item in the data, after an interactive movement ended somewhere else; does
  /// nothing by default.
  /// - Parameters:
  ///   - collectionView: The collection view telling.
  ///   - sourceIndexPath: Where the item was.
  ///   - destinationIndexPath: Where it is now.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// Every item may move.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  /// - Parameters:
  ///   - collectionView: The collection view telling.
  ///   - sourceIndexPath: Where the item was.
  ///   - destinationIndexPath: Where it is now.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// One section.
  /// - Parameter collectionView: The collection view asking.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Stops the program: the data source gives no supplementary views.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    fatalError(
      "UICollectionView: the data source gives no supplementary view of kind \(kind) at \(indexPath)")
  }
}

/// What a collection view tells its delegate and asks it: selection and display.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether the item the user tapped may be selected; not asked when code selects.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

  /// Called after the user selected an item.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Called after the user's tap deselected an item (selecting another deselects the one
  /// before); not called when code deselects.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// Called before an item's cell comes into view.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell about to show.
  ///   - indexPath: Its item.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  )

  /// Called after an item's cell scrolled out of view.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell no longer shown.
  ///   - indexPath: The item it showed.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// `true`.
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

  /// Nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

  /// Nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell about to show.
  ///   - indexPath: Its item.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell no longer shown.
  ///   - indexPath: The item it showed.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}
