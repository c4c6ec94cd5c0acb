// Compile-only: the UIKit signatures of the device, the idiom trait, the deprecated layout
// guides, appearance protocols, visual-format constraints, NSLayoutConstraint's initializers
// and the Objective-C runtime's associated objects, which layout libraries (SnapKit, Stevia,
// EasyPeasy) and apps call.
import DeclarativeUIKit

@MainActor
func deviceSignatures() {
  let _: UIDevice = UIDevice.current
  let _: KeyPath<UIDevice, String> = \UIDevice.name
  let _: KeyPath<UIDevice, String> = \UIDevice.model
  let _: KeyPath<UIDevice, String> = \UIDevice.localizedModel
  let _: KeyPath<UIDevice, String> = \UIDevice.systemName
  let _: KeyPath<UIDevice, String> = \UIDevice.systemVersion
  let _: KeyPath<UIDevice, UIUserInterfaceIdiom> = \UIDevice.userInterfaceIdiom
  let _: KeyPath<UIDevice, UIDeviceOrientation> = \UIDevice.orientation
  let _: KeyPath<UIDevice, Bool> = \UIDevice.isGeneratingDeviceOrientationNotifications
  let _: (UIDevice) -> () -> Void = UIDevice.beginGeneratingDeviceOrientationNotifications
  let _: (UIDevice) -> () -> Void = UIDevice.endGeneratingDeviceOrientationNotifications
  let _: KeyPath<UIDevice, UUID?> = \UIDevice.identifierForVendor
  let _: ReferenceWritableKeyPath<UIDevice, Bool> = \UIDevice.isBatteryMonitoringEnabled
  let _: KeyPath<UIDevice, UIDevice.BatteryState> = \UIDevice.batteryState
  let _: KeyPath<UIDevice, Float> = \UIDevice.batteryLevel
  let _: ReferenceWritableKeyPath<UIDevice, Bool> = \UIDevice.isProximityMonitoringEnabled
  let _: KeyPath<UIDevice, Bool> = \UIDevice.proximityState
  let _: KeyPath<UIDevice, Bool> = \UIDevice.isMultitaskingSupported
  let _: (UIDevice) -> () -> Void = UIDevice.playInputClick
  let _: [Notification.Name] = [
    UIDevice.orientationDidChangeNotification, UIDevice.batteryStateDidChangeNotification,
    UIDevice.batteryLevelDidChangeNotification, UIDevice.proximityStateDidChangeNotification,
  ]
  let _: [UIDeviceOrientation] = [
    .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown,
  ]
  let _: KeyPath<UIDeviceOrientation, Bool> = \UIDeviceOrientation.isPortrait
  let _: KeyPath<UIDeviceOrientation, Bool> = \UIDeviceOrientation.isLandscape
  let _: KeyPath<UIDeviceOrientation, Bool> = \UIDeviceOrientation.isFlat
  let _: KeyPath<UIDeviceOrientation, Bool> = \UIDeviceOrientation.isValidInterfaceOrientation
  let _: [UIDevice.BatteryState] = [.unknown, .unplugged, .charging, .full]
  let _: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac]
  let _: (UIUserInterfaceIdiom) -> UITraitCollection = UITraitCollection.init(userInterfaceIdiom:)
  let _: KeyPath<UITraitCollection, UIUserInterfaceIdiom> = \UITraitCollection.userInterfaceIdiom
}

@MainActor
func layoutSupportSignatures(_ controller: UIViewController, _ support: any UILayoutSupport) {
  let _: CGFloat = support.length
  let _: NSLayoutYAxisAnchor = support.topAnchor
  let _: NSLayoutYAxisAnchor = support.bottomAnchor
  let _: NSLayoutDimension = support.heightAnchor
  let _: any UIAppearance = UIView()
  let _: any UIAppearanceContainer = UIView()
  let _: any UIAppearanceContainer = controller
  let _: any UIAppearance = UIBarButtonItem()
}

@available(iOS, deprecated: 11.0)
@MainActor
func deprecatedLayoutGuideSignatures() {
  let _: () -> UIUserInterfaceIdiom = UI_USER_INTERFACE_IDIOM
  let _: KeyPath<UIViewController, any UILayoutSupport> = \UIViewController.topLayoutGuide
  let _: KeyPath<UIViewController, any UILayoutSupport> = \UIViewController.bottomLayoutGuide
}

@MainActor
func constraintInitializerSignatures() {
  let _: () -> NSLayoutConstraint = NSLayoutConstraint.init
  let _: (String, NSLayoutConstraint.FormatOptions, [String: Any]?, [String: Any]) -> [NSLayoutConstraint] =
    NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
  let _: [NSLayoutConstraint.FormatOptions] = [
    .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
    .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline, .alignmentMask,
    .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft, .directionMask,
    .spacingBaselineToBaseline, .spacingMask,
  ]
}

func associatedObjectSignatures() {
  let _: (Any, UnsafeRawPointer, Any?, objc_AssociationPolicy) -> Void = objc_setAssociatedObject
  let _: (Any, UnsafeRawPointer) -> Any? = objc_getAssociatedObject
  let _: (Any) -> Void = objc_removeAssociatedObjects
  let _: [objc_AssociationPolicy] = [
    .OBJC_ASSOCIATION_ASSIGN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC, .OBJC_ASSOCIATION_COPY_NONATOMIC,
    .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_COPY,
  ]
}
