import Foundation

/// A 2D affine transformation matrix, as Core Graphics defines it.
///
/// HeadlessUIKit's stand-in for CoreGraphics' `CGAffineTransform`. A point `(x, y)` maps to
/// `(a * x + c * y + tx, b * x + d * y + ty)`.
///
/// ```swift
/// let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
/// ```
public struct CGAffineTransform: Hashable, Sendable {
  /// The entry at row 1, column 1.
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  /// - Parameters:
  ///   - a: Row 1, column 1.
  ///   - b: Row 1, column 2.
  ///   - c: Row 2, column 1.
  ///   - d: Row 2, column 2.
  ///   - tx: The horizontal translation.
  ///   - ty: The vertical translation.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform()

  /// A transform that moves points.
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that scales points about the origin.
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A transform that rotates points about the origin.
  /// - Parameter angle: The angle in radians; positive turns counterclockwise in a y-up space.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool {
    // Entry by entry, not against the `identity` global: layout asks this of every view it places.
    a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
  }

  /// Returns the transform that applies `self`, then `t2`.
  /// - Parameter t2: The transform applied second.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty
    )
  }

  /// Returns this transform preceded by a translation.
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns this transform preceded by a scale.
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns this transform preceded by a rotation.
  /// - Parameter angle: The angle in radians.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// Returns the inverse transform, or `self` unchanged when it cannot be inverted.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant
    )
  }
}

extension CGPoint {
  /// Returns the point mapped through a transform.
  /// - Parameter t: The transform to apply.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGRect {
  /// Returns the smallest rectangle holding the four corners of the rectangle mapped through a
  /// transform: a turned rectangle is no longer one, and this is its bounding box, as Core
  /// Graphics answers.
  /// - Parameter t: The transform to apply.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let box = standardized
    let corners = [
      CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
      CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}

extension CGSize {
  /// Returns the size mapped through a transform (translation ignored).
  /// - Parameter t: The transform to apply.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}
