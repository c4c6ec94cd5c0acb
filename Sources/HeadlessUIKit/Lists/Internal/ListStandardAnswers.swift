import Foundation

/// A data source and delegate that implements none of the optional methods, so it answers with
/// the protocols' default implementations: the table and collection view controllers forward
/// the optional methods they mirror to it, and the defaults stay in one place.
@MainActor
final class ListStandardAnswers: NSObject, UITableViewDataSource, UITableViewDelegate,
  UICollectionViewDataSource, UICollectionViewDelegate
{
  /// The one instance; it holds no state.
  static let shared = ListStandardAnswers()

  /// No rows (never asked: the controllers answer this requirement themselves).
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Never asked: the controllers answer this requirement themselves.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No items (never asked: the controllers answer this requirement themselves).
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// Never asked: the controllers answer this requirement themselves.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
}
