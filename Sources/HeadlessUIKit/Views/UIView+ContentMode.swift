import Foundation

extension UIView {
  /// How a view shows its content when its bounds change size.
  public enum ContentMode: Int, Sendable {
    /// Stretch the content to fill the bounds, ignoring its aspect ratio.
    case scaleToFill = 0
    /// Scale the content to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Scale the content to cover the bounds, keeping its aspect ratio (some may be cut off).
    case scaleAspectFill = 2
    /// Redraw the content when the bounds change.
    case redraw = 3
    /// Center the content without scaling.
    case center = 4
    /// Align the content with the top edge.
    case top = 5
    /// Align the content with the bottom edge.
    case bottom = 6
    /// Align the content with the left edge.
    case left = 7
    /// Align the content with the right edge.
    case right = 8
    /// Align the content with the top-left corner.
    case topLeft = 9
    /// Align the content with the top-right corner.
    case topRight = 10
    /// Align the content with the bottom-left corner.
    case bottomLeft = 11
    /// Align the content with the bottom-right corner.
    case bottomRight = 12
  }
}
