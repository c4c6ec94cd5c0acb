extension Stylable where Self: UITableView {
  /// Sets the object that gives the table view its sections, rows and cells. The table view
  /// does not keep it alive.
  /// - Parameter value: The data source.
  @discardableResult
  public func dataSource(_ value: (any UITableViewDataSource)?) -> Self {
    dataSource = value
    return self
  }

  /// Registers the class of the cells to make for a reuse identifier with UIKit's
  /// `register(_:forCellReuseIdentifier:)`, and returns the table view (the name sakiyamaK's
  /// DeclarativeUIKit gives it: one named `register` would lose to UIKit's method, which
  /// returns nothing, at the end of a chain).
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` subclass.
  ///   - identifier: The identifier to dequeue it with.
  @discardableResult
  public func registerCellClass(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) -> Self {
    register(cellClass, forCellReuseIdentifier: identifier)
    return self
  }
}
