import Foundation

/// The display a window is shown on: its size in points, its scale and its traits.
///
/// HeadlessUIKit has no display, so a screen is a description. `UIScreen.main` has no size, the
/// 3x scale text is measured at when no screen says otherwise, and leaves every other trait
/// unspecified; `UIScreen(device:orientation:traits:)`
/// describes a real device. A window takes its traits from its screen, and through it every
/// view controller and view in the window.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
  /// Creates a screen of a size and scale with some traits (HeadlessUIKit only: UIKit makes its
  /// screens itself).
  /// - Parameters:
  ///   - bounds: The screen's rectangle in points.
  ///   - scale: Pixels per point.
  ///   - traitCollection: Traits to give the screen besides its scale (interface style, text
  ///     size, size classes, layout direction).
  public init(bounds: CGRect, scale: CGFloat, traitCollection: UITraitCollection = UITraitCollection()) {
    self.bounds = bounds
    self.scale = scale
    simulatedTraits = traitCollection
    super.init()
  }

  /// Creates the screen of a simulated device in an orientation (HeadlessUIKit only).
  ///
  /// The screen has the device's size and scale, and its traits are the device's size classes
  /// under `traitCollection` (say, dark mode or an accessibility text size). A window that
  /// covers it gets the device's safe-area insets.
  /// - Parameters:
  ///   - device: The device, such as `.iPhone15`.
  ///   - orientation: Upright or on its side; upright by default.
  ///   - traitCollection: More traits, such as `UITraitCollection(userInterfaceStyle: .dark)`.
  public convenience init(
    device: SimulatedDevice, orientation: SimulatedDevice.Orientation = .portrait,
    traitCollection: UITraitCollection = UITraitCollection()
  ) {
    self.init(
      bounds: CGRect(origin: .zero, size: device.size(in: orientation)), scale: device.scale,
      traitCollection: traitCollection)
    self.device = device
    self.orientation = orientation
  }

  /// The simulated device, if the screen was made for one.
  public private(set) var device: SimulatedDevice?

  /// The orientation the screen was made in.
  public private(set) var orientation: SimulatedDevice.Orientation = .portrait

  /// The device's safe-area insets for a full-screen window, or zero with no device.
  package var deviceSafeAreaInsets: UIEdgeInsets { device?.safeAreaInsets(in: orientation) ?? .zero }

  /// The status bar's height, or zero with no device.
  public var statusBarHeight: CGFloat { device?.statusBarHeight(in: orientation) ?? 0 }

  /// The screen HeadlessUIKit's windows use unless given another: no size, every other trait
  /// unspecified, and the scale of a view on no screen (3x), so that a window made without a
  /// screen measures and snaps as its views do before they are added. On a device `main` is
  /// the built-in display, 2x or 3x on every iPhone iOS 16 runs on, never 1.
  public static let main = UIScreen(bounds: .zero, scale: TextMetrics.displayScale)

  /// The screen's rectangle in points, in its current orientation.
  open private(set) var bounds: CGRect

  /// Pixels per point.
  open private(set) var scale: CGFloat

  /// Pixels per point of the physical display; the same as `scale` here.
  open var nativeScale: CGFloat { scale }

  /// The screen's traits: its display scale merged under the simulated traits.
  open var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [
      device?.traitCollection(in: orientation) ?? UITraitCollection(displayScale: scale), simulatedTraits,
    ])
  }

  /// Does nothing; the screen's windows hear of trait changes themselves.
  /// - Parameter previousTraitCollection: The traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits the simulated device reports besides its scale, such as the interface style a
  /// person chose in Settings (HeadlessUIKit only). Changing them updates every window on the
  /// screen, as switching to dark mode or a larger text size does on a device.
  ///
  /// ```swift
  /// window.screen.simulatedTraits = UITraitCollection(userInterfaceStyle: .dark)
  /// ```
  public var simulatedTraits: UITraitCollection {
    didSet {
      windows.removeAll { $0.window == nil }
      for entry in windows { entry.window?.updateTraits() }
    }
  }

  /// The windows shown on this screen, held weakly.
  var windows: [WeakWindow] = []

  struct WeakWindow {
    weak var window: UIWindow?
  }

  func add(_ window: UIWindow) {
    windows.removeAll { $0.window == nil || $0.window === window }
    windows.append(WeakWindow(window: window))
  }

  func remove(_ window: UIWindow) {
    windows.removeAll { $0.window == nil || $0.window === window }
  }
}
