extension UIProgressView {
  /// How a progress view looks. Raw values are UIKit's (UIProgressView.h): default 0, bar 1.
  public enum Style: Int, Sendable {
    /// The standard bar, on a grey track.
    case `default` = 0
    /// The bar used in a toolbar, on a clear track.
    case bar = 1
  }
}
