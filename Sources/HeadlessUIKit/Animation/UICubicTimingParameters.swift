import Foundation

/// The timing of an animation along a cubic Bézier curve: one of UIKit's built-in curves or
/// one given by its two control points.
///
/// ```swift
/// let timing = UICubicTimingParameters(animationCurve: .easeOut)
/// let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: timing)
/// ```
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The built-in curve, or `.easeInOut` for one made from control points.
  open private(set) var animationCurve: UIView.AnimationCurve

  /// The curve's first control point (the start is (0, 0)).
  open private(set) var controlPoint1: CGPoint

  /// The curve's second control point (the end is (1, 1)).
  open private(set) var controlPoint2: CGPoint

  /// `.cubic`.
  open var timingCurveType: UITimingCurveType { .cubic }

  /// This object.
  open var cubicTimingParameters: UICubicTimingParameters? { self }

  /// `nil`: there is no spring.
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// Creates Core Animation's default timing curve, the one most system animations use.
  public override init() {
    // No public source for `animationCurve` here; the control points are those of CSS `ease`,
    // which is Core Animation's default function (see `controlPoints(of:)`).
    animationCurve = .easeInOut
    controlPoint1 = CGPoint(x: 0.25, y: 0.1)
    controlPoint2 = CGPoint(x: 0.25, y: 1)
    super.init()
  }

  /// Creates one of UIKit's built-in curves.
  /// - Parameter curve: The curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) = Self.controlPoints(of: curve)
    super.init()
  }

  /// Creates a curve from its two control points.
  /// - Parameters:
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    super.init()
  }

  /// The control points of Core Animation's named timing functions, which UIKit's curves use.
  /// No public source from Apple (its documentation names the functions without their
  /// points); these are the CSS Easing Functions Level 1 keywords
  /// (https://www.w3.org/TR/css-easing-1/#cubic-bezier-easing-functions), which WebKit took
  /// from Core Animation.
  private static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
    switch curve {
    case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    }
  }
}
