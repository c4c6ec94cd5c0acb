import DeclarativeUIKit

/// A way the gallery shows a screen: in a window on a simulated device, with an interface style
/// and a text size, drawn with the status bar and home indicator.
public struct GalleryAppearance: Hashable, Sendable, CustomStringConvertible {
  /// The name used on the command line and in file names, such as `iphone15-dark`.
  public var name: String
  /// The device.
  public var device: SimulatedDevice
  /// Light or dark.
  public var style: UIUserInterfaceStyle
  /// The text size.
  public var contentSizeCategory: UIContentSizeCategory

  /// Creates an appearance.
  /// - Parameters:
  ///   - name: The name used on the command line and in file names.
  ///   - device: The device.
  ///   - style: Light or dark.
  ///   - contentSizeCategory: The text size; `.large` (the default size) by default.
  public init(
    name: String, device: SimulatedDevice, style: UIUserInterfaceStyle,
    contentSizeCategory: UIContentSizeCategory = .large
  ) {
    self.name = name
    self.device = device
    self.style = style
    self.contentSizeCategory = contentSizeCategory
  }

  /// The traits the device's screen reports.
  public var traitCollection: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: style),
      UITraitCollection(preferredContentSizeCategory: contentSizeCategory),
    ])
  }

  /// The appearances the gallery draws by default: an iPhone 15 and an iPhone SE in light and
  /// dark, and the iPhone 15 at the second accessibility text size.
  public static let standard = [
    GalleryAppearance(name: "iphone15-light", device: .iPhone15, style: .light),
    GalleryAppearance(name: "iphone15-dark", device: .iPhone15, style: .dark),
    GalleryAppearance(name: "iphonese-light", device: .iPhoneSE3, style: .light),
    GalleryAppearance(name: "iphonese-dark", device: .iPhoneSE3, style: .dark),
    GalleryAppearance(
      name: "iphone15-ax-large", device: .iPhone15, style: .light, contentSizeCategory: .accessibilityLarge),
  ]

  /// The appearance with a name among the standard ones, or `nil`.
  /// - Parameter name: A name such as `iphone15-dark`.
  public static func named(_ name: String) -> GalleryAppearance? {
    standard.first { $0.name == name }
  }

  /// The name.
  public var description: String { name }
}
