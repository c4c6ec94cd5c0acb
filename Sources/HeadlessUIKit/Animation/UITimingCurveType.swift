/// The kind of timing curve a `UITimingCurveProvider` describes, with UIKit's raw values
/// (UITimingCurveProvider.h).
public enum UITimingCurveType: Int, Sendable {
  /// One of the built-in curves, such as ease-in-out.
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// The motion of a spring.
  case spring = 2
  /// A cubic curve and a spring combined.
  case composed = 3
}
