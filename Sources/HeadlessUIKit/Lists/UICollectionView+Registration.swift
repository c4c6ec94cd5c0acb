import Foundation

extension UICollectionView {
  /// How to make and configure the cell of an item, without reuse identifiers.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let handler: Handler
    let identifier = UUID().uuidString

    /// Creates a registration.
    /// - Parameter handler: Configures a cell for an item.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// How to make and configure a supplementary view of one kind.
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    let elementKind: String
    let handler: Handler
    let identifier = UUID().uuidString

    /// Creates a registration.
    /// - Parameters:
    ///   - elementKind: The kind of view.
    ///   - handler: Configures a view.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }
}
