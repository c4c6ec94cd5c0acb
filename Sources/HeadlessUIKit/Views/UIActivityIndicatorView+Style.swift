extension UIActivityIndicatorView {
  /// How an activity indicator looks: its size and default colour.
  ///
  /// Raw values are UIKit's (UIActivityIndicatorView.h): medium 100, large 101, and the styles
  /// iOS 13 deprecated, whiteLarge 0, white 1, gray 2.
  public enum Style: Int, Sendable {
    /// 20 x 20 points, the default.
    case medium = 100
    /// 37 x 37 points.
    case large = 101
    /// Deprecated: `.large` in white.
    @available(*, deprecated, renamed: "large")
    case whiteLarge = 0
    /// Deprecated: `.medium` in white.
    @available(*, deprecated, renamed: "medium")
    case white = 1
    /// Deprecated: `.medium` in grey.
    @available(*, deprecated, renamed: "medium")
    case gray = 2
  }
}
