extension Stylable where Self: UICollectionView {
  /// Sets the object that gives the collection view its sections, items and cells. The
  /// collection view does not keep it alive.
  /// - Parameter value: The data source.
  @discardableResult
  public func dataSource(_ value: (any UICollectionViewDataSource)?) -> Self {
    dataSource = value
    return self
  }

  /// Registers the class of the cells to make for a reuse identifier with UIKit's
  /// `register(_:forCellWithReuseIdentifier:)`, and returns the collection view. (A modifier named
  /// `register` would lose to UIKit's method, which returns nothing, at the end of a chain; this
  /// is the name sakiyamaK's DeclarativeUIKit gives it.)
  ///
  /// ```swift
  /// UICollectionView(frame: .zero, collectionViewLayout: layout)
  ///   .dataSource(self)
  ///   .registerCellClass(TweetCell.self, forCellWithReuseIdentifier: "TweetCell")
  /// ```
  ///
  /// - Parameters:
  ///   - cellClass: A `UICollectionViewCell` subclass.
  ///   - identifier: The identifier to dequeue it with.
  @discardableResult
  public func registerCellClass(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) -> Self
  {
    register(cellClass, forCellWithReuseIdentifier: identifier)
    return self
  }
}
