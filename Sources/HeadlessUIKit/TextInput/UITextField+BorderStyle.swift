extension UITextField {
  /// The border a text field draws.
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezelled rectangle.
    case bezel = 2
    /// A rounded rectangle; background images are then ignored.
    case roundedRect = 3
  }
}
