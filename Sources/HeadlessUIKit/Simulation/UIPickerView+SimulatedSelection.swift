extension UIPickerView {
  /// Spins a component's wheel to a row as a user would. HeadlessUIKit only.
  ///
  /// Selects the row and tells the delegate (`pickerView(_:didSelectRow:inComponent:)`).
  ///
  /// ```swift
  /// picker.simulateSelectRow(3, inComponent: 0)
  /// picker.selectedRow(inComponent: 0)  // 3
  /// ```
  /// - Parameters:
  ///   - row: The row's index.
  ///   - component: The component's index.
  /// - Returns: `false`, and nothing happens, when the row does not exist or the picker would
  ///   not receive the touch (hidden, transparent or not taking user interaction).
  @discardableResult
  public func simulateSelectRow(_ row: Int, inComponent component: Int) -> Bool {
    guard (0..<numberOfRows(inComponent: component)).contains(row) else { return false }
    var view: UIView? = self
    while let current = view {
      if !current.isUserInteractionEnabled || current.isHidden || current.alpha < 0.01 { return false }
      view = current.superview
    }
    selectRow(row, inComponent: component, animated: true)
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    return true
  }
}
