import Foundation

/// The device the app runs on: its kind, model, system and orientation.
///
/// HeadlessUIKit runs on no device, so ``current`` describes the iPhone it models: the idiom is
/// `.phone`, the model and name "iPhone", and the system "iOS" in the release
/// `SimulatedRelease.current` models, read each time.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad {
///   stack.axis = .horizontal
/// }
/// UIDevice.current.systemVersion  // "16.4"
/// ```
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The device the app runs on.
  open class var current: UIDevice { shared }

  private static let shared = UIDevice()

  /// Posted when the orientation changes, while orientation notifications are generated.
  nonisolated public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery state changes, while battery monitoring is on.
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  /// Posted when the battery level changes, while battery monitoring is on.
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")
  /// Posted when the proximity sensor's state changes.
  nonisolated public static let proximityStateDidChangeNotification = Notification.Name(
    "UIDeviceProximityStateDidChangeNotification")

  /// The device's name: since iOS 16 the model, as it is without the user-assigned-name
  /// entitlement ("iPhone").
  open var name: String { model }

  /// The kind of device: "iPhone".
  open var model: String { "iPhone" }

  /// The model, localized: "iPhone" in every language.
  open var localizedModel: String { model }

  /// The operating system's name: "iOS".
  open var systemName: String { "iOS" }

  /// The operating system's version: the modelled release's, such as "16.4" (read on each call,
  /// so code run under `SimulatedRelease.$current.withValue(_:operation:)` sees that release).
  open var systemVersion: String { SimulatedRelease.current.systemVersion }

  /// The interface style the device's apps use: `.phone`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { Self.modelledIdiom }

  /// The idiom of the modelled device, readable from any thread (`UI_USER_INTERFACE_IDIOM()`).
  nonisolated static let modelledIdiom = UIUserInterfaceIdiom.phone

  /// The device's physical orientation: `.unknown` unless orientation notifications are being
  /// generated, as UIKit says; then `.portrait`, the modelled device being held upright.
  open var orientation: UIDeviceOrientation {
    orientationNotificationRequests > 0 ? .portrait : .unknown
  }

  /// Whether orientation notifications are being generated.
  open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

  private var orientationNotificationRequests = 0

  /// Starts generating orientation notifications; calls nest, each one to be balanced by
  /// ``endGeneratingDeviceOrientationNotifications()``.
  open func beginGeneratingDeviceOrientationNotifications() {
    orientationNotificationRequests += 1
  }

  /// Balances one ``beginGeneratingDeviceOrientationNotifications()``.
  open func endGeneratingDeviceOrientationNotifications() {
    orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
  }

  /// An identifier of the device for apps of one vendor, the same for the whole process.
  open var identifierForVendor: UUID? { Self.vendorIdentifier }

  private nonisolated static let vendorIdentifier = UUID()

  /// Whether battery monitoring is on; off by default.
  open var isBatteryMonitoringEnabled = false

  /// The battery's state: `.unknown`, as with monitoring off or in the iOS Simulator (which has
  /// no battery); HeadlessUIKit models no battery.
  open var batteryState: UIDevice.BatteryState { .unknown }

  /// The battery's charge from 0 to 1: -1 while the state is unknown, as UIKit documents.
  open var batteryLevel: Float { -1 }

  /// Whether proximity monitoring is on; off by default.
  open var isProximityMonitoringEnabled = false

  /// Whether the proximity sensor is close to something: always `false`, as UIKit reports with
  /// no proximity sensor.
  open var proximityState: Bool { false }

  /// Whether the device runs apps in the background: `true` on every device iOS 16 supports.
  open var isMultitaskingSupported: Bool { true }

  /// Plays the keyboard click; HeadlessUIKit plays no sound.
  open func playInputClick() {}
}

/// The device's idiom, as `UIDevice.current.userInterfaceIdiom` gives it (UIKit's function for
/// code written before iOS 3.2, deprecated in iOS 13).
@available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use -[UIDevice userInterfaceIdiom] directly.")
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
  UIDevice.modelledIdiom
}
