import Foundation

/// Scales custom fonts and sizes with Dynamic Type the way a text style scales.
///
/// A value is scaled by the ratio of the style's size at the content size category to its size
/// at the default `.large` (from the same table as `preferredFont(forTextStyle:compatibleWith:)`),
/// so a 20-point font scaled like `.body` is 20 x 28 / 17 at `.accessibilityMedium`. UIKit
/// scales along the same per-style curve; how it rounds values between the table's sizes is not
/// recorded anywhere this package found, so HeadlessUIKit does not round.
///
/// ```swift
/// let brand = UIFont(name: "Avenir-Medium", size: 20)!
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand)
/// label.adjustsFontForContentSizeCategory = true
/// ```
open class UIFontMetrics: NSObject, @unchecked Sendable {
  private let textStyle: UIFont.TextStyle

  /// Creates metrics that scale like a text style.
  /// - Parameter textStyle: The style whose scaling to follow.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// Metrics that scale like `.body`.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// A font scaled for the app's content size category (`.large` here, so the same size).
  /// - Parameter font: The font at the default category.
  open func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// A font scaled for the app's content size category, no larger than a size.
  /// - Parameters:
  ///   - font: The font at the default category.
  ///   - maximumPointSize: The largest size to give; 0 for no limit.
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// A font scaled for the content size category of a trait collection.
  /// - Parameters:
  ///   - font: The font at the default category.
  ///   - traitCollection: The traits whose category to use; `nil` for `.large`.
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// A font scaled for the content size category of a trait collection, no larger than a size.
  /// - Parameters:
  ///   - font: The font at the default category.
  ///   - maximumPointSize: The largest size to give; 0 for no limit.
  ///   - traitCollection: The traits whose category to use; `nil` for `.large`.
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    let scaled = font.withSize(size)
    scaled.scaling = .metrics(
      textStyle, base: font, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
    return scaled
  }

  /// A length scaled for the app's content size category (`.large` here, so unchanged).
  /// - Parameter value: The length at the default category.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// A length scaled for the content size category of a trait collection.
  /// - Parameters:
  ///   - value: The length at the default category.
  ///   - traitCollection: The traits whose category to use; `nil` for `.large`.
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }
}

extension UIFont.TextStyle {
  /// Metrics that scale like this style.
  public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}
