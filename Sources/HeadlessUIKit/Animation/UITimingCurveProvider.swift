/// Describes how an animation's progress follows time: a cubic curve, a spring, or both.
///
/// UIKit's protocol also refines `NSCoding` and `NSCopying`; HeadlessUIKit archives nothing, and
/// its timing parameters are immutable, so it asks for neither.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }

  /// The cubic part of the curve, or `nil`.
  var cubicTimingParameters: UICubicTimingParameters? { get }

  /// The spring part of the curve, or `nil`.
  var springTimingParameters: UISpringTimingParameters? { get }
}
