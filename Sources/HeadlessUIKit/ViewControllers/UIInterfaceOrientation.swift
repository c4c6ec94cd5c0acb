/// The orientation of the app's interface (UIApplication.h, iOS 16.5). Landscape left and
/// right are the device's right and left: the interface turns against the device.
public enum UIInterfaceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// On its side, home button (or indicator) on the left.
  case landscapeLeft = 4
  /// On its side, home button (or indicator) on the right.
  case landscapeRight = 3

  /// Whether the orientation is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the orientation is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, each the bit `1 << orientation.rawValue`
/// (UIApplication.h, iOS 16.5).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  /// The set's bits.
  public let rawValue: UInt

  /// Creates a set from its bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Upright.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// On its side, home on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// On its side, home on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Either side.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  /// Every orientation but upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}
