extension Stylable where Self: UIPickerView {
  /// Sets the object that gives the counts. The picker holds it weakly.
  /// - Parameter value: The data source, or `nil`.
  @discardableResult
  public func dataSource(_ value: (any UIPickerViewDataSource)?) -> Self {
    dataSource = value
    return self
  }

  /// Sets the object that gives titles and is told of selections. The picker holds it weakly.
  /// - Parameter value: The delegate, or `nil`.
  @discardableResult
  public func delegate(_ value: (any UIPickerViewDelegate)?) -> Self {
    delegate = value
    return self
  }

  /// Selects a row of a component without telling the delegate.
  /// - Parameters:
  ///   - row: The row's index.
  ///   - component: The component's index; 0 by default.
  @discardableResult
  public func selectedRow(_ row: Int, inComponent component: Int = 0) -> Self {
    selectRow(row, inComponent: component, animated: false)
    return self
  }
}
