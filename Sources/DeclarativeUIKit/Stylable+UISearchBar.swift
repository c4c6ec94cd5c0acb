extension Stylable where Self: UISearchBar {
  /// Sets the search text.
  /// - Parameter value: The text; `nil` is empty.
  @discardableResult
  public func text(_ value: String?) -> Self {
    text = value
    return self
  }

  /// Sets the text shown in the empty field.
  /// - Parameter value: The placeholder, or `nil`.
  @discardableResult
  public func placeholder(_ value: String?) -> Self {
    placeholder = value
    return self
  }

  /// Sets the line of text above the field.
  /// - Parameter value: The prompt, or `nil`.
  @discardableResult
  public func prompt(_ value: String?) -> Self {
    prompt = value
    return self
  }

  /// Sets how the bar's background looks.
  /// - Parameter value: `.default`, `.prominent` or `.minimal`.
  @discardableResult
  public func searchBarStyle(_ value: UISearchBar.Style) -> Self {
    searchBarStyle = value
    return self
  }

  /// Shows or hides the Cancel button.
  /// - Parameter value: `true` to show it.
  @discardableResult
  public func showsCancelButton(_ value: Bool) -> Self {
    showsCancelButton = value
    return self
  }

  /// Sets the object told of edits and button taps. The search bar holds it weakly.
  /// - Parameter value: The delegate, or `nil`.
  @discardableResult
  public func delegate(_ value: (any UISearchBarDelegate)?) -> Self {
    delegate = value
    return self
  }
}
