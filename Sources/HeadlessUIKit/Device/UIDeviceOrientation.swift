import Foundation

/// How the device is held. Raw values are UIKit's (`UIDevice.h`): unknown 0, portrait 1, upside
/// down 2, landscape left 3, landscape right 4, face up 5, face down 6.
///
/// ```swift
/// UIDevice.current.orientation.isLandscape  // false
/// ```
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright, the home button (or indicator) at the bottom.
  case portrait = 1
  /// Upside down, the home button at the top.
  case portraitUpsideDown = 2
  /// On its side, the home button on the right.
  case landscapeLeft = 3
  /// On its side, the home button on the left.
  case landscapeRight = 4
  /// Flat, the screen up.
  case faceUp = 5
  /// Flat, the screen down.
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether the orientation is one an interface can take: portrait or landscape.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
  /// The battery's state. Raw values are UIKit's (`UIDevice.h`): unknown 0, unplugged 1,
  /// charging 2, full 3.
  public enum BatteryState: Int, Sendable {
    /// Not known, or monitoring is off.
    case unknown = 0
    /// On battery, discharging.
    case unplugged = 1
    /// Plugged in, below full.
    case charging = 2
    /// Plugged in, full.
    case full = 3
  }
}
