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
}

extension UICollectionViewDataSource {
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

/// What a collection view tells its delegate: selection and display.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Called after the user selected an item.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Nothing.
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
