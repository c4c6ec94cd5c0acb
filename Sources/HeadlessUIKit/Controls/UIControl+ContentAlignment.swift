extension UIControl {
  /// Where a control places its content horizontally inside its bounds.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred (the default).
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched to the full width.
    case fill = 3
    /// Against the leading edge (left in left-to-right languages).
    case leading = 4
    /// Against the trailing edge (right in left-to-right languages).
    case trailing = 5
  }

  /// Where a control places its content vertically inside its bounds.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred (the default).
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched to the full height.
    case fill = 3
  }
}
