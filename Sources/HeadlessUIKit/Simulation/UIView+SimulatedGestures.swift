import Foundation

/// Simulated fingers on any view, delivered through hit testing to gesture recognizers and
/// controls as UIKit delivers real ones. HeadlessUIKit only: UIKit has no such methods, so keep
/// calls to them out of code that must also build for iOS.
///
/// Points are in the receiver's coordinates; the touch is hit-tested from the top of its
/// hierarchy, so a view in front of the receiver gets it, as on a device. Each method runs a
/// whole sequence, finger down to finger up, on the simulation's clock (which only moves
/// forward), and returns the view that was hit, or `nil` when nothing takes the touch.
extension UIView {
  /// The top of the view's hierarchy, where hit testing starts.
  private var simulationRoot: UIView {
    var view: UIView = self
    while let superview = view.superview { view = superview }
    return view
  }

  private func beginSequence(at point: CGPoint) -> (SimulatedTouchSequence, UIView)? {
    let root = simulationRoot
    let rootPoint = convert(point, to: root)
    guard let sequence = SimulatedTouchSequence(root: root, point: rootPoint) else { return nil }
    return (sequence, root)
  }

  /// Taps a point: fingers down and up `taps` times, 0.1 seconds apart.
  ///
  /// ```swift
  /// let doubleTap = UITapGestureRecognizer()
  /// doubleTap.numberOfTapsRequired = 2
  /// photo.addGestureRecognizer(doubleTap)
  /// photo.simulateTap(at: CGPoint(x: 20, y: 20), taps: 2)  // doubleTap recognizes
  /// ```
  ///
  /// - Parameters:
  ///   - point: Where to tap, in the receiver's coordinates.
  ///   - taps: How many taps; 1 by default.
  ///   - touches: How many fingers per tap, side by side 10 points apart; 1 by default.
  /// - Returns: The view hit, or `nil`.
  @discardableResult
  public func simulateTap(at point: CGPoint, taps: Int = 1, touches: Int = 1) -> UIView? {
    guard let (sequence, root) = beginSequence(at: point) else { return nil }
    let points = fingers(touches, around: convert(point, to: root))
    for tap in 1...max(1, taps) {
      sequence.touchDown(at: points, tapCount: tap)
      sequence.liftAll(after: 0.1, endsSequence: tap == max(1, taps))
      if tap < taps { sequence.hold(for: 0.1) }
    }
    return sequence.hitView
  }

  /// Presses a point and holds it for `duration` seconds before lifting, after `taps` quick
  /// taps at the same place.
  ///
  /// - Parameters:
  ///   - point: Where to press, in the receiver's coordinates.
  ///   - duration: How long the finger stays down; 1 second by default, past UIKit's 0.5-second
  ///     long press.
  ///   - taps: Full taps before the press (for `numberOfTapsRequired`); 0 by default.
  /// - Returns: The view hit, or `nil`.
  @discardableResult
  public func simulateLongPress(at point: CGPoint, duration: TimeInterval = 1, taps: Int = 0) -> UIView? {
    guard let (sequence, root) = beginSequence(at: point) else { return nil }
    let rootPoint = convert(point, to: root)
    for tap in 0..<max(0, taps) {
      sequence.touchDown(at: [rootPoint], tapCount: tap + 1)
      sequence.liftAll(after: 0.1, endsSequence: false)
      sequence.hold(for: 0.1)
    }
    sequence.touchDown(at: [rootPoint], tapCount: max(0, taps) + 1)
    sequence.hold(for: duration)
    sequence.liftAll(after: 0)
    return sequence.hitView
  }

