import Foundation

/// The ways apps styled navigation bars before bar appearances (iOS 13), still everywhere in
/// real code: a bar style, background images per height and a shadow image. The bar keeps them
/// for the app to read back; its drawing follows its bar appearances only, so a bar made
/// transparent this way is drawn as it is drawn without them.
extension UINavigationBar {
  /// The bar's background style; `.default` until set.
  public var barStyle: UIBarStyle {
    get { legacyStyling.barStyle }
    set { legacyStyling.barStyle = newValue }
  }

  /// The line under the bar, or `nil` for the standard one.
  public var shadowImage: UIImage? {
    get { legacyStyling.shadowImage }
    set { legacyStyling.shadowImage = newValue }
  }

  /// Sets the bar's background image for one of its heights.
  /// - Parameters:
  ///   - backgroundImage: The image, or `nil` for the standard background.
  ///   - barMetrics: The height it is for.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    legacyStyling.backgroundImages[barMetrics] = backgroundImage
  }

  /// The bar's background image for one of its heights.
  /// - Parameter barMetrics: The height.
  /// - Returns: The image set for it, or `nil`.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    legacyStyling.backgroundImages[barMetrics]
  }
}

/// What a navigation bar was styled with the pre-iOS 13 way.
struct NavigationBarLegacyStyling {
  var barStyle = UIBarStyle.default
  var shadowImage: UIImage?
  var backgroundImages: [UIBarMetrics: UIImage] = [:]
}
