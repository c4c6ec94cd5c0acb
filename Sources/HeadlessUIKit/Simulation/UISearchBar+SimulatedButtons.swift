extension UISearchBar {
  /// Presses the keyboard's search button. HeadlessUIKit only.
  ///
  /// Tells the delegate (`searchBarSearchButtonClicked(_:)`), as UIKit does when the field is
  /// editing.
  /// - Returns: `false` when the field is not editing.
  @discardableResult
  public func simulateSearchButtonTap() -> Bool {
    searchTextField.simulateReturnKey()
  }

  /// Taps the Cancel button. HeadlessUIKit only.
  ///
  /// Tells the delegate (`searchBarCancelButtonClicked(_:)`); the app clears the text or ends
  /// editing there, as with UIKit.
  /// - Returns: `false`, and nothing happens, when the Cancel button does not show.
  @discardableResult
  public func simulateCancelButtonTap() -> Bool {
    guard showsCancelButton, !isHidden, isUserInteractionEnabled else { return false }
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.searchBarCancelled()
    return true
  }
}
