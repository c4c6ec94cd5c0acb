import Foundation

/// The display a window is shown on: its size in points, its scale and its traits.
///
/// HeadlessUIKit has no display, so a screen is a description. `UIScreen.main` is a simulated
/// iPhone 15 unless `setMain(_:)` chose another; `UIScreen(device:orientation:traitCollection:)`
/// describes any device. A window takes its traits from its screen, and through it every
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

  /// The built-in screen of the simulated device: what `UIWindow()` covers, what a window is on
  /// unless given another screen, and what a view controller's first view is sized to.
  ///
  /// Unless `UIScreen.setMain(_:)` chose another, it is an upright iPhone 15 (393 x 852 points
  /// at 3x, the size and scale in Apple's Human Interface Guidelines, Layout, Specifications),
  /// the device the gallery and previews draw on by default. Its scale is also the 3x text is
  /// measured at on no screen, so a label measures the same before and after it is added.
  public static var main: UIScreen { storedMain }

  private static var storedMain = UIScreen(device: .iPhone15)

  /// Makes `screen` the one `UIScreen.main` returns, as running on another device would
  /// (HeadlessUIKit only). Windows made before keep the screen they are on.
  ///
  /// ```swift
  /// let previous = UIScreen.setMain(UIScreen(device: .iPhoneSE3))
  /// defer { UIScreen.setMain(previous) }
  /// let window = UIWindow()  // 375 x 667
  /// ```
  /// - Parameter screen: The new main screen.
  /// - Returns: The main screen until now, to put back later.
  @discardableResult
  public static func setMain(_ screen: UIScreen) -> UIScreen {
    let previous = storedMain
    storedMain = screen
    return previous
  }

  /// The screen's rectangle in points, in its current orientation.
  open private(set) var bounds: CGRect

  /// Pixels per point.
  open private(set) var scale: CGFloat

  /// The screen's coordinate space, in its current orientation.
  open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

  /// Pixels per point of the physical display; the same as `scale` here.
  open var nativeScale: CGFloat { scale }

  /// The physical display's rectangle in pixels, held upright whatever the orientation (as
  /// UIScreen.h describes it): an iPhone 15's is 1179 x 2556.
  open var nativeBounds: CGRect {
    let upright = device?.portraitSize ?? bounds.size
    return CGRect(x: 0, y: 0, width: upright.width * nativeScale, height: upright.height * nativeScale)
  }

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

  /// The window scene of the screen's windows while a window holds it. Weak: the scene holds
  /// its screen, and the windows hold the scene.
  package weak var windowScene: UIWindowScene?

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