  /// Drags fingers along a path: down at the first point, through each next one, up at the last.
  ///
  /// - Parameters:
  ///   - path: The points, in the receiver's coordinates; at least one.
  ///   - duration: The time from the first point to the last, shared equally between steps;
  ///     0.3 seconds by default.
  ///   - touches: How many fingers drag together, 10 points apart; 1 by default.
  /// - Returns: The view hit, or `nil`.
  @discardableResult
  public func simulatePan(along path: [CGPoint], duration: TimeInterval = 0.3, touches: Int = 1) -> UIView? {
    guard let first = path.first, let (sequence, root) = beginSequence(at: first) else { return nil }
    let step = path.count > 1 ? duration / Double(path.count - 1) : 0
    sequence.touchDown(at: fingers(touches, around: convert(first, to: root)))
    for point in path.dropFirst() {
      sequence.move(to: fingers(touches, around: convert(point, to: root)), after: step)
    }
    sequence.liftAll(after: 0)
    return sequence.hitView
  }

  /// A quick straight drag from one point to another, in ten steps.
  ///
  /// - Parameters:
  ///   - start: Where the finger touches down, in the receiver's coordinates.
  ///   - end: Where it lifts.
  ///   - duration: 0.15 seconds by default.
  /// - Returns: The view hit, or `nil`.
  @discardableResult
  public func simulateSwipe(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.15) -> UIView? {
    let path = (0...10).map { step -> CGPoint in
      let t = CGFloat(step) / 10
      return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }
    return simulatePan(along: path, duration: duration)
  }

  /// Two fingers on either side of a centre, moving from one distance apart to another in ten
  /// steps.
  ///
  /// - Parameters:
  ///   - center: The point between the fingers, in the receiver's coordinates.
  ///   - startDistance: The distance between the fingers at first.
  ///   - endDistance: The distance at the end (larger zooms in).
  ///   - duration: 0.3 seconds by default.
  /// - Returns: The view hit, or `nil`.
  @discardableResult
  public func simulatePinch(
    at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval = 0.3
  ) -> UIView? {
    twoFingerSequence(at: center, duration: duration) { t in
      (distance: startDistance + (endDistance - startDistance) * t, angle: 0)
    }
  }

  /// Two fingers `distance` apart turning around a centre by `angle` radians (positive turns
  /// clockwise on screen), in ten steps.
  ///
  /// - Parameters:
  ///   - center: The point between the fingers, in the receiver's coordinates.
  ///   - angle: The turn, in radians.
  ///   - distance: The distance between the fingers; 100 points by default.
  ///   - duration: 0.3 seconds by default.
  /// - Returns: The view hit, or `nil`.
  @discardableResult
  public func simulateRotation(
    at center: CGPoint, by angle: CGFloat, distance: CGFloat = 100, duration: TimeInterval = 0.3
  ) -> UIView? {
    twoFingerSequence(at: center, duration: duration) { t in (distance: distance, angle: angle * t) }
  }

  private func twoFingerSequence(
    at center: CGPoint, duration: TimeInterval, shape: (CGFloat) -> (distance: CGFloat, angle: CGFloat)
  ) -> UIView? {
    guard let (sequence, root) = beginSequence(at: center) else { return nil }
    let rootCenter = convert(center, to: root)
    func points(_ t: CGFloat) -> [CGPoint] {
      let (distance, angle) = shape(t)
      let dx = cos(angle) * distance / 2
      let dy = sin(angle) * distance / 2
      return [
        CGPoint(x: rootCenter.x - dx, y: rootCenter.y - dy),
        CGPoint(x: rootCenter.x + dx, y: rootCenter.y + dy),
      ]
    }
    sequence.touchDown(at: points(0))
    for step in 1...10 {
      sequence.move(to: points(CGFloat(step) / 10), after: duration / 10)
    }
    sequence.liftAll(after: 0)
    return sequence.hitView
  }

  /// `count` finger positions in a row, 10 points apart, centred on a point.
  private func fingers(_ count: Int, around point: CGPoint) -> [CGPoint] {
    let count = max(1, count)
    return (0..<count).map { index in
      CGPoint(x: point.x + (CGFloat(index) - CGFloat(count - 1) / 2) * 10, y: point.y)
    }
  }
}
