import Foundation

extension SimulatedDevice {
  /// The radius of the screen's rounded corners in points, for drawing the device around a
  /// screen (HeadlessUIKit only); 0 for a device not among the presets.
  ///
  /// Sources: iPad Pro 11-inch, 18 points, kylebshr/UIKitCorners README.md (printed by UIKit on
  /// the device). iPhone SE: its screen has square corners. iPhone 15 and 15 Pro Max: no public
  /// source with a device recording found; 55 points is the value third-party corner tables
  /// give for the Dynamic Island iPhones 14 Pro to 15 Pro Max.
  public var screenCornerRadius: CGFloat {
    switch self {
    case .iPadPro11: 18
    case .iPhone15, .iPhone15ProMax: 55
    default: 0
    }
  }
}
