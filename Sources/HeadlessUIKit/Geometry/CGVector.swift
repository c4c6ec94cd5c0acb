import Foundation

/// A two-dimensional vector, as Core Graphics defines it: HeadlessUIKit's stand-in for
/// CoreGraphics' `CGVector`, which Foundation on Linux lacks. UIKit uses it for velocities
/// (`UISpringTimingParameters.initialVelocity`).
public struct CGVector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// Creates a vector from its components.
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from integer components.
  /// - Parameters:
  ///   - dx: The horizontal component.
  ///   - dy: The vertical component.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates the zero vector.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// The vector whose components are both 0.
  public static let zero = CGVector()
}
