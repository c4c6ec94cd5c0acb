extension UIPageControl {
  /// How the user last changed the page. Raw values are UIKit's (UIPageControl.h): none 0,
  /// discrete 1, continuous 2.
  public enum InteractionState: Int, Sendable {
    /// No interaction yet.
    case none = 0
    /// A single tap changed the page.
    case discrete = 1
    /// Scrubbing changed the page.
    case continuous = 2
  }

  /// The platter behind the dots. Raw values are UIKit's (UIPageControl.h): automatic 0,
  /// prominent 1, minimal 2.
  public enum BackgroundStyle: Int, Sendable {
    /// A platter while the user interacts.
    case automatic = 0
    /// A platter always.
    case prominent = 1
    /// No platter.
    case minimal = 2
  }

  /// The direction the dots run in. Raw values are UIKit's (UIPageControl.h): natural 0,
  /// leftToRight 1, rightToLeft 2, topToBottom 3, bottomToTop 4.
  public enum Direction: Int, Sendable {
    /// The layout direction of the locale.
    case natural = 0
    /// Left to right.
    case leftToRight = 1
    /// Right to left.
    case rightToLeft = 2
    /// Top to bottom.
    case topToBottom = 3
    /// Bottom to top.
    case bottomToTop = 4
  }
}
