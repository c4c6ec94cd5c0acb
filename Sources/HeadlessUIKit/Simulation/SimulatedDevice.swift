import Foundation

/// A device to show windows on: its screen size, scale, safe-area insets, status bar height and
/// size classes, in portrait and landscape (HeadlessUIKit only; UIKit reads these from the
/// hardware).
///
/// The presets are the devices people test on; make your own with the memberwise initializer.
/// `UIScreen(device:orientation:traitCollection:)` makes a screen of a device, and a window on it
/// gets the device's safe area:
///
/// ```swift
/// let screen = UIScreen(device: .iPhone15, orientation: .portrait)
/// let window = UIWindow(frame: screen.bounds)
/// window.screen = screen
/// window.safeAreaInsets  // top 59, bottom 34
/// ```
///
/// Sources of the presets' values (DeviceTests pins them): screen sizes and scales, Apple's Human
/// Interface Guidelines (Layout, Specifications); safe-area insets, recordings of
/// `window.safeAreaInsets` in public code (iPhonePointRes.swift in opfic's Calculator, the
/// iPhone 15 `ViewImageConfig` written for swift-snapshot-testing, and swift-snapshot-testing's
/// own `ViewImageConfig.iPadPro11`); size classes, swift-snapshot-testing's trait presets; status
/// bar heights, react-native-status-bar-height's table (54 for the Dynamic Island phones; 20 for
/// the SE) and the iPad's 24-point top inset, which is its status bar.
public struct SimulatedDevice: Hashable, Sendable {
  /// Which way up the device is held.
  public enum Orientation: Hashable, Sendable {
    /// Upright: the screen is taller than wide.
    case portrait
    /// On its side: the screen is wider than tall.
    case landscape
  }

  /// The device's name, such as "iPhone 15".
  public var name: String
  /// The screen's size in points, held upright.
  public var portraitSize: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The safe-area insets of a full-screen window, upright.
  public var portraitSafeAreaInsets: UIEdgeInsets
  /// The safe-area insets of a full-screen window, on its side.
  public var landscapeSafeAreaInsets: UIEdgeInsets
  /// The status bar's height upright.
  public var portraitStatusBarHeight: CGFloat
  /// The status bar's height on its side (0 where the status bar is hidden in landscape, as on
  /// iPhones).
  public var landscapeStatusBarHeight: CGFloat
  /// The horizontal and vertical size classes, upright.
  public var portraitSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
  /// The horizontal and vertical size classes, on its side.
  public var landscapeSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
  /// The kind of interface the device shows: `.phone` or `.pad`.
  public var userInterfaceIdiom: UIUserInterfaceIdiom

  /// Describes a device.
  /// - Parameters:
  ///   - name: The device's name.
  ///   - portraitSize: The screen's size in points, upright.
  ///   - scale: Pixels per point.
  ///   - portraitSafeAreaInsets: A full-screen window's safe area, upright.
  ///   - landscapeSafeAreaInsets: A full-screen window's safe area, on its side.
  ///   - portraitStatusBarHeight: The status bar's height, upright.
  ///   - landscapeStatusBarHeight: The status bar's height on its side.
  ///   - portraitSizeClasses: The size classes, upright.
  ///   - landscapeSizeClasses: The size classes, on its side.
  ///   - userInterfaceIdiom: The kind of interface: `.phone` unless given.
  public init(
    name: String, portraitSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: UIEdgeInsets,
    landscapeSafeAreaInsets: UIEdgeInsets, portraitStatusBarHeight: CGFloat,
    landscapeStatusBarHeight: CGFloat,
    portraitSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass),
    landscapeSizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass),
    userInterfaceIdiom: UIUserInterfaceIdiom = .phone
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.portraitStatusBarHeight = portraitStatusBarHeight
    self.landscapeStatusBarHeight = landscapeStatusBarHeight
    self.portraitSizeClasses = portraitSizeClasses
    self.landscapeSizeClasses = landscapeSizeClasses
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// iPhone SE (3rd generation): 375 x 667 points at 2x, a 20-point status bar, no home
  /// indicator.
  public static let iPhoneSE3 = SimulatedDevice(
    name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667), scale: 2,
    portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: .zero, portraitStatusBarHeight: 20, landscapeStatusBarHeight: 0,
    portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))

  /// iPhone 15 (the 6.1-inch iPhone 15 and 16 share it): 393 x 852 points at 3x, the Dynamic
  /// Island and a home indicator.
  public static let iPhone15 = SimulatedDevice(
    name: "iPhone 15", portraitSize: CGSize(width: 393, height: 852), scale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0,
    portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))

  /// iPhone 15 Pro Max: 430 x 932 points at 3x; regular width in landscape.
  public static let iPhone15ProMax = SimulatedDevice(
    name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3,
    portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    portraitStatusBarHeight: 54, landscapeStatusBarHeight: 0,
    portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact))

  /// iPad Pro 11-inch: 834 x 1194 points at 2x, a 24-point status bar and a home indicator.
  public static let iPadPro11 = SimulatedDevice(
    name: "iPad Pro 11-inch", portraitSize: CGSize(width: 834, height: 1194), scale: 2,
    portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    portraitStatusBarHeight: 24, landscapeStatusBarHeight: 24,
    portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular),
    userInterfaceIdiom: .pad)

  /// The screen's size in an orientation.
  /// - Parameter orientation: Upright or on its side.
  public func size(in orientation: Orientation) -> CGSize {
    orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  /// A full-screen window's safe-area insets in an orientation.
  /// - Parameter orientation: Upright or on its side.
  public func safeAreaInsets(in orientation: Orientation) -> UIEdgeInsets {
    orientation == .portrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
  }

  /// The status bar's height in an orientation.
  /// - Parameter orientation: Upright or on its side.
  public func statusBarHeight(in orientation: Orientation) -> CGFloat {
    orientation == .portrait ? portraitStatusBarHeight : landscapeStatusBarHeight
  }

  /// Whether the device has a home indicator (a bottom safe-area inset) rather than a button.
  public var hasHomeIndicator: Bool { portraitSafeAreaInsets.bottom > 0 }

  /// The device's traits in an orientation: scale, size classes and idiom.
  /// - Parameter orientation: Upright or on its side.
  public func traitCollection(in orientation: Orientation) -> UITraitCollection {
    let classes = orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    return UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: scale),
      UITraitCollection(horizontalSizeClass: classes.horizontal),
      UITraitCollection(verticalSizeClass: classes.vertical),
      UITraitCollection(userInterfaceIdiom: userInterfaceIdiom),
    ])
  }

  /// Whether two descriptions are the same device.
  /// - Parameters:
  ///   - lhs: A device.
  ///   - rhs: Another device.
  public static func == (lhs: SimulatedDevice, rhs: SimulatedDevice) -> Bool {
    lhs.name == rhs.name && lhs.portraitSize == rhs.portraitSize && lhs.scale == rhs.scale
      && lhs.portraitSafeAreaInsets == rhs.portraitSafeAreaInsets
      && lhs.landscapeSafeAreaInsets == rhs.landscapeSafeAreaInsets
      && lhs.portraitStatusBarHeight == rhs.portraitStatusBarHeight
      && lhs.landscapeStatusBarHeight == rhs.landscapeStatusBarHeight
      && lhs.portraitSizeClasses == rhs.portraitSizeClasses
      && lhs.landscapeSizeClasses == rhs.landscapeSizeClasses
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
  }

  /// Hashes the device's name and size.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(portraitSize.width)
    hasher.combine(portraitSize.height)
  }
}
