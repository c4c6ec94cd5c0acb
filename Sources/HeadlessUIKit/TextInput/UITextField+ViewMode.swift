extension UITextField {
  /// When an overlay view (clear button, left or right view) is shown.
  public enum ViewMode: Int, Sendable {
    /// Never (the default).
    case never = 0
    /// Only while the field is editing.
    case whileEditing = 1
    /// Only while the field is not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }
}
