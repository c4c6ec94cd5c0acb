import DeclarativeUIKit
import Foundation
import Testing

/// `UIDevice.current` describes the iPhone HeadlessUIKit models, with UIKit's documented values
/// (UIDevice.h of the iOS 16.5 SDK, Apple's UIDevice documentation).
@MainActor
@Suite struct DeviceTests {
  /// systemVersion is the modelled release's, read on each call (SimulatedRelease is the one
  /// place the release is kept).
  @Test func systemVersionIsTheModelledRelease() {
    #expect(UIDevice.current.systemVersion == SimulatedRelease.current.systemVersion)
    let onIOS13 = SimulatedRelease.$current.withValue(.iOS13) { UIDevice.current.systemVersion }
    #expect(onIOS13 == "13.3")
    let onIOS16 = SimulatedRelease.$current.withValue(.iOS16) { UIDevice.current.systemVersion }
    #expect(onIOS16 == "16.4")
  }

  /// UIDevice.h: "name: Synonym for model" since iOS 16; model "e.g. @"iPhone""; systemName
  /// "e.g. @"iOS"".
  @Test func anIPhoneRunningIOS() {
    let device = UIDevice.current
    #expect(device === UIDevice.current)
    #expect(device.userInterfaceIdiom == .phone)
    #expect(UI_USER_INTERFACE_IDIOM() == device.userInterfaceIdiom)
    #expect(device.model == "iPhone")
    #expect(device.name == device.model)
    #expect(device.localizedModel == "iPhone")
    #expect(device.systemName == "iOS")
    #expect(device.identifierForVendor != nil)
    #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
  }

  /// UIDevice.h: orientation "will return UIDeviceOrientationUnknown unless device orientation
  /// notifications are being generated"; the begin calls nest.
  @Test func orientationIsUnknownUntilNotificationsAreGenerated() {
    let device = UIDevice.current
    #expect(device.orientation == .unknown)
    #expect(!device.isGeneratingDeviceOrientationNotifications)
    device.beginGeneratingDeviceOrientationNotifications()
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .portrait)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications)
    #expect(device.orientation == .unknown)
  }

  /// UIDevice.h: battery monitoring is off by default, the state unknown and the level -1.0
  /// while the state is unknown; proximityState "always returns NO if no proximity detector".
  @Test func noBatteryAndNoProximitySensor() {
    let device = UIDevice.current
    #expect(!device.isBatteryMonitoringEnabled)
    #expect(device.batteryState == .unknown)
    #expect(device.batteryLevel == -1)
    #expect(!device.isProximityMonitoringEnabled)
    #expect(!device.proximityState)
    #expect(device.isMultitaskingSupported)
  }

  /// UIDevice.h's UIDeviceOrientationIsPortrait, ...IsLandscape, ...IsFlat and
  /// ...IsValidInterfaceOrientation, which Swift spells as properties.
  @Test func orientationKinds() {
    #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
    #expect(UIDeviceOrientation.landscapeRight.isLandscape)
    #expect(UIDeviceOrientation.faceDown.isFlat)
    #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation)
    #expect(!UIDeviceOrientation.unknown.isPortrait && !UIDeviceOrientation.unknown.isLandscape)
  }
}
