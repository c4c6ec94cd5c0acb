import Foundation

/// A 4 by 4 transform of layers in three dimensions (CATransform3D.h, iOS 16.5), in Core
/// Animation's row-vector convention: a point (x, y, z, 1) times the matrix. HeadlessUIKit draws
/// and lays out a layer by the transform's projection on the screen's plane, without perspective
/// (`m34`) or depth: a turn about the z axis draws as it does on a device; a turn about x or y
/// flattens the layer as seen straight on, where a device would also show it foreshortened.
public struct CATransform3D: Sendable {
  /// Row 1.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4: the translation, then the homogeneous scale.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// All sixteen values zero (not the identity: use `CATransform3DIdentity`).
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }

  /// A transform from its sixteen values, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  fileprivate var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  fileprivate init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
      m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
      m43: r[3][2], m44: r[3][3])
  }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether a transform is the identity.
/// - Parameter t: The transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether two transforms are equal, value for value.
/// - Parameters:
///   - a: One transform.
///   - b: The other.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a.rows == b.rows }

/// A move by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A turn by `angle` radians about the axis (x, y, z); the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let (c, s) = (cos(angle), sin(angle))
  let k = 1 - c
  return CATransform3D(
    m11: k * ux * ux + c, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
    m21: k * ux * uy - s * uz, m22: k * uy * uy + c, m23: k * uy * uz + s * ux, m24: 0,
    m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: k * uz * uz + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: the product a × b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let left: [[CGFloat]] = a.rows
  let right: [[CGFloat]] = b.rows
  var rows: [[CGFloat]] = Array(repeating: Array(repeating: 0, count: 4), count: 4)
  for i in 0..<4 {
    for j in 0..<4 {
      var sum: CGFloat = 0
      for k in 0..<4 { sum += left[i][k] * right[k][j] }
      rows[i][j] = sum
    }
  }
  return CATransform3D(rows: rows)
}

/// A move by (tx, ty, tz) and then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by (sx, sy, sz) and then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A turn about (x, y, z) and then `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3D form of a 2D transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// Whether a transform is a 2D one.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
    && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The 2D part of a transform: its effect on the screen's plane.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
